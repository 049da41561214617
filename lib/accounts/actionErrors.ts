import 'server-only';
import { getTranslations } from 'next-intl/server';
import { PlatformError } from '@/lib/platform/PlatformError';

/**
 * The text a form shows for a failed platform call: the platform's own message for a refusal, a translated one
 * for everything else (timeout, unreachable, bad answer).
 */
export async function platformFailureText(error: unknown): Promise<string> {
  const t = await getTranslations('errors');
  if (!(error instanceof PlatformError)) return t('unknown');
  switch (error.kind) {
    case 'refused':
      return error.message || t('unknown');
    case 'timeout':
      return t('timeout');
    case 'unreachable':
      return t('unreachable');
    case 'bad_answer':
      return t('badAnswer');
    case 'session':
      return t('session');
    default:
      return t('unknown');
  }
}
