import 'server-only';
import { z } from 'zod';
import { config } from '@/lib/config';
import { encryptPayload } from '@/lib/crypto/encryptPayload';
import { platformCodeOf } from '@/lib/i18n/languages';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { observePlatformCall } from '@/lib/observability/platformMetrics';
import { currentRequestId, notePlatformUnanswered } from '@/lib/observability/requestContext';
import { revokeToken } from '@/lib/session/revokedTokens';
import { rsaKey } from './calls';
import type { PlatformCall } from './defineCall';
import { detached, detachedFetch } from './detachedFetch';
import { PlatformError } from './PlatformError';
import { refusalFigures } from './schemas';

export interface CallOptions {
  /** The member token, taken from the sealed session; never from the browser. */
  token?: string | null;
  /** The visitor's language; the platform gets its code (VI, EN, CN...: lib/i18n/languages.ts). */
  language?: Locale;
  /** The visitor's address chain, forwarded so the platform's region rules see the player, not us. */
  forwardedFor?: string | null;
  /** 'OTHERS' when the page runs as an installed home-screen app (SPEC §7 login). */
  device?: string | null;
  /** Overrides the call's timeout (health probes answer fast or not at all). */
  timeoutMs?: number;
  /** Sent as `Idempotency-Key` on a write that moves money or opens something: the platform does it once per key. */
  idempotencyKey?: string | null;
  /**
   * What to do once the token is known to be gone (it is revoked first): pages and server actions leave for the
   * login (lib/request/context.ts); the doors answer 401 and let the browser go.
   */
  onSessionGone?: () => Promise<never>;
}


const envelope = z.object({
  success: z.boolean(),
  value: z.unknown().optional(),
  message: z.string().nullish(),
  code: z.union([z.string(), z.number()]).nullish().transform((code) => (code == null ? '' : String(code))),
});

const SESSION_GONE = 'TOKEN_INVALID';
const KEY_REJECTED = 'RSA_KEY_INVALID';

interface RsaKeyStore {
  /** The modulus in use, or the fetch that will give it. */
  current?: Promise<string>;
  /** What `current` settled to; undefined while it is in flight. */
  known?: string;
}

const holder = globalThis as typeof globalThis & { __mcRsaKey?: RsaKeyStore };
const rsaKeys = (holder.__mcRsaKey ??= {});

function fetchRsaModulus(): Promise<string> {
  const pending = callPlatform(rsaKey, {});
  rsaKeys.current = pending;
  rsaKeys.known = undefined;
  pending.then(
    (modulus) => {
      if (rsaKeys.current === pending) rsaKeys.known = modulus;
    },
    () => {
      if (rsaKeys.current === pending) rsaKeys.current = undefined;
    },
  );
  return pending;
}

/** The platform's RSA modulus, fetched once and shared by every encrypted call. */
function rsaModulus(): Promise<string> {
  return rsaKeys.current ?? fetchRsaModulus();
}

/**
 * The modulus to retry with after the platform rejected `rejected`. After a key rotation every call in flight
 * is rejected at once; only the first one may fetch, the others share its fetch or the key it brought.
 */
function rsaModulusReplacing(rejected: string): Promise<string> {
  if (rsaKeys.current && rsaKeys.known !== rejected) return rsaKeys.current;
  return fetchRsaModulus();
}

// Shared answers (calls marked `shared`, asked without a token): the pending or settled call per exact request,
// kept SHARED_ANSWER_MS. A failed call is dropped at once so the next visitor asks again.
const SHARED_LIMIT = 500;
const sharedAnswers = new Map<string, { until: number; answer: Promise<unknown> }>();

function shareAnswer<T>(key: string, ttlMs: number, ask: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const known = sharedAnswers.get(key);
  if (known && known.until > now) return known.answer as Promise<T>;
  if (sharedAnswers.size >= SHARED_LIMIT) {
    for (const [oldKey, entry] of sharedAnswers) if (entry.until <= now) sharedAnswers.delete(oldKey);
    if (sharedAnswers.size >= SHARED_LIMIT) sharedAnswers.delete(sharedAnswers.keys().next().value!);
  }
  const answer = ask();
  // What the map keeps is made in the process's context: the asking render's own promise would hold that render
  // (its async context) for as long as the entry stays, past its period until the map is full.
  const entry = { until: now + ttlMs, answer: detached(() => answer.then((value) => value)) };
  sharedAnswers.set(key, entry);
  entry.answer.catch(() => {
    if (sharedAnswers.get(key) === entry) sharedAnswers.delete(key);
  });
  return answer;
}

/**
 * Forgets the platform's RSA key and the shared answers, as a restarted process would (unit tests: each test file
 * talks to a simulator of its own, with its own key and answers).
 */
export function resetPlatformClient(): void {
  rsaKeys.current = undefined;
  rsaKeys.known = undefined;
  sharedAnswers.clear();
}

function toQuery(payload: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls the platform: one place for headers, encryption, timeout, and validation of what comes back. A token the
 * platform says is gone is revoked for every replica before the caller hears of it.
 */
export async function callPlatform<Input extends z.ZodType, Answer extends z.ZodType>(
  call: PlatformCall<Input, Answer>,
  input: z.input<Input>,
  options: CallOptions = {},
): Promise<z.infer<Answer>> {
  try {
    return await sendCall(call, input, options);
  } catch (error) {
    // Noted for every request that waited on the call, a shared one too: what it draws is not shared further.
    if (error instanceof PlatformError && error.unanswered) notePlatformUnanswered();
    if (error instanceof PlatformError && error.kind === 'session' && options.token) {
      await revokeToken(options.token);
      await options.onSessionGone?.();
    }
    throw error;
  }
}

async function sendCall<Input extends z.ZodType, Answer extends z.ZodType>(
  call: PlatformCall<Input, Answer>,
  input: z.input<Input>,
  options: CallOptions,
): Promise<z.infer<Answer>> {
  const settings = config();
  const parsedInput = call.input.safeParse(input);
  if (!parsedInput.success) {
    throw new PlatformError('bad_input', 'BAD_INPUT', 'Invalid request', z.flattenError(parsedInput.error).fieldErrors);
  }
  if (call.token === 'yes' && !options.token) {
    throw new PlatformError('session', SESSION_GONE, 'You are not logged in, please login first');
  }
  const language = platformCodeOf(options.language ?? defaultLocale);
  const payload = call.prepare
    ? call.prepare(parsedInput.data, { merchantCode: settings.MERCHANT_CODE, language })
    : (parsedInput.data as Record<string, unknown>);

  const headers: Record<string, string> = {
    Merchant: call.trialMerchant ? settings.TRIAL_MERCHANT_CODE : settings.MERCHANT_CODE,
    'Module-Id': call.moduleId,
    Language: language,
    Accept: call.text ? 'text/plain' : 'application/json',
  };
  if (call.token !== 'no' && options.token) headers.Authorization = options.token;
  if (options.forwardedFor) headers['X-Forwarded-For'] = options.forwardedFor;
  if (options.device) headers.Device = options.device;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  // The platform's logs can then be read beside ours.
  const requestId = currentRequestId();
  if (requestId) headers['X-Request-Id'] = requestId;

  const send = async (modulus?: string) => {
    let url = `${settings.UPSTREAM_URL}${call.path}`;
    let body: string | undefined;
    const sendHeaders = { ...headers };
    if (call.method === 'GET' || call.method === 'DELETE') {
      url += toQuery(payload);
    } else if (call.encrypted && modulus) {
      const sealed = encryptPayload(payload, modulus);
      Object.assign(sendHeaders, sealed.headers, { 'Content-Type': 'application/json' });
      body = JSON.stringify(sealed.body);
    } else if (call.form) {
      sendHeaders['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toQuery(payload).slice(1);
    } else {
      sendHeaders['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }
    const timeoutMs = options.timeoutMs ?? call.timeoutMs ?? settings.PLATFORM_TIMEOUT_MS;
    return observePlatformCall(call.path, () => request(call, url, { method: call.method, headers: sendHeaders, body }, timeoutMs));
  };

  const withToken = call.token !== 'no' && Boolean(options.token);
  if (call.shared && !withToken && settings.SHARED_ANSWER_MS > 0 && (call.method === 'GET' || call.method === 'DELETE')) {
    const key = [settings.UPSTREAM_URL, headers.Merchant, language, options.device ?? '', call.path, toQuery(payload)].join(' ');
    return shareAnswer(key, settings.SHARED_ANSWER_MS, () => send());
  }
  if (!call.encrypted) return send();
  const modulus = await rsaModulus();
  try {
    return await send(modulus);
  } catch (error) {
    if (error instanceof PlatformError && error.code === KEY_REJECTED) return send(await rsaModulusReplacing(modulus));
    throw error;
  }
}

/**
 * What a refusal keeps of its `value`: the shape the call declares (e.g. a login captcha), plus the figures any
 * refusal text may name (limits, tries left...), so the refusal table can fill them in whatever the call.
 */
function refusalValue(call: PlatformCall<z.ZodType, z.ZodType>, value: unknown): unknown {
  const declared = call.refusal?.safeParse(value);
  const own: unknown = declared?.success ? declared.data : null;
  const parsedFigures = refusalFigures.safeParse(value);
  const figures = parsedFigures.success
    ? Object.fromEntries(Object.entries(parsedFigures.data).filter(([, figure]) => figure !== undefined))
    : {};
  if (own !== null && own !== undefined && (typeof own !== 'object' || Array.isArray(own))) return own;
  const merged = { ...figures, ...(own as Record<string, unknown> | null) };
  return Object.keys(merged).length ? merged : null;
}

async function request<Answer extends z.ZodType>(
  call: PlatformCall<z.ZodType, Answer>,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<z.infer<Answer>> {
  let status: number;
  let raw: string;
  try {
    const response = await detachedFetch(url, { ...init, cache: 'no-store' }, timeoutMs);
    status = response.status;
    raw = await response.text();
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new PlatformError('timeout', 'TIMEOUT', `The platform did not answer within ${timeoutMs} ms`);
    }
    throw new PlatformError('unreachable', 'UNREACHABLE', 'The platform cannot be reached');
  }

  if (call.text) {
    if (status >= 400) throw new PlatformError('unreachable', `HTTP_${status}`, `The platform answered ${status}`);
    const parsed = call.answer.safeParse(raw.trim());
    if (!parsed.success) throw new PlatformError('bad_answer', 'BAD_ANSWER', 'The platform answered in an unknown shape');
    return parsed.data;
  }

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    if (status === 429) throw new PlatformError('rate_limited', 'RATE_LIMITED', 'The platform answered 429');
    if (status >= 500) throw new PlatformError('unreachable', `HTTP_${status}`, `The platform answered ${status}`);
    throw new PlatformError('bad_answer', 'BAD_ANSWER', 'The platform answered in an unknown shape');
  }
  const answer = envelope.safeParse(json);
  if (!answer.success) throw new PlatformError('bad_answer', 'BAD_ANSWER', 'The platform answered in an unknown shape');
  const { success, value, message, code } = answer.data;

  if (status === 401 || code === SESSION_GONE) {
    throw new PlatformError('session', SESSION_GONE, message || 'The account has been logged out, please log in again');
  }
  // The platform holding back a caller is not a refusal of what was asked: it reads as our own rate limit.
  if (status === 429) throw new PlatformError('rate_limited', code || 'RATE_LIMITED', message || 'Too many requests');
  if (status >= 500) throw new PlatformError('unreachable', code || `HTTP_${status}`, message || `The platform answered ${status}`);
  if (!success || status >= 400) {
    throw new PlatformError('refused', code || 'REFUSED', message || 'Unknown error', refusalValue(call, value));
  }
  const parsed = call.answer.safeParse(value);
  if (!parsed.success) {
    if (process.env.NODE_ENV !== 'production') console.warn(`Bad answer from ${call.path}:`, parsed.error.message);
    throw new PlatformError('bad_answer', 'BAD_ANSWER', 'The platform answered in an unknown shape');
  }
  return parsed.data;
}
