'use client';

import { useEffect, type RefObject } from 'react';
import type { FormState } from './formState';

/** One form's typed values at a time, for this tab only. */
const KEY = 'mc:keptAcrossSignIn';
/** A sign-in that takes longer than this comes back to an empty form. */
const KEPT_MS = 10 * 60 * 1000;

interface Kept {
  path: string;
  form: string;
  values: Record<string, string>;
  at: number;
}

function takeKept(): Kept | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const kept = raw ? (JSON.parse(raw) as Kept) : null;
    return kept && typeof kept.values === 'object' && kept.values ? kept : null;
  } catch {
    return null;
  }
}

function forget(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
}

/**
 * SPEC §8: a session that has ended when a form is submitted sends the player to the login, which brings them
 * back to the screen. What was typed in `fields` (never a password) is kept for that return: saved on every
 * submit, forgotten as soon as the action answers (the form did not leave), and put back when the same form is
 * drawn again on the same screen.
 */
export function useKeptAcrossSignIn(formRef: RefObject<HTMLFormElement | null>, state: FormState, name: string, fields: readonly string[]) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // sessionStorage exists only after hydration, so the kept values are put back from an effect.
    const kept = takeKept();
    if (kept && kept.form === name && kept.path === window.location.pathname && Date.now() - kept.at < KEPT_MS) {
      for (const field of fields) {
        const value = kept.values[field];
        const element = form.elements.namedItem(field);
        if (!value || !element) continue;
        if (element instanceof RadioNodeList) {
          element.value = value;
        } else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
          element.value = value;
          // As if typed, so the form's live checks run.
          element.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }
    }
    const save = () => {
      const data = new FormData(form);
      const values: Record<string, string> = {};
      for (const field of fields) {
        const value = data.get(field);
        if (typeof value === 'string' && value) values[field] = value;
      }
      try {
        window.sessionStorage.setItem(KEY, JSON.stringify({ path: window.location.pathname, form: name, values, at: Date.now() } satisfies Kept));
      } catch {
        // Storage refused: after a sign-in the form starts empty.
      }
    };
    form.addEventListener('submit', save);
    return () => form.removeEventListener('submit', save);
    // The fields are the form's constant list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formRef, name]);

  useEffect(() => {
    if (state.seq > 0) forget();
  }, [state.seq]);
}
