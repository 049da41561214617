import screen from '@/components/shell/Screen.module.css';
import type { FormState } from '@/lib/forms/formState';

/**
 * A form's notice (an alert, in the form's own `className`); when a money write's result could not be confirmed,
 * with the way to the record that will show it.
 */
export function UnconfirmedNotice({ state, className }: { state: FormState; className: string | undefined }) {
  if (!state.notice) return null;
  const unconfirmed = state.extra.code === 'UNCONFIRMED';
  return (
    <p className={unconfirmed ? screen.linkedNotice : className} role="alert">
      {state.notice}
      {unconfirmed && state.extra.unconfirmed && (
        <>
          {' '}
          <a href={state.extra.unconfirmed}>{state.extra.unconfirmedLink}</a>
        </>
      )}
    </p>
  );
}
