'use client';

import { useActionState } from 'react';
import { initialFormState, type FormState } from './formState';

/** A form's action state from the empty answer, typed by what the action declares it answers. */
export function useFormAction<Extra extends object>(action: (state: FormState<Extra>, form: FormData) => Promise<FormState<Extra>>) {
  // Every declared extra is optional, so the empty answer is one of any action's.
  return useActionState(action, initialFormState as FormState<Extra>);
}
