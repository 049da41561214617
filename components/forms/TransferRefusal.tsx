import screen from '@/components/shell/Screen.module.css';

interface TransferRefusalProps {
  text: string;
  /** The platform's refusal code, if any. */
  code: string | undefined;
  securityCenterText: string;
}

/**
 * A money transfer's refusal (issue 9 withdraw, issue 10 upline transfer, issue 11 red envelope rain); when the
 * account has no payment password yet, with the way to the security centre where it is set.
 */
export function TransferRefusal({ text, code, securityCenterText }: TransferRefusalProps) {
  return (
    <p className={screen.linkedNotice} role="alert">
      {text}{' '}
      {code === 'PAYMENT_PASSWORD_NOT_SET' && <a href="/m/securityCenter">{securityCenterText}</a>}
    </p>
  );
}
