'use client';

import { useEffect, type RefObject } from 'react';
import type { FormState } from './formState';

/**
 * After each answer of a form's action: a saved form is emptied for the next entry; a refused one keeps what was
 * typed except its secrets (passwords, a security answer), which never stay in a page after a refusal.
 */
export function useFormAnswered(formRef: RefObject<HTMLFormElement | null>, state: FormState<{ saved: boolean; added: boolean }>, secrets: readonly string[]) {
  const saved = Boolean(state.extra.saved || state.extra.added);
  useEffect(() => {
    const form = formRef.current;
    if (!form || state.seq === 0) return;
    if (saved) {
      form.reset();
      return;
    }
    for (const name of secrets) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = '';
    }
  }, [state.seq, saved, formRef, secrets]);
}
