import type { Locale } from '@/lib/i18n/locales';
import type vi from '@/messages/vi.json';

// next-intl checks every message key and its placeholders against the default locale's catalogue; a test keeps
// en and bn to the same keys (tests/unit/lib/messages.test.ts).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof vi;
  }
}
