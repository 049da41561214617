import { headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { config } from '@/lib/config';
import { requestLanguage } from '@/lib/i18n/requestLanguage';
import { messagesFor } from '@/lib/i18n/translator';

export default getRequestConfig(async () => {
  const { locale } = await requestLanguage(await headers());
  // The merchant's zone: every date a screen shows is read in it (dateFormat() on the server, useDateFormat() in
  // client components, both in lib/format's named formats), whatever the container's own zone.
  return { locale, messages: await messagesFor(locale), timeZone: config().TIME_ZONE };
});
