'use client';

import { useRef } from 'react';
import styles from './forms.module.css';

const shown = (day: string) => day.split('-').reverse().join('/');
const iso = (text: string) => {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : '';
};

/**
 * A day typed as DD/MM/YYYY, always shown in full whatever the phone's date format or width, with a calendar
 * button that opens the browser's own picker. Without scripts it is a plain text field the server reads.
 */
export function DayField({
  name,
  label,
  pickLabel,
  placeholder,
  defaultValue,
  max,
}: {
  name: string;
  label: string;
  pickLabel: string;
  /** How the day is written (DD/MM/YYYY) in the player's language. */
  placeholder: string;
  defaultValue: string;
  max?: string;
}) {
  const text = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = iso(text.current?.value ?? '') || defaultValue;
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker (or refusing it here) leaves the typed field, which is enough.
      text.current?.focus();
    }
  };

  return (
    <label className={styles.dayField}>
      {label}
      <span className={styles.dayBox}>
        <input
          ref={text}
          className={styles.box}
          type="text"
          name={name}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          pattern="\d{1,2}/\d{1,2}/\d{4}|\d{4}-\d{2}-\d{2}"
          defaultValue={shown(defaultValue)}
          required
          size={10}
        />
        <button type="button" className={styles.dayPick} onClick={openPicker} aria-label={`${pickLabel}: ${label}`}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 10h16M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <input
          ref={picker}
          className={styles.dayPicker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          max={max}
          onChange={(event) => {
            if (text.current && event.currentTarget.value) text.current.value = shown(event.currentTarget.value);
          }}
        />
      </span>
    </label>
  );
}
