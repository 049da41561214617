import { createTranslator } from 'next-intl';
import ar from '@/messages/ar.json';
import bn from '@/messages/bn.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fa from '@/messages/fa.json';
import fr from '@/messages/fr.json';
import hi from '@/messages/hi.json';
import id from '@/messages/id.json';
import ja from '@/messages/ja.json';
import km from '@/messages/km.json';
import ko from '@/messages/ko.json';
import lo from '@/messages/lo.json';
import ms from '@/messages/ms.json';
import my from '@/messages/my.json';
import ne from '@/messages/ne.json';
import pt from '@/messages/pt.json';
import ru from '@/messages/ru.json';
import ta from '@/messages/ta.json';
import th from '@/messages/th.json';
import tr from '@/messages/tr.json';
import ur from '@/messages/ur.json';
import vi from '@/messages/vi.json';
import zhHans from '@/messages/zh-Hans.json';
import zhHant from '@/messages/zh-Hant.json';
import type { Locale } from './locales';

export const messages = {
  vi,
  en,
  bn,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  ja,
  ko,
  th,
  lo,
  km,
  my,
  id,
  ms,
  hi,
  ne,
  ta,
  ur,
  ar,
  fa,
  tr,
  ru,
  es,
  pt,
  fr,
} satisfies Record<Locale, typeof vi>;

/** A translator outside React rendering (route handlers, proxy). */
export function translatorFor<Namespace extends keyof typeof vi>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale, messages: messages[locale], namespace });
}
