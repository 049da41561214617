import { createTranslator } from 'next-intl';
import { detached } from '@/lib/platform/detachedFetch';
import type vi from '@/messages/vi.json';
import type { Locale } from './locales';

export type Messages = typeof vi;

/**
 * Each catalogue is its own chunk, loaded the first time its language is asked for and kept: a process holds only
 * the languages its visitors speak, not all 24 (each also has every key of Vietnamese: the check is on this table).
 */
const catalogues = {
  vi: () => import('@/messages/vi.json'),
  en: () => import('@/messages/en.json'),
  bn: () => import('@/messages/bn.json'),
  'zh-Hans': () => import('@/messages/zh-Hans.json'),
  'zh-Hant': () => import('@/messages/zh-Hant.json'),
  ja: () => import('@/messages/ja.json'),
  ko: () => import('@/messages/ko.json'),
  th: () => import('@/messages/th.json'),
  lo: () => import('@/messages/lo.json'),
  km: () => import('@/messages/km.json'),
  my: () => import('@/messages/my.json'),
  id: () => import('@/messages/id.json'),
  ms: () => import('@/messages/ms.json'),
  hi: () => import('@/messages/hi.json'),
  ne: () => import('@/messages/ne.json'),
  ta: () => import('@/messages/ta.json'),
  ur: () => import('@/messages/ur.json'),
  ar: () => import('@/messages/ar.json'),
  fa: () => import('@/messages/fa.json'),
  tr: () => import('@/messages/tr.json'),
  ru: () => import('@/messages/ru.json'),
  es: () => import('@/messages/es.json'),
  pt: () => import('@/messages/pt.json'),
  fr: () => import('@/messages/fr.json'),
} satisfies Record<Locale, () => Promise<{ default: Messages }>>;

const holder = globalThis as typeof globalThis & { __mcCatalogues?: Map<Locale, Promise<Messages>> };
const loaded = (holder.__mcCatalogues ??= new Map());

/** The catalogue of one language. */
export function messagesFor(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    // Kept for the process's life: a promise made in the render that first asked for the language would carry
    // that render's async context, and so hold the whole render (React's request and all it drew) as long.
    messages = detached(() => catalogues[locale]().then(
      (module) => module.default,
      (error: unknown) => {
        // Asked again next time rather than failing every later request.
        loaded.delete(locale);
        throw error;
      },
    ));
    loaded.set(locale, messages);
  }
  return messages;
}

/** A translator outside React rendering (route handlers, proxy). */
export async function translatorFor<Namespace extends keyof Messages>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale, messages: await messagesFor(locale), namespace });
}
