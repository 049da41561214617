import 'server-only';
import { z } from 'zod';
import { config } from '@/lib/config';
import { LOCALE_COOKIE, localeOf } from '@/lib/i18n/locales';
import { messages, translatorFor } from '@/lib/i18n/translator';
import { sessionAnswer } from '@/lib/platform/schemas';
import { callPlatform } from '@/lib/platform/platformClient';
import { PlatformError, type PlatformErrorKind } from '@/lib/platform/PlatformError';
import { refusalIn } from '@/lib/refusals/refusalText';
import { takeAttempt } from '@/lib/security/rateLimit';
import { isSameOrigin } from '@/lib/security/sameOrigin';
import { imageTypeOf } from '@/lib/uploads/imageRules';
import {
  isSecureRequest, readCookie, sealSession, SESSION_COOKIE, sessionCookie, unsealSession,
} from '@/lib/session/session';
import { bffRoute, type BffRoute } from './bffRoutes';

type ErrorKey = keyof (typeof messages)['vi']['errors'];

const ERROR_KEYS: Record<Exclude<PlatformErrorKind, 'refused'>, ErrorKey> = {
  session: 'session',
  timeout: 'timeout',
  unreachable: 'unreachable',
  bad_answer: 'badAnswer',
  bad_input: 'badInput',
  forbidden: 'forbidden',
  rate_limited: 'rateLimited',
  not_found: 'notFound',
  internal: 'unknown',
};

// No call the browser may make sends more than a few kilobytes; a bigger body is refused before it is all read.
const MAX_BODY_BYTES = 64 * 1024;

async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<Buffer> {
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
 * An upload call's input from a multipart body (issue 10): its one `file` field, typed by its bytes (never by
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
  if (route.session === 'signOut') {
    headers.append('Set-Cookie', sessionCookie(null, secure));
    return;
  }
  const answer = sessionAnswer.parse(value);
  const sealed = await sealSession({
    token: answer.token,
    userName: answer.userName,
    type: answer.customerType,
    merchantCode: route.call.trialMerchant ? config().TRIAL_MERCHANT_CODE : config().MERCHANT_CODE,
    firstTimeLogin: answer.firstTimeLogin,
    trial: route.session === 'signInTrial',
  });
  headers.append('Set-Cookie', sessionCookie(sealed, secure));
}

/** The backend-for-frontend: the browser's only door to the platform (/wps/* and /lgw/*). */
export async function handleBff(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  const locale = localeOf(readCookie(cookieHeader, LOCALE_COOKIE));
  const secure = isSecureRequest(request);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  let route: BffRoute | undefined;
  try {
    route = bffRoute(request.method, url.pathname);
    if (!route) throw new PlatformError('not_found', 'NOT_FOUND', 'Unknown call');
    if (request.method !== 'GET' && !isSameOrigin(request)) {
      throw new PlatformError('forbidden', 'CROSS_ORIGIN', 'Cross-origin writes are refused');
    }
    const input = route.call.input.safeParse(await readInput(request, url, route));
    if (!input.success) {
      throw new PlatformError('bad_input', 'BAD_INPUT', 'Invalid request', z.flattenError(input.error).fieldErrors);
    }
    if (route.rateBucket) {
      const verdict = takeAttempt(route.rateBucket, request.headers.get('x-forwarded-for'));
      if (!verdict.allowed) {
        headers.set('Retry-After', String(verdict.retryAfterSeconds));
        throw new PlatformError('rate_limited', 'RATE_LIMITED', 'Too many attempts');
      }
    }
    const session = await unsealSession(readCookie(cookieHeader, SESSION_COOKIE));
    const device = request.headers.get('device');
    const value = await callPlatform(route.call, input.data, {
      token: session?.token,
      language: locale,
      forwardedFor: request.headers.get('x-forwarded-for'),
      device: device === 'OTHERS' ? device : null,
    });
    if (route.session) await applySession(route, value, secure, headers);
    return Response.json({ success: true, value: withoutSecrets(value) }, { headers });
  } catch (caught) {
    const error =
      caught instanceof PlatformError
        ? caught
        : new PlatformError('internal', 'INTERNAL', caught instanceof Error ? caught.message : 'Internal error');
    if (error.kind === 'internal') console.error('BFF failure', url.pathname, caught);
    // Signing out always ends the local session, and a platform that forgot the token ends it too.
    if (error.kind === 'session' || route?.session === 'signOut') {
      headers.append('Set-Cookie', sessionCookie(null, secure));
      if (route?.session === 'signOut' && (error.kind === 'session' || error.kind === 'refused')) {
        return Response.json({ success: true, value: true }, { headers });
      }
    }
    // A refusal in the refusal table's words: the platform's own message is English whatever the language.
    const message =
      error.kind === 'refused' ? refusalIn(error, locale).text : translatorFor(locale, 'errors')(ERROR_KEYS[error.kind]);
    return error.toResponse(message, headers);
  }
}
