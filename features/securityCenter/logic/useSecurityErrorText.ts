'use client';

import { useTranslations } from 'next-intl';
import { textOr } from '@/lib/i18n/runtimeKeys';

/** Turns a security-centre form error (a key under `security.errors`, or text already translated after '=') into words. */
export function useSecurityErrorText() {
  const t = useTranslations('security.errors');
  return (error: string | undefined | null, values?: Record<string, string | number>): string | null => {
    if (!error) return null;
    if (error.startsWith('=')) return error.slice(1);
    return textOr(t, error, error, values);
  };
}
