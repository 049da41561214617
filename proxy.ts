import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from '@/lib/config';
import { LOCALE_COOKIE, localeOf } from '@/lib/i18n/locales';
import { proxyDecision } from '@/lib/routes/proxyDecision';
import { statusPage } from '@/lib/routes/statusPage';
import { contentSourcesOf } from '@/lib/security/contentSources';
import { NONCE_HEADER } from '@/lib/security/scriptNonce';
import { newNonce, pageSecurityHeaders, passThroughSecurityHeaders } from '@/lib/security/securityHeaders';
import { isSecureRequest, SESSION_COOKIE, sessionCookie, unsealSession, viewerOf } from '@/lib/session/session';
import { loadSettings } from '@/lib/settings/settings';
import { startupMode } from '@/lib/settings/startupMode';

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** Next 16's request interception (formerly middleware.ts): quick checks only, from cached settings. */
export async function proxy(request: NextRequest) {
  const snapshot = await loadSettings();
  const { pathname, search } = request.nextUrl;
  const secure = isSecureRequest(request);
  const nonce = newNonce();
  const security = pathname.startsWith('/play/')
    ? passThroughSecurityHeaders(secure)
    : pageSecurityHeaders({
        nonce,
        secure,
        sources: contentSourcesOf(snapshot?.settings ?? null, appConfig().MERCHANT_CODE),
        development: process.env.NODE_ENV === 'development',
      });
  const sealed = request.cookies.get(SESSION_COOKIE)?.value;
  const session = sealed ? await unsealSession(sealed) : null;
  // A cookie that no longer unseals (expired, revoked, from another secret) is dropped on the way.
  if (sealed && !session) security['Set-Cookie'] = sessionCookie(null, secure);
  const decision = await proxyDecision({
    pathname,
    search,
    mode: startupMode(snapshot?.settings ?? null),
    viewer: async () => viewerOf(session),
    extraRoutes: appConfig().EXTRA_ROUTES,
  });
  switch (decision.kind) {
    case 'maintenance':
    case 'region':
      return withHeaders(statusPage(decision.kind, localeOf(request.cookies.get(LOCALE_COOKIE)?.value)), security);
    case 'redirect':
      return withHeaders(NextResponse.redirect(new URL(decision.location, request.url), 307), security);
    default: {
      // Layouts cannot see the path; the route table's layout rules need it.
      const headers = new Headers(request.headers);
      headers.set('x-mc-pathname', pathname);
      headers.set('x-mc-search', search);
      // Next reads the nonce from the request's CSP and puts it on its own scripts; ours read x-nonce.
      headers.set('Content-Security-Policy', security['Content-Security-Policy']!);
      headers.set(NONCE_HEADER, nonce);
      return withHeaders(NextResponse.next({ request: { headers } }), security);
    }
  }
}

export const config = {
  // Assets (the web app manifest and its icons too, even in maintenance), the backend-for-frontend doors, the
  // health check and the benchmark's floor pass untouched; next.config.mjs gives them their static security headers.
  matcher: ['/((?!_next/|wps/|lgw/|api/|bench/|images/|icons/|manifest\\.webmanifest|favicon\\.ico|robots\\.txt|bench\\.txt).*)'],
};
