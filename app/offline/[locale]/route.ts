import { createHash } from 'node:crypto';
import { isLocale } from '@/lib/i18n/locales';
import { OFFLINE_RETRY_SCRIPT, statusPage } from '@/lib/routes/statusPage';

// A static document: its logo, its own inline styles and its one retry script (by hash), nothing else.
const RETRY_SCRIPT_HASH = createHash('sha256').update(OFFLINE_RETRY_SCRIPT).digest('base64');
const OFFLINE_CSP = `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'sha256-${RETRY_SCRIPT_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The branded offline page in one language, which the service worker keeps and shows with no network. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const page = await statusPage('offline', locale);
  page.headers.set('Content-Security-Policy', OFFLINE_CSP);
  return page;
}
