import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { config } from '@/lib/config';
import { LOCALE_COOKIE, localeOf } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/translator';

export default getRequestConfig(async () => {
  const locale = localeOf((await cookies()).get(LOCALE_COOKIE)?.value);
  // The merchant's zone: every date a screen shows is read in it (getTimeZone, useTimeZone), whatever the
  // container's own zone.
  return { locale, messages: messages[locale], timeZone: config().TIME_ZONE };
});
