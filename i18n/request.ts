import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, localeOf } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/translator';

export default getRequestConfig(async () => {
  const locale = localeOf((await cookies()).get(LOCALE_COOKIE)?.value);
  return { locale, messages: messages[locale] };
});
