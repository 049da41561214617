'use client';

import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { MOBILE_MAX } from '@/lib/forms/accountFieldsSchema';
import { bidiIsolate } from '@/lib/i18n/bidi';
import styles from './forms.module.css';

export interface Country {
  code: string;
  name: string;
  dialingCode: string;
}

/** A mobile number with its country dialling code picker (SPEC §2: max 20 digits, SPEC §5 digits only). */
export function MobileField({
  label, codeLabel, countries, dialingCode, defaultValue, error, onNumberChange, rules,
}: {
  label: string;
  codeLabel: string;
  countries: Country[];
  dialingCode?: string;
  defaultValue?: string;
  error?: string | null;
  onNumberChange?: (value: string) => void;
  /** The number's rules (FieldRules with id `field-mobileNum-rules`). */
  rules?: ReactNode;
}) {
  const isolate = bidiIsolate(useLocale());
  const described = [error ? 'field-mobileNum-error' : null, rules ? 'field-mobileNum-rules' : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor="field-mobileNum">{label}</label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        <select name="countryDialingCode" aria-label={codeLabel} defaultValue={dialingCode ?? countries[0]?.dialingCode}>
          {countries.map((country) => (
            <option key={country.code} value={country.dialingCode}>
              {/* An option holds no <bdi>: the isolate keeps '+84 VN' in its order inside a right-to-left page. */}
              {isolate(`+${country.dialingCode} ${country.code}`)}
            </option>
          ))}
        </select>
        <input
          id="field-mobileNum"
          name="mobileNum"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_MAX}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => {
            // Digits only, as typed: a letter or a space never stays in the number.
            const input = event.target;
            const digits = input.value.replace(/\D/g, '');
            if (digits !== input.value) input.value = digits;
            onNumberChange?.(digits);
          }}
        />
      </div>
      {rules}
      {error && (
        <p id="field-mobileNum-error" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
