'use client';

import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import forms from './forms.module.css';

interface Props {
  id: string;
  name: string;
  /** The field's name, visible above the button; the input's accessible name. */
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Off where the form lists what was picked itself (and empties the input after each pick). */
  showChosen?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A file input in the product's look: the browser's own button and "no file chosen" text (in the browser's
 * language, not the player's) give way to a labelled 44 px button and the chosen file's name. The input itself
 * stays in the page, only out of sight: it keeps the focus, Space and Enter open the picker, and a form posts
 * it before any script runs.
 */
export function FilePicker({ id, name, label, accept, multiple = false, disabled = false, invalid = false, describedBy, showChosen = true, onChange }: Props) {
  const t = useTranslations('forms');
  const [chosen, setChosen] = useState<string[]>([]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setChosen(Array.from(event.target.files ?? [], (file) => file.name));
    onChange(event);
  };

  return (
    <>
      <span id={`${id}-label`} className={forms.fileLabel}>
        {label}
      </span>
      <span className={forms.filePicker}>
        <label className={forms.fileButton} data-disabled={disabled || undefined}>
          <input
            id={id}
            name={name}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            className={forms.fileInput}
            onChange={change}
            aria-labelledby={`${id}-label`}
            aria-invalid={invalid || undefined}
            aria-describedby={[showChosen ? `${id}-chosen` : null, describedBy].filter(Boolean).join(' ') || undefined}
          />
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M12 4v12m0-12l-4.5 4.5M12 4l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span aria-hidden="true">{t(multiple ? 'chooseImages' : 'chooseImage')}</span>
        </label>
        {showChosen && (
          <span id={`${id}-chosen`} className={forms.fileChosen}>
            {chosen.length === 0 ? t('noFileChosen') : chosen.length === 1 ? chosen[0] : t('filesChosen', { count: chosen.length })}
          </span>
        )}
      </span>
    </>
  );
}
