'use client';

import { useEffect, useEffectEvent, useRef } from 'react';

/** The language form's handler: a post to it reloads the page in the chosen language. */
const LANGUAGE_FORM = '/api/locale';

interface Draft {
  method: string | null;
  values: Record<string, string>;
}

const fieldInput = (name: string) => document.querySelector<HTMLInputElement>(`form input[name="${name}"]:not([type="password"])`);

function takeDraft(key: string): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    window.sessionStorage.removeItem(key);
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft && typeof draft.values === 'object' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

/** A form drawn in one of several ways (forgot password by email or phone, registration by username or number). */
export interface ShownMethod<M extends string> {
  shown: M;
  choose: (method: M) => void;
  known: readonly M[];
}

/**
 * The language selector reloads the page in the new language: the form's shown method and what was typed in
 * `fields` are kept for that reload only (sessionStorage under `key`, taken once), so the player need not start
 * again. Passwords and codes are never kept.
 */
export function useKeptAcrossLanguageSwitch<M extends string>(key: string, fields: readonly string[], method?: ShownMethod<M>) {
  const kept = useRef<Draft | null>(null);
  const draftNow = useEffectEvent((): Draft => {
    const values: Draft['values'] = {};
    for (const name of fields) {
      const value = fieldInput(name)?.value;
      if (value) values[name] = value;
    }
    return { method: method?.shown ?? null, values };
  });
  const choose = useEffectEvent((draft: Draft) => {
    if (method && draft.method && (method.known as readonly string[]).includes(draft.method)) method.choose(draft.method as M);
  });

  useEffect(() => {
    // sessionStorage exists only after hydration, so the kept form is restored from an effect.
    kept.current = takeDraft(key);
    if (kept.current) choose(kept.current);
    const save = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (new URL(form.action, window.location.href).pathname !== LANGUAGE_FORM) return;
      try {
        window.sessionStorage.setItem(key, JSON.stringify(draftNow()));
      } catch {
        // Storage refused (private mode): the switch still happens, the form starts empty.
      }
    };
    document.addEventListener('submit', save);
    return () => document.removeEventListener('submit', save);
  }, [key]);

  // Once the kept form is drawn, its fields get their values back (as typed, so its checks run).
  const shown = method?.shown ?? null;
  useEffect(() => {
    const draft = kept.current;
    if (!draft || (draft.method ?? null) !== shown) return;
    kept.current = null;
    for (const [name, value] of Object.entries(draft.values)) {
      const input = fieldInput(name);
      if (!input || !value) continue;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, [shown]);
}
