'use client';

import { useTranslations } from 'next-intl';
import { textOr } from '@/lib/i18n/runtimeKeys';

/** Turns a wallet form error (a key under `withdraw.errors`, or text already translated after '=') into words. */
export function useWalletErrorText() {
  const t = useTranslations('withdraw.errors');
  return (error: string | undefined | null, values?: Record<string, string>): string | null => {
    if (!error) return null;
    if (error.startsWith('=')) return error.slice(1);
    return textOr(t, error, error, values);
  };
}
