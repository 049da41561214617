'use client';

import { useTranslations } from 'next-intl';
import type { FieldProblem } from '@/lib/forms/formState';
import { textOr } from '@/lib/i18n/runtimeKeys';

/** Turns a form error (a `validation` key, or the platform's refusal) into what the player reads. */
export function useErrorText() {
  const t = useTranslations('validation');
  return (error: FieldProblem | undefined | null, values?: Record<string, string | number>): string | null => {
    if (!error) return null;
    if (typeof error === 'object') return error.refusal;
    return textOr(t, error, error, values);
  };
}
