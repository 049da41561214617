import 'server-only';
import { getTranslations } from 'next-intl/server';
import { platformFailureText } from '@/lib/accounts/actionErrors';
import { PlatformError } from '@/lib/platform/PlatformError';

/** Refusals of rows 65-71 the product words itself (messages `codes.<CODE>`); others show the platform's text. */
const TRANSLATED = [
  'COMMENT_TOO_LONG', 'TOO_MANY_IMAGES', 'ALREADY_APPLIED', 'ACTIVITY_ENDED', 'NOT_APPLICABLE', 'IMAGE_TYPE',
  'IMAGE_TOO_LARGE', 'IMAGE_NOT_FOUND', 'IMAGE_REQUIRED', 'NOT_CLAIMABLE', 'FEATURE_OFF',
] as const;
type TranslatedCode = (typeof TRANSLATED)[number];

function isTranslated(code: string): code is TranslatedCode {
  return (TRANSLATED as readonly string[]).includes(code);
}

/** What an activity or reward form shows for a failed call. */
export async function promoRefusal(error: unknown): Promise<string> {
  if (!(error instanceof PlatformError) || error.kind !== 'refused') return platformFailureText(error);
  const codes = await getTranslations('codes');
  if (error.code === 'NOT_ACTUAL_ACCOUNT') return codes('free_reject');
  return isTranslated(error.code) ? codes(error.code) : platformFailureText(error);
}
