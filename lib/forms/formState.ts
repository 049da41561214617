import type { core } from 'zod/mini';

/** The form field carrying a money form's idempotency key (components/forms/IdempotencyKeyField.tsx). */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** In `extra`: the field a form-wide refusal (`notice`) is about, whose next change takes the refusal away. */
export const NOTICE_FIELD = 'noticeField';

/** What the pipeline itself puts in every action's `extra`, whatever the action answers. */
export interface PipelineExtra {
  /** The platform's refusal code. */
  code?: string;
  /** The key a money form's next submit carries. */
  [IDEMPOTENCY_FIELD]?: string;
  [NOTICE_FIELD]?: string;
  /** An unconfirmed money write: the record screen to look at, and the words of the link to it. */
  unconfirmed?: string;
  unconfirmedLink?: string;
  /** The step a two-step form shows (lib/pipeline/twoStepAction.ts). */
  step?: string;
}

/** A platform refusal shown at its field, worded by the platform. */
export interface FieldRefusal {
  refusal: string;
}

/** What a field shows: a validation key its form words, or the platform's refusal. */
export type FieldProblem = string | FieldRefusal;

/** An action that answers nothing beyond the pipeline's own extras. */
export type NoExtra = Record<never, never>;

/**
 * What a form's server action answers and the form shows: errors per field, a platform refusal for the 'notice'
 * alert, and the values to put back (never passwords), so nothing the player typed is lost. `Extra` is what the
 * action answers besides, declared once with the action, so the form reads the same names and types it writes.
 */
export interface FormState<Extra extends object = NoExtra> {
  /** Per field: a key under `validation`; `form`: a rule on the whole form, worded by the form. */
  fieldErrors: Record<string, string>;
  /** Per field: the platform's refusal of that value, already in the player's language. */
  fieldRefusals: Record<string, string>;
  notice: string | null;
  values: Record<string, string>;
  /** Whatever else the form needs next, e.g. a captcha image the platform asked for. */
  extra: Partial<Extra> & PipelineExtra;
  /** Changes with every answer, so effects (focus, alert) run again for the same error. */
  seq: number;
}

/** The submit button of a two-step form that goes back to its first step (components/forms/StepBackButton.tsx). */
export const STEP_BACK_FIELD = 'stepBack';

export const initialFormState: FormState = { fieldErrors: {}, fieldRefusals: {}, notice: null, values: {}, extra: {}, seq: 0 };

/** The first message per field, in the schema's order. */
export function fieldErrorsOf(error: core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The typed text fields of a form, without its secrets. */
export function keptValues(form: FormData, secrets: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !secrets.includes(name) && !name.startsWith('$')) values[name] = value;
  }
  return values;
}

export function formObject(form: FormData): Record<string, string> {
  const object: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !name.startsWith('$')) object[name] = value;
  return object;
}
