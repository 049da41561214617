import 'server-only';
import { getTranslations } from 'next-intl/server';
import { platformFailureText } from '@/lib/accounts/actionErrors';
import { PlatformError } from '@/lib/platform/PlatformError';

/** What a form shows for a failed write: the code forms react to, the translated text, and its field if any. */
export interface Failure {
  code: string;
  text: string;
  field?: string;
}

export async function describeFailure(error: unknown): Promise<Failure> {
  const code = error instanceof PlatformError ? error.code : '';
  if (code === 'NOT_ACTUAL_ACCOUNT') return { code, text: (await getTranslations('codes'))('free_reject') };
  return { code, text: await platformFailureText(error) };
}
