'use client';

import { PasswordField } from './PasswordField';

/** The 6-digit payment password every money transfer asks (withdraw, upline transfer, red envelope rain). */
export function PaymentPasswordField({ label, error, disabled }: { label: string; error: string | null | undefined; disabled?: boolean }) {
  return (
    <PasswordField
      name="paymentPassword"
      label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      error={error}
      disabled={disabled}
    />
  );
}
