import { createTranslator } from 'next-intl';
import bn from '@/messages/bn.json';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import type { Locale } from './locales';

export const messages = { vi, en, bn } satisfies Record<Locale, typeof vi>;

/** A translator outside React rendering (route handlers, proxy). */
export function translatorFor<Namespace extends keyof typeof vi>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale, messages: messages[locale], namespace });
}
