import { languageName } from '@/lib/i18n/languages';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/translator';
import { heldBrand } from '@/lib/brand/merchantBrand';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type StatusPageKind =
  | 'maintenance' | 'region' | 'badRequest' | 'forbidden' | 'offline' | 'tooLarge' | 'lengthRequired' | 'busy' | 'pictureLimit';

// The offline page is kept by the service worker, whose cache takes only successful answers.
const STATUS: Record<StatusPageKind, number> = {
  maintenance: 503, region: 451, badRequest: 400, forbidden: 403, offline: 200, tooLarge: 413, lengthRequired: 411, busy: 503,
  pictureLimit: 429,
};

/** Refused requests (lib/security/requestBodies.ts for the bodies): what happened, in `errors`, and the way home. */
const REFUSED = {
  badRequest: 'badInput', forbidden: 'forbidden', tooLarge: 'bodyTooLarge', lengthRequired: 'badInput', busy: 'busy',
  pictureLimit: 'pictureRateLimited',
} as const satisfies Partial<Record<StatusPageKind, string>>;

/** What a refused request is told (the doors' envelope words it the same). */
export async function refusedText(kind: keyof typeof REFUSED, locale: Locale, retryAfterSeconds = 60): Promise<string> {
  return (await translatorFor(locale, 'errors'))(REFUSED[kind], { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

const TEXTS = {
  maintenance: ['maintenanceTitle', 'maintenanceBody'],
  region: ['regionTitle', 'regionBody'],
  offline: ['offlineTitle', 'offlineBody'],
} as const;

/**
 * The offline page's only script: it is served in place of the address that failed, so once the network is back
 * loading that address again shows the screen the visitor asked for, without a tap.
 */
export const OFFLINE_RETRY_SCRIPT = "addEventListener('online',function(){location.reload()})";

export interface StatusPageOptions {
  /** The customer-service page to reach the operator on (the merchant's own, outside this app); null: none. */
  serviceUrl?: string | null;
  /** The address the visitor asked for: retrying and switching the language come back to it. */
  returnTo?: string;
  /** The languages the merchant offers: the language form's buttons (maintenance and region pages). */
  languages?: readonly Locale[];
  /** When to come back (a busy server), as `Retry-After`. */
  retryAfterSeconds?: number;
}

/**
 * The pages the proxy answers itself: maintenance and region (SPEC §4 startup modes 1 and 2), and a path Next
 * cannot read; and the page the service worker shows for a navigation with no network (app/offline).
 * The offline page is served in place of whatever address failed, so it retries that address itself (an empty
 * link, and on its own once the browser is online again) and offers neither the language form nor customer
 * service, which both need the network. A complete, translated document that needs none of the app's scripts, so
 * it shows even when nothing else of the app can: the logo, what happened, and what the visitor can do (contact customer service, try again, read it in another
 * language through the language form, whose /api/locale handler the proxy never stops).
 */
export async function statusPage(kind: StatusPageKind, locale: Locale, options: StatusPageOptions = {}): Promise<Response> {
  const [t, titles, home, shell] = await Promise.all([
    translatorFor(locale, 'status'), translatorFor(locale, 'titles'), translatorFor(locale, 'home'), translatorFor(locale, 'shell'),
  ]);
  // The merchant's colours as held now (checked to #rgb/#rrggbb by lib/brand before they are held).
  const c = heldBrand().colors;
  const refused = kind in REFUSED ? await refusedText(kind as keyof typeof REFUSED, locale, options.retryAfterSeconds) : null;
  const title = refused ?? t(TEXTS[kind as keyof typeof TEXTS][0]);
  const body = refused ? '' : t(TEXTS[kind as keyof typeof TEXTS][1]);
  const returnTo = refused || !options.returnTo?.startsWith('/') || options.returnTo.startsWith('//') ? '/m/home' : options.returnTo;
  const retry = refused ? titles('home') : t('retry');
  const retryHref = kind === 'offline' ? '' : returnTo;
  const service =
    !refused && kind !== 'offline' && options.serviceUrl && /^https?:\/\//.test(options.serviceUrl)
      ? `<a class="primary" href="${escapeHtml(options.serviceUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(home('customerService'))}</a>`
      : '';
  const languageForm =
    refused || kind === 'offline' || !options.languages
      ? ''
      : `<form method="post" action="/api/locale" aria-label="${escapeHtml(shell('language'))}"><input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">${options.languages
          .map(
            (option) =>
              `<button type="submit" name="locale" value="${option}" lang="${option}" aria-pressed="${option === locale}">${escapeHtml(languageName(option))}</button>`,
          )
          .join('')}</form>`;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:${c.background};color:${c.onSurface};display:grid;min-height:100vh;place-items:center;text-align:center}
main{padding:24px;max-width:28rem;display:grid;justify-items:center;gap:12px}h1{font-size:1.5rem;margin:0}p{margin:0;color:color-mix(in srgb,${c.onSurface} 82%,${c.background})}
a{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:12rem;box-sizing:border-box;padding:.5rem 1.5rem;border-radius:999px;border:1px solid ${c.primary};color:${c.primary};font-weight:600;text-decoration:none}
a.primary{background:${c.primary};color:${c.onPrimary}}.actions{display:grid;gap:12px;margin-top:12px}
form{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin-top:16px}
button{min-height:44px;min-width:44px;padding:0 14px;border-radius:999px;border:1px solid color-mix(in srgb,${c.onSurface} 22%,${c.surface});background:${c.surface};color:${c.onSurface};font:inherit}
button[aria-pressed=true]{border-color:${c.primary};color:${c.primary}}
a:focus-visible,button:focus-visible{outline:3px solid ${c.onSurface};outline-offset:2px}</style>
</head><body><main data-status-page="${kind}"><img src="/icons/icon-96.png" alt="${escapeHtml(titles('home'))}" width="64" height="64">
<h1>${escapeHtml(title)}</h1>${body ? `<p>${escapeHtml(body)}</p>` : ''}
<div class="actions">${service}<a${kind === 'offline' ? ' class="primary"' : ''} href="${escapeHtml(retryHref)}">${escapeHtml(retry)}</a></div>${languageForm}</main>${kind === 'offline' ? `<script>${OFFLINE_RETRY_SCRIPT}</script>` : ''}</body></html>`;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  };
  if (kind === 'maintenance') headers['Retry-After'] = '60';
  if (options.retryAfterSeconds) headers['Retry-After'] = String(options.retryAfterSeconds);
  return new Response(html, { status: STATUS[kind], headers });
}
