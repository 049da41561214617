import screen from '@/components/shell/Screen.module.css';
import type { FormState } from '@/lib/forms/formState';

/**
 * The way to the record that will show a money write whose result could not be confirmed, for forms whose notice
 * is a dialog (the dialog says what happened; the link stays on the page once it is closed).
 */
export function UnconfirmedLink({ extra }: { extra: FormState['extra'] }) {
  if (extra.code !== 'UNCONFIRMED' || !extra.unconfirmed) return null;
  return (
    <p className={screen.linkedNotice} data-testid="unconfirmed">
      <a href={extra.unconfirmed}>{extra.unconfirmedLink}</a>
    </p>
  );
}
