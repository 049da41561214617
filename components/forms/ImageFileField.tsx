import type { ChangeEvent, ReactNode } from 'react';
import { IMAGE_ACCEPT } from '@/lib/uploads/imageRules';
import { FilePicker } from './FilePicker';
import forms from './forms.module.css';

interface Props {
  /** The field's name in the multipart form (and its id, `field-<name>`). */
  name: string;
  label: string;
  hint: string;
  /** The translated refusal of the chosen file, shown instead of the hint. */
  error: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The preview of the chosen image, under the field. */
  children?: ReactNode;
}

/** SPEC §5 image upload field: one PNG or JPEG, with its hint or the reason it was refused. */
export function ImageFileField({ name, label, hint, error, onChange, children }: Props) {
  const id = `field-${name}`;
  return (
    <div className={forms.field}>
      <FilePicker
        id={id}
        name={name}
        label={label}
        accept={IMAGE_ACCEPT}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : `${id}-hint`}
      />
      {error ? (
        <p id={`${id}-error`} className={forms.error}>
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={forms.hint}>
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}
