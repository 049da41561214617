import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { metrics } from '@/lib/observability/metrics';
import type { RequestContext } from '@/lib/observability/requestContext';

/**
 * Pages alike for every signed-out visitor (home, hot games, the lottery list, the game lobby, events, the login:
 * the route table's `sharedRender`) are rendered once per `SHARED_ANSWER_MS` and the page is served to the crowd that comes
 * meanwhile, as an edge cache would serve it if the page CSP let one: each answer gets its own nonce, written
 * over the rendered page's one. The proxy makes every decision first (maintenance, region, redirects) and answers
 * from here only what it would have let render. A member's request comes here only for a screen with a member
 * shell (home): it is keyed with the member bit and without the session cookie, and rendered without that cookie,
 * so the page holds nothing of any member (the member's parts are fetched after hydration).
 *
 * The proxy and the server hooks are bundled apart, so the state lives on globalThis, like the server state.
 * Rendering happens in Next's own handler: the proxy marks the answer it lets through (an opaque id in a response
 * header, never the key, which holds cookies) and the server hook reads the finished page off the wire.
 */

/** The request headers a page render reads besides the user agent (cookies: the language, the download bar). */
const KEYED_HEADERS = ['cookie', 'host', 'x-forwarded-host', 'x-forwarded-proto'] as const;
/**
 * Headers of a Next client navigation, prefetch or action: those answers are flight data, not the page. Next takes
 * the first ones off the request before the proxy sees it, so the server hook, which sees the request as sent,
 * marks such a request for the proxy (and drops the mark from anything else).
 */
const CLIENT_ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-action'] as const;
const CLIENT_ROUTER_MARK = 'x-mc-client-router';
/** The rendered page's headers a shared answer repeats (the security headers come from the proxy per answer). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'link'] as const;
export const SHARED_RENDER_HEADER = 'x-mc-shared-render';
/**
 * Set by the proxy on every page request it lets render ('1' for a live session, '0' otherwise, whatever the
 * client sent): a screen with a member shell draws it from this bit, never from the session.
 */
export const MEMBER_HEADER = 'x-mc-member';
const MAX_PAGES = 64;
const MAX_PAGE_BYTES = 1024 * 1024;
const MAX_PENDING = 256;

interface SharedPage {
  /**
   * The page as UTF-8 bytes, cut where the rendered nonce stood. Every page names each offered language in its own
   * script, so as a JS string it would take two bytes a character (twice its UTF-8 size, ~160 KB a page), and each
   * answer would build another such string to put its nonce in: bytes are kept once and answered by joining.
   */
  parts: Buffer[];
  nonce: string;
  headers: Array<[string, string]>;
  until: number;
  ttlMs: number;
  /** Past `until`, one request renders it again; the others are answered this page meanwhile, for one more period. */
  refreshing: boolean;
}

interface Pending {
  key: string;
  nonce: string;
  ttlMs: number;
  at: number;
}

interface SharedRenderState {
  pages: Map<string, SharedPage>;
  pending: Map<string, Pending>;
  /** The server hook runs (not in every dev or test setup): without it nothing could be kept or told apart. */
  hooked: boolean;
}

const holder = globalThis as typeof globalThis & { __mcSharedRenders?: SharedRenderState };
const state: SharedRenderState = (holder.__mcSharedRenders ??= { pages: new Map(), pending: new Map(), hooked: false });

export interface SharedRenderRequest {
  method: string;
  /** The decoded path the proxy decided on, and the query. */
  path: string;
  search: string;
  /** The visitor's language as decided for this request (the cookie, else `Accept-Language`, within the merchant's). */
  language: string;
  headers: Headers;
  /** The proxy found a live session: only a screen with a member shell is shared then. */
  member: boolean;
}

export interface SharedRenderRules {
  /** The session cookie's name: a request that carries one is never shared. */
  sessionCookie: string;
  /** What the render reads from the user agent (features/download/logic/appContext.ts agentTraits). */
  agentTraits: (userAgent: string) => string;
}

/** The cache key of a request the proxy would let render, or null when its page is not shared with it. */
export function sharedRenderKey(request: SharedRenderRequest, rules: SharedRenderRules): string | null {
  if (!state.hooked || request.method !== 'GET') return null;
  if ([...CLIENT_ROUTER_HEADERS, CLIENT_ROUTER_MARK].some((name) => request.headers.has(name))) return null;
  const cookie = request.headers.get('cookie') ?? '';
  const kept = withoutCookie(cookie, rules.sessionCookie);
  // A session cookie the proxy found dead is dropped on that answer: the next request is shared.
  if (!request.member && kept !== cookie) return null;
  const agent = rules.agentTraits(request.headers.get('user-agent') ?? '');
  const keyed = KEYED_HEADERS.map((name) => (name === 'cookie' ? kept : (request.headers.get(name) ?? '')));
  return JSON.stringify([request.member, request.path, request.search, request.language, agent, ...keyed]);
}

/** A Cookie header without the named cookie: what a member shell is rendered and kept with. */
export function withoutCookie(cookie: string, name: string): string {
  return cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !pair.startsWith(`${name}=`))
    .join('; ');
}

/**
 * The proxy's answer for a shared page: the rendered page with this answer's nonce, or, when none is at hand, the
 * headers that have Next's rendering of it kept (to be merged into the pass-through answer). `X-Cache` tells an
 * operator which it was, as a CDN's would.
 */
export function sharedRenderAnswer(
  key: string,
  nonce: string,
  ttlMs: number,
  now = Date.now(),
): { page: Response } | { keep: Record<string, string> } {
  const page = freshPage(key, now);
  if (page) {
    const headers = new Headers(page.headers.map(([name, value]): [string, string] => [name, value.replaceAll(page.nonce, nonce)]));
    headers.set('X-Cache', 'HIT');
    count('hit');
    return { page: new Response(joinedAt(page.parts, nonce), { status: 200, headers }) };
  }
  count('miss');
  if (state.pending.size >= MAX_PENDING) {
    for (const [id, pending] of state.pending) if (now - pending.at > 60_000) state.pending.delete(id);
    if (state.pending.size >= MAX_PENDING) return { keep: { 'X-Cache': 'MISS' } };
  }
  const id = randomUUID();
  state.pending.set(id, { key, nonce, ttlMs, at: now });
  return { keep: { 'X-Cache': 'MISS', [SHARED_RENDER_HEADER]: id } };
}

function count(result: 'hit' | 'miss' | 'kept'): void {
  try {
    metrics().sharedRenders.inc({ result });
  } catch {
    // A metric must never fail a request.
  }
}

function freshPage(key: string, now: number): SharedPage | null {
  const page = state.pages.get(key);
  if (!page) return null;
  if (page.until > now) return page;
  if (now >= page.until + page.ttlMs) {
    state.pages.delete(key);
    return null;
  }
  if (page.refreshing) return page;
  page.refreshing = true;
  return null;
}

/** The page cut at each occurrence of its nonce (ASCII, so never inside a multi-byte character). */
function cutAt(page: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(needle); at >= 0; at = page.indexOf(needle, from)) {
    parts.push(page.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(page.subarray(from));
  return parts;
}

/** The page with `nonce` put back at each cut. */
function joinedAt(parts: Buffer[], nonce: string): Uint8Array<ArrayBuffer> {
  const needle = Buffer.from(nonce);
  const body = new Uint8Array(parts.reduce((size, part) => size + part.length, needle.length * (parts.length - 1)));
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      body.set(needle, at);
      at += needle.length;
    }
    body.set(part, at);
    at += part.length;
  });
  return body;
}

function store(pending: Pending, page: Buffer, headers: Array<[string, string]>, now: number): void {
  const kept: SharedPage = { parts: cutAt(page, pending.nonce), nonce: pending.nonce, headers, until: now + pending.ttlMs, ttlMs: pending.ttlMs, refreshing: false };
  state.pages.delete(pending.key);
  state.pages.set(pending.key, kept);
  while (state.pages.size > MAX_PAGES) state.pages.delete(state.pages.keys().next().value!);
}

/** A marked render that did not end in a page to share: its stale page (if any) may be refreshed again. */
function giveUp(pending: Pending): void {
  const page = state.pages.get(pending.key);
  if (page) page.refreshing = false;
}

const decoders: Record<string, (data: Buffer) => Buffer> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/**
 * Server hook, per request: a client-router request is marked for the proxy; when the proxy marked the answer, the
 * marker is taken off and the page, as sent, is kept once it has ended whole (200, HTML, no cookie set, at most
 * 1 MB) and drawn from answers only: a page with a section the platform did not answer for (`context`, see
 * notePlatformUnanswered) is not kept, so the next visitor asks again, as a failed shared answer is not kept either.
 * Anything else is sent as it is.
 */
export function captureSharedRender(request: http.IncomingMessage, response: http.ServerResponse, context: RequestContext): void {
  state.hooked = true;
  delete request.headers[CLIENT_ROUTER_MARK];
  if (CLIENT_ROUTER_HEADERS.some((name) => request.headers[name] !== undefined) || /[?&]_rsc=/.test(request.url ?? '')) {
    request.headers[CLIENT_ROUTER_MARK] = '1';
  }
  let begun = false;
  let pending: Pending | undefined;
  let chunks: Buffer[] | null = null;
  let size = 0;
  // Headers go out with the first write when writeHead was not called: the marker is looked for at either.
  const begin = () => {
    if (begun) return;
    begun = true;
    const id = response.getHeader(SHARED_RENDER_HEADER);
    if (typeof id !== 'string') return;
    response.removeHeader(SHARED_RENDER_HEADER);
    pending = state.pending.get(id);
    state.pending.delete(id);
    if (pending) chunks = [];
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (!chunks || chunk == null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : null;
    size += buffer?.length ?? 0;
    if (!buffer || size > MAX_PAGE_BYTES) chunks = null;
    else chunks.push(buffer);
  };
  const writeHead = response.writeHead;
  response.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    begin();
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof response.writeHead;
  const write = response.write;
  response.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    begin();
    keep(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof response.write;
  const end = response.end;
  response.end = function (this: http.ServerResponse, ...args: unknown[]) {
    begin();
    if (typeof args[0] !== 'function') keep(args[0], args[1]);
    const result = (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
    if (pending) finish(response, pending, context.platformUnanswered ? null : chunks);
    pending = undefined;
    return result;
  } as typeof response.end;
  response.once('close', () => {
    if (pending) giveUp(pending);
    pending = undefined;
  });
}

function finish(response: http.ServerResponse, pending: Pending, chunks: Buffer[] | null): void {
  const encoding = String(response.getHeader('content-encoding') ?? 'identity').toLowerCase();
  const decode = encoding === 'identity' ? (data: Buffer) => data : decoders[encoding];
  const type = String(response.getHeader('content-type') ?? '');
  if (!chunks || !decode || response.statusCode !== 200 || response.hasHeader('set-cookie') || !type.startsWith('text/html')) {
    giveUp(pending);
    return;
  }
  try {
    const page = decode(Buffer.concat(chunks));
    const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
      const value = response.getHeader(name);
      return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : String(value)]];
    });
    store(pending, page, headers, Date.now());
    count('kept');
  } catch {
    giveUp(pending);
  }
}

/** Forgets every shared page (tests); `hooked` as a server with or without the hook. */
export function resetSharedRenders(hooked = true): void {
  state.pages.clear();
  state.pending.clear();
  state.hooked = hooked;
}
