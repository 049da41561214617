import 'server-only';
import { z } from 'zod';
import { cachedRequestLanguage, requestLanguage } from '@/lib/i18n/requestLanguage';
import { sessionAnswer } from '@/lib/platform/schemas';
import { callPlatform, type CallOptions } from '@/lib/platform/platformClient';
import { PlatformError } from '@/lib/platform/PlatformError';
import { admit } from '@/lib/pipeline/admit';
import { checkLimits, doorLimits, settleLimits, type LimitContext } from '@/lib/pipeline/attempts';
import { endPlatformSession } from '@/lib/session/signOut';
import { refusalIn } from '@/lib/refusals/refusalText';
import { expiredLoginPath } from '@/lib/routes/returnPath';
import { normalisedPath } from '@/lib/routes/requestPath';
import { loginAfterSession } from '@/lib/routes/routeTable';
import { isSameOrigin } from '@/lib/security/sameOrigin';
import { imageTypeOf } from '@/lib/uploads/imageRules';
import {
  isSecureRequest, readCookie, sealSession, secondsLeft, SESSION_COOKIE, sessionCookie, sessionOf, unsealSession, type SessionData,
} from '@/lib/session/session';
import type { Locale } from '@/lib/i18n/locales';
import { bffRoute, type BffRoute } from './bffRoutes';

// No call the browser may make sends more than a few kilobytes; a bigger body is refused before it is all read.
const MAX_BODY_BYTES = 64 * 1024;

export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const tooLarge = () => new PlatformError('bad_input', 'BODY_TOO_LARGE', 'Body too large');
  if (Number(request.headers.get('content-length')) > limit) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

/**
 * An upload call's input from a multipart body: its one `file` field, typed by its bytes (never by
 * what the browser claims) and base64-encoded as the platform takes it.
 */
async function readUpload(request: Request, limit: number): Promise<unknown> {
  const body = await readBody(request, limit);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new PlatformError('bad_input', 'BAD_INPUT', 'Body is not multipart form data');
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw new PlatformError('bad_input', 'BAD_INPUT', 'A file is required');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = imageTypeOf(bytes);
  if (!contentType) throw new PlatformError('bad_input', 'IMAGE_TYPE', 'Not a PNG or JPEG image');
  return { fileName: file.name, contentType, data: Buffer.from(bytes).toString('base64') };
}

async function readInput(request: Request, url: URL, route: BffRoute): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'DELETE') return Object.fromEntries(url.searchParams);
  if (route.uploadLimit) return readUpload(request, route.uploadLimit);
  const text = (await readBody(request)).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new PlatformError('bad_input', 'BAD_INPUT', 'Body is not JSON');
  }
}

/** Drops every `token` the platform sends back: the browser never holds one. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).filter(([key]) => key !== 'token').map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

async function applySession(
  route: BffRoute,
  value: unknown,
  secure: boolean,
  headers: Headers,
): Promise<void> {
  const session = sessionOf(sessionAnswer.parse(value), {
    trial: route.session === 'signInTrial',
    trialMerchant: route.call.trialMerchant,
  });
  const sealed = await sealSession(session);
  headers.append('Set-Cookie', sessionCookie(sealed, secure, secondsLeft(session)));
}

/**
 * The backend-for-frontend: the browser's only door to the platform (/wps/* and /lgw/*). Each door goes through
 * the same steps as a server action: known call, same origin for writes, open site, caller, switch, limits, and only
 * then its body is read (a refused upload is never buffered), validated and sent.
 */
export async function handleBff(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  // A call refused before it is known waits for nothing of the platform, not even the settings its language needs.
  let locale = cachedRequestLanguage(request.headers);
  const secure = isSecureRequest(request);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const sealed = readCookie(cookieHeader, SESSION_COOKIE);
  let route: BffRoute | undefined;
  let session: Awaited<ReturnType<typeof unsealSession>> = null;
  try {
    route = bffRoute(request.method, url.pathname);
    if (!route) throw new PlatformError('not_found', 'NOT_FOUND', 'Unknown call');
    if (request.method !== 'GET' && !isSameOrigin(request)) {
      throw new PlatformError('forbidden', 'CROSS_ORIGIN', 'Cross-origin writes are refused');
    }
    ({ locale } = await requestLanguage(request.headers));
    session = await unsealSession(sealed);
    const device = request.headers.get('device');
    const options: CallOptions = {
      token: session?.token,
      language: locale,
      forwardedFor: request.headers.get('x-forwarded-for'),
      device: device === 'OTHERS' ? device : null,
    };
    await admit(route.who, route.flag, session, { endsSession: route.session === 'signOut' });
    if (route.session === 'signOut') {
      await endPlatformSession(session?.token, options);
      headers.append('Set-Cookie', sessionCookie(null, secure));
      return Response.json({ success: true, value: true }, { headers });
    }
    const declared = request.headers.get('content-length');
    const limitContext: LimitContext = {
      forwardedFor: options.forwardedFor ?? null, userName: session?.userName ?? null, bodyBytes: declared === null ? null : Number(declared),
      sealedSession: sealed ?? null,
    };
    // Limits that key on the visitor are checked before the body is read; those on a target need the input.
    const limits = doorLimits(route.limits);
    const early = limits.filter((limit) => limit.early);
    await checkLimits(early, {}, limitContext);
    const input = route.call.input.safeParse(await readInput(request, url, route));
    if (!input.success) {
      throw new PlatformError('bad_input', 'BAD_INPUT', 'Invalid request', z.flattenError(input.error).fieldErrors);
    }
    const targeted = limits.filter((limit) => !limit.early);
    await checkLimits(targeted, input.data, limitContext);
    let value: unknown;
    try {
      value = await callPlatform(route.call, input.data, options);
    } catch (error) {
      await settleLimits(targeted, input.data, limitContext, { ok: false, error });
      throw error;
    }
    await settleLimits(targeted, input.data, limitContext, { ok: true });
    if (route.session) await applySession(route, value, secure, headers);
    return Response.json({ success: true, value: withoutSecrets(value) }, { headers });
  } catch (caught) {
    return await refusedDoor(request, caught, { locale, session, sealed, secure, headers });
  }
}

interface DoorState {
  locale: Locale;
  session: SessionData | null;
  sealed: string | undefined;
  secure: boolean;
  headers: Headers;
}

/** What every door answers a refusal or failure with: the envelope, its refusal translated (one refusal table). */
async function refusedDoor(request: Request, caught: unknown, { locale, session, sealed, secure, headers }: DoorState): Promise<Response> {
  const error =
    caught instanceof PlatformError
      ? caught
      : new PlatformError('internal', 'INTERNAL', caught instanceof Error ? caught.message : 'Internal error');
  if (error.kind === 'internal') console.error('BFF failure', new URL(request.url).pathname, caught);
  // A token the platform ended (or a cookie that no longer unseals) ends the local session too.
  if (error.kind === 'session' && sealed) headers.append('Set-Cookie', sessionCookie(null, secure));
  const retryAfter = (error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (error.kind === 'rate_limited' && typeof retryAfter === 'number') headers.set('Retry-After', String(retryAfter));
  const message = (await refusalIn(error, locale, { token: session?.token, forwardedFor: request.headers.get('x-forwarded-for') })).text;
  if (error.kind === 'session') {
    return Response.json({ success: false, value: { login: loginOfScreen(request, session?.type) }, code: error.code, message }, { status: error.status, headers });
  }
  return error.toResponse(message, headers);
}

/**
 * A door of the app's own that reads for the calling member (several platform calls at once, not one allowlisted
 * call): the same steps as handleBff's reads (open site, a member calling) and the same refusals. Its answer is
 * this session's alone: `private, no-store`.
 */
export async function handleMemberDoor<T>(request: Request, read: (session: SessionData, options: CallOptions) => Promise<T>): Promise<Response> {
  const secure = isSecureRequest(request);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const sealed = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  let locale = cachedRequestLanguage(request.headers);
  let session: SessionData | null = null;
  try {
    ({ locale } = await requestLanguage(request.headers));
    session = await unsealSession(sealed);
    await admit('member', undefined, session);
    // admit refused a call without a session.
    const member = session as SessionData;
    const options: CallOptions = { token: member.token, language: locale, forwardedFor: request.headers.get('x-forwarded-for') };
    return Response.json({ success: true, value: withoutSecrets(await read(member, options)) }, { headers });
  } catch (caught) {
    return await refusedDoor(request, caught, { locale, session, sealed, secure, headers });
  }
}

/**
 * SPEC §8 "logged out": where the screen that called a door signs in again once its session is gone, with the way
 * back to it. The screen is the request's referrer; an ended agent session signs in at the agent login, and with
 * no session to tell, the screen's own login (the route table's loginPage).
 */
function loginOfScreen(request: Request, type: number | undefined): string {
  let screen = { pathname: '/m/home', search: '' };
  try {
    screen = new URL(request.headers.get('referer') ?? '');
  } catch {
    // No referrer (a privacy setting): the player signs in at the member login and comes back home.
  }
  return expiredLoginPath(`${screen.pathname}${screen.search}`, loginAfterSession(normalisedPath(screen.pathname) ?? screen.pathname, type));
}
