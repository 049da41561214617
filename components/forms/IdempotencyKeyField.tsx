import { IDEMPOTENCY_FIELD } from '@/lib/forms/formState';
import type { FormState } from '@/lib/forms/formState';

/**
 * The key of a money form, minted when the page was rendered: sent with every submit, so a resubmit after an
 * unconfirmed result returns the first result instead of paying twice. Each answer names the key of the next
 * submit (the same one while the result is unknown).
 */
export function IdempotencyKeyField({ initial, state }: { initial: string; state: FormState }) {
  return <input type="hidden" name={IDEMPOTENCY_FIELD} value={state.extra[IDEMPOTENCY_FIELD] ?? initial} />;
}
