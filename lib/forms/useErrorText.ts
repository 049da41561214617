'use client';

import { useTranslations } from 'next-intl';
import { textOr } from '@/lib/i18n/runtimeKeys';

/** Turns a form error (a `validation` key, or platform text after '=') into what the player reads. */
export function useErrorText() {
  const t = useTranslations('validation');
  return (error: string | undefined | null, values?: Record<string, string | number>): string | null => {
    if (!error) return null;
    if (error.startsWith('=')) return error.slice(1);
    return textOr(t, error, error, values);
  };
}
