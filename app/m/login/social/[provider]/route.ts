import { randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { publicSite } from '@/lib/publicSite';
import { currentSettings } from '@/lib/request/context';
import { RETURN_PARAM, safeReturnPath } from '@/lib/routes/returnPath';
import { enabledProvider, flowCookieOptions, isHttps, sealFlow, SOCIAL_COOKIE, SOCIAL_FLOW_SECONDS } from '@/features/accounts/logic/socialFlow';

let warned = false;

/**
 * The Google / Facebook button: starts a sign-in with the provider the merchant configured (settings held by
 * the server), binding it to this browser with a fresh state and nonce, then sends the browser to the
 * provider, which comes back to /m/login/social/callback with the ID token in the fragment.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const https = isHttps(request.headers.get('x-forwarded-proto'));
  const site = publicSite(request.headers);
  const config = enabledProvider((await currentSettings())?.settings ?? null, provider);
  if (!site) {
    if (!warned) {
      // Once: any visitor can send a foreign Host, and each would otherwise add a line.
      warned = true;
      console.warn('social login: the request names no host PUBLIC_HOSTS lists and PUBLIC_URL is unset; no redirect_uri');
    }
    // Relative: without a trusted name for the site, an absolute address could only come from the request.
    return new NextResponse(null, { status: 303, headers: { Location: '/m/login', 'Cache-Control': 'no-store' } });
  }
  if (!config) return NextResponse.redirect(new URL('/m/login', site.origin), 303);

  const state = randomBytes(32).toString('base64url');
  const nonce = randomBytes(32).toString('base64url');
  const returnTo = safeReturnPath(request.nextUrl.searchParams.get(RETURN_PARAM));
  const authorize = new URL(config.authorizeUrl);
  authorize.searchParams.set('client_id', config.clientId);
  authorize.searchParams.set('redirect_uri', `${site.origin}/m/login/social/callback`);
  authorize.searchParams.set('response_type', 'id_token');
  authorize.searchParams.set('response_mode', 'fragment');
  authorize.searchParams.set('scope', 'openid email');
  authorize.searchParams.set('state', state);
  authorize.searchParams.set('nonce', nonce);

  const response = NextResponse.redirect(authorize, 303);
  response.cookies.set(SOCIAL_COOKIE, await sealFlow({ provider: config.provider, state, nonce, returnTo }), flowCookieOptions(https, SOCIAL_FLOW_SECONDS));
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
