'use client';

import { useTranslations } from 'next-intl';
import type { FieldProblem } from '@/lib/forms/formState';
import { textOr } from '@/lib/i18n/runtimeKeys';

/** Turns a security-centre form error (a key under `security.errors`, or the platform's refusal) into words. */
export function useSecurityErrorText() {
  const t = useTranslations('security.errors');
  return (error: FieldProblem | undefined | null, values?: Record<string, string | number>): string | null => {
    if (!error) return null;
    if (typeof error === 'object') return error.refusal;
    return textOr(t, error, error, values);
  };
}
