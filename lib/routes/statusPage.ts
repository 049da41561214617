import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/translator';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type StatusPageKind = 'maintenance' | 'region' | 'badRequest';

const STATUS: Record<StatusPageKind, number> = { maintenance: 503, region: 451, badRequest: 400 };

/**
 * The pages the proxy answers itself: maintenance and region (SPEC §4 startup modes 1 and 2), and a path Next
 * cannot read. A complete, translated, script-free document, so it shows even when nothing else of the app can.
 */
export function statusPage(kind: StatusPageKind, locale: Locale): Response {
  const t = translatorFor(locale, 'status');
  const title =
    kind === 'badRequest' ? translatorFor(locale, 'errors')('badInput') : t(kind === 'maintenance' ? 'maintenanceTitle' : 'regionTitle');
  const body = kind === 'badRequest' ? '' : t(kind === 'maintenance' ? 'maintenanceBody' : 'regionBody');
  const link = kind === 'badRequest' ? translatorFor(locale, 'titles')('home') : t('retry');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f1b2d;color:#f4f6fb;display:grid;min-height:100vh;place-items:center;text-align:center}
main{padding:24px;max-width:28rem}h1{font-size:1.5rem;margin:0 0 .5rem}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:999px;background:#f5b731;color:#0f1b2d;font-weight:600;text-decoration:none}</style>
</head><body><main data-status-page="${kind}"><h1>${escapeHtml(title)}</h1>${body ? `<p>${escapeHtml(body)}</p>` : ''}
<a href="/m/home">${escapeHtml(link)}</a></main></body></html>`;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  };
  if (kind === 'maintenance') headers['Retry-After'] = '60';
  return new Response(html, { status: STATUS[kind], headers });
}
