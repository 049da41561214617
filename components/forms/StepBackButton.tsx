import type { MouseEvent, ReactNode } from 'react';
import { STEP_BACK_FIELD } from '@/lib/forms/formState';
import styles from './forms.module.css';

/**
 * Back from a two-step form's confirmation to its first step. With script, `onBack` (useStepBack) switches the step
 * in the page; without, the button posts the form and the first step comes back from the server with what was
 * typed and the form's idempotency key, so a transfer left unconfirmed and sent again after a change is done once.
 */
export function StepBackButton({ onBack, children }: { onBack: (event: MouseEvent<HTMLButtonElement>) => void; children: ReactNode }) {
  return (
    <button type="submit" name={STEP_BACK_FIELD} value="1" formNoValidate className={styles.stepBack} onClick={onBack}>
      {children}
    </button>
  );
}
