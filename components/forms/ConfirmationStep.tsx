'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import screen from '@/components/shell/Screen.module.css';
import { PaymentPasswordField } from './PaymentPasswordField';

interface ConfirmationStepProps {
  /** Id of the heading, which names the step's region. */
  headingId: string;
  heading: string;
  passwordLabel: string;
  passwordError: string | null | undefined;
  /** The form's answer count: each answer (a refusal too) empties the password and focuses it again. */
  seq: number;
  /** What is about to be sent: the summary and the hidden fields carrying the first step's values. */
  children: ReactNode;
}

/**
 * The last step of a money transfer (upline transfer, red envelope rain): what will be sent, then
 * the payment password, focused as the step opens so it can be typed at once.
 */
export function ConfirmationStep({ headingId, heading, passwordLabel, passwordError, seq, children }: ConfirmationStepProps) {
  const passwordRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    passwordRef.current?.querySelector('input')?.focus();
  }, [seq]);
  return (
    <section className={screen.titledCard} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
      <div ref={passwordRef}>
        <PaymentPasswordField key={`password-${seq}`} label={passwordLabel} error={passwordError} />
      </div>
    </section>
  );
}
