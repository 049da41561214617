import 'server-only';
import { getTranslations } from 'next-intl/server';
import { PlatformError, type PlatformErrorKind } from '@/lib/platform/PlatformError';

/** What a form shows for a failed write: the code forms react to, the translated text, and its field if any. */
export interface Failure {
  code: string;
  text: string;
  field?: string;
}

type ErrorKey = 'timeout' | 'unreachable' | 'badAnswer' | 'badInput' | 'forbidden' | 'rateLimited' | 'notFound' | 'session' | 'unknown' | 'maintenance' | 'region';

const KIND_KEYS: Record<Exclude<PlatformErrorKind, 'refused'>, ErrorKey> = {
  session: 'session',
  timeout: 'timeout',
  unreachable: 'unreachable',
  bad_answer: 'badAnswer',
  bad_input: 'badInput',
  forbidden: 'forbidden',
  rate_limited: 'rateLimited',
  not_found: 'notFound',
  maintenance: 'maintenance',
  region: 'region',
  internal: 'unknown',
};

/** Refusals the product itself gives, worded in `codes`. */
const OWN_CODES: Record<string, 'free_reject' | 'non_agent' | 'non_member'> = {
  NOT_ACTUAL_ACCOUNT: 'free_reject',
  NON_AGENT: 'non_agent',
  NON_MEMBER: 'non_member',
};

export async function describeFailure(error: unknown): Promise<Failure> {
  const t = await getTranslations('errors');
  if (!(error instanceof PlatformError)) return { code: '', text: t('unknown') };
  if (error.kind !== 'refused') {
    const minutes = Math.ceil(Number((error.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? 60) / 60);
    if (error.code === 'ACCOUNT_RATE_LIMITED') return { code: error.code, text: t('accountRateLimited', { minutes }) };
    if (error.code === 'TARGET_RATE_LIMITED') return { code: error.code, text: t('targetRateLimited', { minutes }) };
    if (error.code === 'STORE_UNAVAILABLE') return { code: error.code, text: t('storeUnavailable') };
    return { code: error.code, text: t(KIND_KEYS[error.kind]) };
  }
  const own = OWN_CODES[error.code];
  if (own) return { code: error.code, text: (await getTranslations('codes'))(own) };
  const field = (error.value as { field?: unknown } | null)?.field;
  return { code: error.code, text: error.message || t('unknown'), ...(typeof field === 'string' ? { field } : {}) };
}
