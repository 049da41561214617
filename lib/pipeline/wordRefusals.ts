import 'server-only';
import type { FormState } from '@/lib/forms/formState';
import { PlatformError } from '@/lib/platform/PlatformError';
import type { ActionContext } from './defineAction';

/** A screen's own text for a refusal (the lib/*Refusal.ts modules: figures, the screen's wording). */
export type Wording = (error: PlatformError) => Promise<string | { text: string }>;

/**
 * An onFailure that shows a refusal in the screen's own words where the pipeline placed it: on its field (the
 * `fields` map the action declares) or as the notice. describeFailure words refusals for every form alike and
 * knows neither the figures a screen names (balances, limits, ages) nor its phrasing; failures that are not
 * refusals (an unconfirmed money write, timeouts, the site closed) keep the pipeline's text.
 */
export function wordRefusals(word: Wording, fields: Readonly<Record<string, string>> = {}) {
  return async ({ error }: { error: unknown }, { form }: ActionContext): Promise<Partial<FormState>> => {
    if (!(error instanceof PlatformError) || error.kind !== 'refused') return {};
    const worded = await word(error);
    const text = typeof worded === 'string' ? worded : worded.text;
    const field = fields[error.code];
    if (field && form.has(field)) return { notice: null, fieldErrors: { [field]: `=${text}` } };
    return { notice: text, fieldErrors: {} };
  };
}
