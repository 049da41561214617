import 'server-only';
import { IDEMPOTENCY_FIELD, STEP_BACK_FIELD, type FormState } from '@/lib/forms/formState';

type FormAction<Extra extends object> = (previous: FormState<Extra>, form: FormData) => Promise<FormState<Extra>>;

/**
 * A form in two steps whose second, 'confirm', is the money write (upline transfer, red rain). The first step
 * only checks what was typed and answers the confirmation, so it is an action of its own, outside the
 * idempotency records: it hands back the key it was posted with, and a confirmation sent again after going back
 * to change an unconfirmed transfer still carries the key of the first (the platform does it once).
 * Every answer names the step to show (`extra.step`); a refused form whose only problem is the payment password
 * stays on the confirmation, anything else goes back to the first step. Going back posts the confirmation's values
 * (the step back button, when no script switches the step in the page): the first step comes back with them and
 * with the same key, never a new page's.
 */
export function twoStepAction<Extra extends object>({ first, firstStep, confirm }: {
  first: FormAction<Extra>;
  firstStep: string;
  confirm: FormAction<Extra>;
}): FormAction<Extra> {
  return async function stepped(previous, form) {
    const back = form.has(STEP_BACK_FIELD);
    if (back) form.set('step', firstStep);
    const confirming = form.get('step') === 'confirm';
    const answered = await (confirming ? confirm : first)(previous, form);
    const { [STEP_BACK_FIELD]: _back, ...values } = answered.values;
    const extra = { ...answered.extra };
    if (back) extra.step = firstStep;
    else if (!extra.step) {
      const onlyPassword = Object.keys(answered.fieldErrors).every((field) => field === 'paymentPassword');
      extra.step = confirming && onlyPassword ? 'confirm' : firstStep;
    }
    const posted = form.get(IDEMPOTENCY_FIELD);
    if (!confirming && !extra[IDEMPOTENCY_FIELD] && typeof posted === 'string' && posted) extra[IDEMPOTENCY_FIELD] = posted;
    return { ...answered, values, extra };
  };
}
