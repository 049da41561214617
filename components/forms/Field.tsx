import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './forms.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  name: string;
  label: string;
  /** Already translated. */
  error?: string | null;
  /** A control beside the input: show/hide, send code, captcha image. */
  addon?: ReactNode;
  hint?: string;
  /** The field's rules under it (FieldRules, with id `<id>-rules`), read with the field by screen readers. */
  rules?: ReactNode;
  /** When two forms of one screen ask the same field (default `field-<name>`). */
  id?: string;
};

/** A labelled input with its error under it; the error is tied to the input for screen readers. */
export function Field({ name, label, error, addon, hint, rules, id = `field-${name}`, ...input }: FieldProps) {
  const described =
    [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null, rules ? `${id}-rules` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
        {addon}
      </div>
      {rules}
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
