import screen from '@/components/shell/Screen.module.css';
import type { FormState } from '@/lib/forms/formState';

interface TransferRefusalProps {
  text: string;
  /** The refusal code, if any. */
  code: string | undefined;
  securityCenterText: string;
  /** The answer's extras: an unconfirmed money write names its record screen there. */
  extra?: FormState['extra'];
}

/**
 * A money write's refusal; when the account has no payment password yet, with the way to the security centre
 * where it is set; when the result could not be confirmed, with the way to the record that will show it.
 */
export function TransferRefusal({ text, code, securityCenterText, extra }: TransferRefusalProps) {
  return (
    <p className={screen.linkedNotice} role="alert">
      {text}{' '}
      {code === 'PAYMENT_PASSWORD_NOT_SET' && <a href="/m/securityCenter">{securityCenterText}</a>}
      {code === 'UNCONFIRMED' && extra?.unconfirmed && <a href={extra.unconfirmed}>{extra.unconfirmedLink}</a>}
    </p>
  );
}
