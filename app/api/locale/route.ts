import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { merchantLanguages } from '@/lib/i18n/requestLanguage';
import { safeReturnPath } from '@/lib/routes/returnPath';
import { isSameOrigin } from '@/lib/security/sameOrigin';
import { isSecureRequest } from '@/lib/session/session';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The language selector's form: remembers the choice in a cookie and goes back to the page, re-rendered. */
export async function POST(request: Request): Promise<Response> {
  // Another site must not switch the visitor's language (nor use this answer's redirect).
  if (!isSameOrigin(request)) return new Response(null, { status: 403 });
  const form = await request.formData().catch(() => null);
  const locale = form?.get('locale');
  const returnTo = safeReturnPath(String(form?.get('returnTo') ?? '')) ?? '/m/home';
  // Only a language the merchant offers: a cookie for another would be a choice the site never honours.
  const chosen = (await merchantLanguages()).languages.find((offered) => offered === locale);
  if (!chosen) return new Response(null, { status: 400 });
  const cookie = [`${LOCALE_COOKIE}=${chosen}`, 'Path=/', `Max-Age=${ONE_YEAR_SECONDS}`, 'SameSite=Lax'];
  if (isSecureRequest(request)) cookie.push('Secure');
  return new Response(null, { status: 303, headers: { Location: returnTo, 'Set-Cookie': cookie.join('; ') } });
}
