'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { safeParse, type core } from 'zod/mini';
import { fieldErrorsOf, formObject, NOTICE_FIELD, type FieldProblem, type FormState } from './formState';

function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, FieldProblem>) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/** The answer's problems per field: its validation keys, and the platform's refusals in their own words. */
function answeredProblems(state: FormState<object>): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = { ...state.fieldErrors };
  for (const [field, refusal] of Object.entries(state.fieldRefusals)) problems[field] = { refusal };
  return problems;
}

/**
 * A form that checks its zod schema in the browser before calling its server action, and works as a plain POST
 * to that action before hydration. Submitting through the hook keeps what was typed (no form reset).
 */
export function useValidatedForm<Extra extends object>(
  action: (state: FormState<Extra>, form: FormData) => Promise<FormState<Extra>>,
  schema: core.$ZodType,
  initial: NoInfer<FormState<Extra>>,
) {
  const [state, formAction, pending] = useActionState(action, initial);
  // The browser's own errors belong to the answer they were found against: a new answer from the action drops them.
  const [checked, setChecked] = useState<{ against: FormState<Extra>; errors: Record<string, FieldProblem> } | null>(null);
  const clientErrors = checked?.against === state ? checked.errors : null;
  const setClientErrors = (errors: Record<string, FieldProblem>) => setChecked({ against: state, errors });
  const answered = answeredProblems(state);
  // A refusal answers what was submitted: a new submit, or a change to the value it is about, takes it off the screen.
  const [withdrawn, setWithdrawn] = useState<FormState<Extra> | null>(null);
  const notice = withdrawn === state ? null : state.notice;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => focusFirstInvalid(formRef.current, answeredProblems(state)), [state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setWithdrawn(state);
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = safeParse(schema, formObject(data));
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      setClientErrors(errors);
      focusFirstInvalid(form, errors);
      return;
    }
    setClientErrors({});
    startTransition(() => formAction(data));
  };

  /** Drops a field's error, and a refusal about that field, as soon as the player edits it. */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && name === state.extra[NOTICE_FIELD]) setWithdrawn(state);
    const current = clientErrors ?? answered;
    if (name && current[name]) {
      const { [name]: _dropped, ...rest } = current;
      setClientErrors(rest);
    }
  };

  return {
    state,
    errors: clientErrors ?? answered,
    /** The form's refusal while it still answers what is on screen; show this, not `state.notice`. */
    notice,
    pending,
    formProps: { ref: formRef, action: formAction, onSubmit, onInput, noValidate: true },
  };
}
