import type { SelectHTMLAttributes } from 'react';
import styles from './forms.module.css';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children'> & {
  name: string;
  label: string;
  /** The first, empty choice ('choose a bank'). */
  placeholder: string;
  options: { value: string; label: string }[];
  /** Already translated. */
  error?: string | null;
};

/** A labelled list to choose from, the whole width of its frame, with its error under it as a Field has. */
export function SelectField({ name, label, placeholder, options, error, ...select }: SelectFieldProps) {
  const id = `field-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        <select
          id={id}
          name={name}
          className={styles.wide}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
