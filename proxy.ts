import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from '@/lib/config';
import { LOCALE_COOKIE, localeOf } from '@/lib/i18n/locales';
import { proxyDecision } from '@/lib/routes/proxyDecision';
import { statusPage } from '@/lib/routes/statusPage';
import { SESSION_COOKIE, unsealSession, viewerOf } from '@/lib/session/session';
import { loadSettings } from '@/lib/settings/settings';
import { startupMode } from '@/lib/settings/startupMode';

/** Next 16's request interception (formerly middleware.ts): quick checks only, from cached settings. */
export async function proxy(request: NextRequest) {
  const snapshot = await loadSettings();
  const { pathname, search } = request.nextUrl;
  const decision = await proxyDecision({
    pathname,
    search,
    mode: startupMode(snapshot?.settings ?? null),
    viewer: async () => viewerOf(await unsealSession(request.cookies.get(SESSION_COOKIE)?.value)),
    extraRoutes: appConfig().EXTRA_ROUTES,
  });
  switch (decision.kind) {
    case 'maintenance':
    case 'region':
      return statusPage(decision.kind, localeOf(request.cookies.get(LOCALE_COOKIE)?.value));
    case 'redirect':
      return NextResponse.redirect(new URL(decision.location, request.url), 307);
    default: {
      // Layouts cannot see the path; the route table's layout rules need it.
      const headers = new Headers(request.headers);
      headers.set('x-mc-pathname', pathname);
      headers.set('x-mc-search', search);
      return NextResponse.next({ request: { headers } });
    }
  }
}

export const config = {
  // Assets (the web app manifest and its icons too, even in maintenance), the backend-for-frontend doors, the
  // health check and the benchmark's floor pass untouched.
  matcher: ['/((?!_next/|wps/|lgw/|api/|bench/|images/|icons/|manifest\\.webmanifest|favicon\\.ico|robots\\.txt|bench\\.txt).*)'],
};
