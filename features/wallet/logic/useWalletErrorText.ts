'use client';

import { useTranslations } from 'next-intl';
import type { FieldProblem } from '@/lib/forms/formState';
import { textOr } from '@/lib/i18n/runtimeKeys';

/** Turns a wallet form error (a key under `withdraw.errors`, or the platform's refusal) into words. */
export function useWalletErrorText() {
  const t = useTranslations('withdraw.errors');
  return (error: FieldProblem | undefined | null, values?: Record<string, string>): string | null => {
    if (!error) return null;
    if (typeof error === 'object') return error.refusal;
    return textOr(t, error, error, values);
  };
}
