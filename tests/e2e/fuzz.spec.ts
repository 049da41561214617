import fc from 'fast-check';
import { bffRoutes } from '../../lib/bff/bffRoutes';
import { expect, test } from './support/fixtures';

// "Faults and bad input": a property-based fuzz of every allowlisted handler (lib/bff/bffRoutes.ts) with
// random, oversized, wrong-typed and malformed bodies and queries, signed out and signed in. While the platform
// is healthy: never a 5xx, always the JSON envelope, and the server stays up. 4xx (400, 403, 429...) is fine.

/** Fixed, so a failure replays; fast-check prints it (and the failing case) when a property fails. */
const SEED = 20260808;
/** Calls sent at once: the server must also hold up under concurrent bad input, and the run stays short. */
const BATCH = 4;
const RUNS_PER_SESSION = 250;
/** A call the handler does not answer within this long counts as a hang. */
const HANG_MS = 15_000;

interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  body?: string;
  contentType?: string;
  sameOrigin: boolean;
}

/** The worker's app, for the helpers below (set from the `servers` fixture before the first test). */
let appURL = '';
test.beforeAll(({ servers }) => {
  appURL = servers.baseURL;
});
const base = () => appURL;

/**
 * The fuzz calls the rate-limited doors (login, SMS, captcha) far more often than a player: it does so as a
 * visitor address of its own, so it never spends the limits of the specs that follow (their browser is 127.0.0.1),
 * and signs in as yet another one, so a fuzz run that used up its own limit can still sign in again.
 */
const FUZZ_VISITOR = '203.0.113.80';
let signIns = 0;

/** The fields a call's input declares (zod objects), so the fuzz hits real names with wrong values too. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

const LONG = 10_000;
const MEGABYTE = 1024 * 1024;

const hugeString = fc.constantFrom('a', 'é', '%', '\u0000', '𝔘').map((char) => char.repeat(LONG));
const text = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', '-1', '1e309', '0x10', '../../etc/passwd', '<script>', "' OR 1=1 --") },
  { weight: 1, arbitrary: hugeString },
);
/** Percent-encodings a decoder may choke on: lone %, bad hex, cut or overlong UTF-8 sequences. */
const badPercent = fc.constantFrom('%', '%%', '%zz', '%E0%A4%A', '%C0%AF', '%FF%FE', '%ED%A0%80', '%u0041', '%0', '%00');

/**
 * Query values stay short enough for the request line: Node's HTTP server answers 431 (no envelope, before any
 * handler) past 16 KB of headers, and a 10,000-character value of multi-byte characters would cross it.
 */
const queryText = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant('a'.repeat(LONG)) },
);
const queryValue = fc.oneof(
  { weight: 5, arbitrary: queryText.map(encodeURIComponent) },
  { weight: 2, arbitrary: badPercent },
  { weight: 1, arbitrary: fc.tuple(queryText, badPercent).map(([value, bad]) => encodeURIComponent(value) + bad) },
);

function queryFor(fields: string[]) {
  const key = fc.oneof(
    { weight: fields.length ? 4 : 0, arbitrary: fc.constantFrom(...(fields.length ? fields : ['x'])) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: badPercent },
  );
  return fc
    .array(fc.tuple(key, queryValue), { maxLength: 5 })
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'))
    .filter((query) => query.length <= 12_000);
}

/** A value nested `depth` levels deep, written out directly (a generator would not go this deep). */
function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function bodyFor(fields: string[]) {
  const wrongTyped = fc.dictionary(
    fields.length ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 }),
    fc.oneof(fc.jsonValue({ maxDepth: 3 }), text),
    { maxKeys: 6 },
  );
  return fc.oneof(
    { weight: 6, arbitrary: wrongTyped.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '\u0000', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}') },
    { weight: 1, arbitrary: fc.constantFrom(nested(50_000, 'array'), nested(5_000, 'object')) },
    { weight: 1, arbitrary: fc.constantFrom(JSON.stringify({ username: 'x'.repeat(MEGABYTE) }), 'x'.repeat(MEGABYTE)) },
  );
}

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'application/json; charset=utf-16',
  undefined,
);

/** How a failing case is printed: the whole of a 1 MB body would bury the report. */
function summary(request: FuzzRequest): string {
  const cut = (value: string) => (value.length > 300 ? `${value.slice(0, 300)}… (${value.length} chars)` : value);
  return JSON.stringify({ ...request, query: cut(request.query), body: request.body === undefined ? undefined : cut(request.body) });
}

const anyRequest: fc.Arbitrary<FuzzRequest> = fc.constantFrom(...bffRoutes).chain((route): fc.Arbitrary<FuzzRequest> => {
  const { method } = route;
  const { path } = route.call;
  const fields = fieldsOf(route.call.input);
  // Mostly same-origin, so writes get past the cross-site check to their input validation.
  const sameOrigin = fc.constantFrom(true, true, true, true, false);
  if (method === 'GET' || method === 'DELETE') {
    return fc.record({ method: fc.constant<string>(method), path: fc.constant(path), query: queryFor(fields), sameOrigin });
  }
  return fc.record({
    method: fc.constant<string>(method),
    path: fc.constant(path),
    query: fc.oneof(fc.constant(''), queryFor(fields)),
    body: bodyFor(fields),
    contentType,
    sameOrigin,
  });
});
const fuzzRequest = anyRequest.map((request) => Object.assign(request, { [fc.toStringMethod]: () => summary(request) }));

async function send(request: FuzzRequest, cookie: string | null) {
  const headers: Record<string, string> = {};
  if (request.contentType) headers['Content-Type'] = request.contentType;
  if (request.sameOrigin && request.method !== 'GET') headers.Origin = base();
  if (cookie) headers.Cookie = cookie;
  headers['X-Forwarded-For'] = FUZZ_VISITOR;
  const response = await fetch(`${base()}${request.path}${request.query ? `?${request.query}` : ''}`, {
    method: request.method,
    headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(HANG_MS),
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** The properties of one answer: no 5xx, the JSON envelope, a readable message on failure. */
function checkAnswer(answer: { status: number; type: string; text: string }) {
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
  expect(answer.type).toContain('application/json');
  const body = JSON.parse(answer.text) as { success?: unknown; message?: unknown };
  expect(typeof body.success).toBe('boolean');
  if (body.success === false) {
    expect(typeof body.message).toBe('string');
    expect((body.message as string).length).toBeGreaterThan(0);
  }
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base()}/wps/session/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base(), 'X-Forwarded-For': `198.51.100.${200 + (signIns++ % 50)}` },
    body: JSON.stringify({ username: 'demo01', password: 'Demo1234', type: 'username' }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('mc_session='));
  expect(cookie).toBeTruthy();
  return cookie!.split(';')[0]!;
}

async function serverStaysUp() {
  const health = await fetch(`${base()}/api/health`);
  expect(health.status).toBe(200);
  const games = await fetch(`${base()}/lgw/games/mobile?gameType=RNG&pageNo=1`);
  expect(games.status).toBe(200);
  expect((await games.json()).value.games.length).toBeGreaterThan(0);
}

test.describe('fuzz of the allowlisted handlers', () => {
  for (const signedIn of [false, true]) {
    const calls = RUNS_PER_SESSION * BATCH;
    test(`${signedIn ? 'signed in' : 'signed out'}: ${calls} random, oversized, wrong-typed and malformed calls (seed ${SEED})`, async () => {
      test.setTimeout(240_000);
      let cookie = signedIn ? await signIn() : null;
      const statuses = new Map<number, number>();
      const reached = new Set<string>();
      await fc.assert(
        fc.asyncProperty(fc.array(fuzzRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
          const answers = await Promise.all(batch.map((request) => send(request, cookie)));
          for (const [index, answer] of answers.entries()) {
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            reached.add(`${batch[index]!.method} ${batch[index]!.path}`);
            checkAnswer(answer);
          }
          // Signing out is on the allowlist too: sign in again so the rest of the run stays signed in.
          if (cookie && batch.some((request) => request.path === '/wps/session/logout')) cookie = await signIn();
        }),
        { seed: SEED + (signedIn ? 1 : 0), numRuns: RUNS_PER_SESSION, endOnFailure: true },
      );
      console.log(`[fuzz ${signedIn ? 'signed in' : 'signed out'}] statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
      expect([...reached].sort(), 'every allowlisted handler was called').toEqual(
        bffRoutes.map((route) => `${route.method} ${route.call.path}`).sort(),
      );
      await serverStaysUp();
    });
  }
});
