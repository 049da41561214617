import 'server-only';
import { getTranslations } from 'next-intl/server';
import { platformFailureText } from '@/lib/accounts/actionErrors';
import { PlatformError } from '@/lib/platform/PlatformError';
import { underAgeFigures } from '@/lib/platform/schemas';

/** Refusals of rows 80-86 the product words itself (messages `codes.<CODE>`); others show the platform's text. */
const TRANSLATED = [
  'PAYMENT_PASSWORD_WRONG', 'PAYMENT_PASSWORD_INVALID', 'PAYMENT_PASSWORD_SAME', 'CONFIRM_MISMATCH', 'QUESTION_UNKNOWN',
  'ANSWER_INVALID', 'PASSWORD_WRONG', 'EMAIL_INVALID', 'PAYEE_NAME_SET', 'PAYEE_NAME_INVALID', 'BIRTHDAY_SET',
  'BIRTHDAY_INVALID', 'UNDER_AGE', 'FEATURE_OFF',
] as const;
type TranslatedCode = (typeof TRANSLATED)[number];

function isTranslated(code: string): code is TranslatedCode {
  return (TRANSLATED as readonly string[]).includes(code);
}

/** What a security-centre form shows for a failed call: the refusal code (or '') and its translated text. */
export async function securityRefusal(error: unknown): Promise<{ code: string; text: string }> {
  if (!(error instanceof PlatformError) || error.kind !== 'refused') return { code: '', text: await platformFailureText(error) };
  const codes = await getTranslations('codes');
  if (error.code === 'NOT_ACTUAL_ACCOUNT') return { code: error.code, text: codes('free_reject') };
  if (!isTranslated(error.code)) return { code: error.code, text: await platformFailureText(error) };
  const figures = underAgeFigures.safeParse(error.value);
  return { code: error.code, text: codes(error.code, { age: figures.success ? figures.data.minimumAge : '' }) };
}
