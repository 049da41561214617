'use client';

import { useRef, type FormEvent } from 'react';
import { confirmDialog, type ConfirmRequest } from './confirmDialog';

/**
 * A form's onSubmit that asks first in the confirm dialog (what to ask may depend on the button pressed) and
 * submits with that button once confirmed. Before hydration the form posts straight to its action, as the
 * dialog needs scripts.
 */
export function useConfirmedSubmit(ask: (submitter: HTMLButtonElement | null) => ConfirmRequest) {
  const confirmed = useRef(false);
  return async (event: FormEvent<HTMLFormElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!(await confirmDialog(ask(submitter)))) return;
    confirmed.current = true;
    form.requestSubmit(submitter);
  };
}
