import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { merchantOffer, requestLanguage } from '@/lib/i18n/requestLanguage';
import { translatorFor } from '@/lib/i18n/translator';
import { PlatformError } from '@/lib/platform/PlatformError';
import { proxyDecision } from '@/lib/routes/proxyDecision';
import { FEATURE_OFF_PAGE, FREE_REJECT_PAGE, routeRule } from '@/lib/routes/routeTable';
import { normalisedPath } from '@/lib/routes/requestPath';
import { MEMBER_HEADER, sharedRenderAnswer, sharedRenderKey, withoutCookie } from '@/lib/routes/sharedRenders';
import { statusPage } from '@/lib/routes/statusPage';
import { agentTraits } from '@/features/download/logic/appContext';
import { shownServiceLinks } from '@/features/service/logic/serviceLink';
import { customerServiceLinks } from '@/lib/settings/customerServiceLinks';
import { contentSourcesOf } from '@/lib/security/contentSources';
import { hasUnreadableOrigin, isCrossSite } from '@/lib/security/sameOrigin';
import { NONCE_HEADER } from '@/lib/security/scriptNonce';
import { newNonce, pageSecurityHeaders, passThroughSecurityHeaders } from '@/lib/security/securityHeaders';
import {
  isSecureRequest, needsSeenRefresh, sealSession, secondsLeft, SESSION_COOKIE, sessionCookie, unsealSession, viewerOf,
} from '@/lib/session/session';
import { loadSettings } from '@/lib/settings/settings';
import { startupMode } from '@/lib/settings/startupMode';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

// The static policy next.config.mjs gives the handlers' own answers.
const BFF_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** What the /wps and /lgw handlers answer a refused input, for a path they could not be reached with. */
async function badRequestEnvelope(locale: Locale): Promise<Response> {
  const error = new PlatformError('bad_input', 'BAD_REQUEST', 'Malformed path');
  return withHeaders(error.toResponse((await translatorFor(locale, 'errors'))('badInput'), { 'Cache-Control': 'no-store' }), {
    'Content-Security-Policy': BFF_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  });
}

/** A post to a page is a form's server action: with script it names it in Next-Action, without in the form's fields. */
function isServerAction(request: NextRequest): boolean {
  return request.method === 'POST';
}

/** What a page (or its server action) reads of the request beside its own headers. */
function pageRequestHeaders(
  request: NextRequest, path: string, search: string, security: Record<string, string>, nonce: string, member: boolean,
): Headers {
  // Layouts cannot see the path; the route table's layout rules need it.
  const headers = new Headers(request.headers);
  headers.set(MEMBER_HEADER, member ? '1' : '0');
  headers.set('x-mc-pathname', path);
  headers.set('x-mc-search', search);
  // Next reads the nonce from the request's CSP and puts it on its own scripts; ours read x-nonce.
  headers.set('Content-Security-Policy', security['Content-Security-Policy']!);
  headers.set(NONCE_HEADER, nonce);
  return headers;
}

/** Next 16's request interception (formerly middleware.ts): quick checks only, from cached settings. */
export async function proxy(request: NextRequest) {
  const snapshot = await loadSettings();
  const { pathname, search } = request.nextUrl;
  const { locale, offer } = await requestLanguage(request.headers, merchantOffer(snapshot?.settings ?? null));
  const sealed = request.cookies.get(SESSION_COOKIE)?.value;
  const session = sealed ? await unsealSession(sealed) : null;
  const decision = await proxyDecision({
    pathname,
    search,
    mode: startupMode(snapshot?.settings ?? null),
    viewer: async () => viewerOf(session),
    extraRoutes: appConfig().EXTRA_ROUTES,
  });
  if (decision.kind === 'pass') return NextResponse.next();
  if (decision.kind === 'badRequest' && decision.bff) return await badRequestEnvelope(locale);
  // Decided on the decoded path; layouts and headers must follow the same page.
  const readable = normalisedPath(pathname);
  const path = readable ?? pathname;
  const secure = isSecureRequest(request);
  const nonce = newNonce();
  // The platform's own page, once the route lets it through; the proxy's own pages keep the site's headers.
  const security = decision.kind === 'next' && readable?.startsWith('/play/')
    ? passThroughSecurityHeaders(secure)
    : pageSecurityHeaders({
        nonce,
        secure,
        sources: contentSourcesOf(snapshot?.settings ?? null, appConfig().MERCHANT_CODE),
        development: process.env.NODE_ENV === 'development',
      });
  // A cookie that no longer unseals (expired, idle, revoked, from another secret) is dropped on the way; a live one
  // has its idle clock renewed now and then.
  if (sealed && !session) security['Set-Cookie'] = sessionCookie(null, secure);
  if (session && needsSeenRefresh(session)) {
    const seen = { ...session, seenAt: Date.now() };
    security['Set-Cookie'] = sessionCookie(await sealSession(seen), secure, secondsLeft(seen));
  }
  // A form posted from another site: Next refuses its action with a bare English 500; the player reads why, translated.
  if (isServerAction(request) && hasUnreadableOrigin(request)) return withHeaders(await statusPage('badRequest', locale), security);
  if (isServerAction(request) && isCrossSite(request)) return withHeaders(await statusPage('forbidden', locale), security);
  switch (decision.kind) {
    case 'maintenance':
    case 'region': {
      // A form opened before the switch posts to its server action, which answers the closed site in the form's
      // own words (lib/pipeline/admit.ts); a page in its place would leave the form with a generic error.
      if (isServerAction(request)) return withHeaders(NextResponse.next(), security);
      // /m/service is behind the same wall: the page links the operator's own service page instead.
      const settings = snapshot?.settings ?? null;
      const serviceUrl = settings ? (shownServiceLinks(customerServiceLinks(settings, appConfig().MERCHANT_CODE))[0]?.url ?? null) : null;
      return withHeaders(await statusPage(decision.kind, locale, { serviceUrl, returnTo: `${path}${search}`, languages: offer.languages }), security);
    }
    case 'badRequest':
      return withHeaders(await statusPage('badRequest', locale), security);
    case 'redirect':
      // A form posted once its session has ended goes on to its server action, which answers in the form's own way
      // (the login with the way back: lib/pipeline/defineAction.ts). Redirected here, the post would reach the
      // login page as a post: a generic error with scripts, Next's bare 'Server Action unavailable' without.
      if (!isServerAction(request)) return withHeaders(NextResponse.redirect(new URL(decision.location, request.url), 307), security);
      return withHeaders(NextResponse.next({ request: { headers: pageRequestHeaders(request, path, search, security, nonce, session !== null) } }), security);
    default: {
      // Next runs the proxy again on the page a rewrite below names: that pass keeps the screen the first one decided
      // on, whose frame and title the page is drawn in (sent by a client, it only changes the frame of its own page).
      const rewritten = path === FREE_REJECT_PAGE || path === FEATURE_OFF_PAGE;
      const headers = rewritten
        ? pageRequestHeaders(request, request.headers.get('x-mc-pathname') ?? path, request.headers.get('x-mc-search') ?? '', security, nonce, session !== null)
        : pageRequestHeaders(request, path, search, security, nonce, session !== null);
      const rule = routeRule(path);
      // SPEC §6 free_reject: a trial or free-play session never reaches an actual-account screen (nor its reads);
      // the address stays, and the frame is drawn for it.
      if (session?.trial && rule?.actualOnly) {
        return withHeaders(NextResponse.rewrite(new URL(FREE_REJECT_PAGE, request.url), { request: { headers } }), security);
      }
      // A screen whose whitelabel switch is off says FEATURE_OFF in its frame, its reads never run; a form opened
      // before the switch still reaches its action, which refuses in the form's own way (lib/pipeline/admit.ts).
      if (rule?.flag && !whitelabelFlag(snapshot?.settings ?? null, rule.flag) && !isServerAction(request)) {
        return withHeaders(NextResponse.rewrite(new URL(FEATURE_OFF_PAGE, request.url), { request: { headers } }), security);
      }
      // Never in development: a reload must show the code just saved.
      const ttlMs = process.env.NODE_ENV === 'development' ? 0 : appConfig().SHARED_ANSWER_MS;
      const member = session !== null;
      const sharedKey = ttlMs > 0 && rule?.sharedRender && (!member || rule.memberShell)
        ? sharedRenderKey({ method: request.method, path, search, language: locale, headers: request.headers, member }, { sessionCookie: SESSION_COOKIE, agentTraits })
        : null;
      if (sharedKey) {
        const shared = sharedRenderAnswer(sharedKey, nonce, ttlMs);
        if ('page' in shared) return withHeaders(shared.page, security);
        // The member shell is rendered without the session: nothing of this member can reach the page kept.
        if (member) headers.set('cookie', withoutCookie(headers.get('cookie') ?? '', SESSION_COOKIE));
        return withHeaders(NextResponse.next({ request: { headers } }), { ...security, ...shared.keep });
      }
      return withHeaders(NextResponse.next({ request: { headers } }), security);
    }
  }
}

export const config = {
  // Assets (the web app manifest and its icons too, even in maintenance; the service worker and its offline pages,
  // which carry their own CSP), the backend-for-frontend doors, the health check and the benchmark's floor pass
  // untouched; next.config.mjs gives them their static security headers.
  // A door's or a picture's path with a '%' comes here only to be read: Next answers a malformed one with a bare
  // 500 before any handler could.
  matcher: [
    '/((?!_next/|wps/|lgw/|api/|bench/|img/|images/|icons/|offline/|sw\\.js|manifest\\.webmanifest|favicon\\.ico|robots\\.txt|bench\\.txt).*)',
    '/(wps|lgw|img)/(.*%.*)',
  ],
};
