import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { join } from 'node:path';
import { cachedRequestLanguage } from '@/lib/i18n/requestLanguage';
import { isBffPath } from '@/lib/routes/requestPath';
import { servePrecompressed } from '@/lib/routes/precompressedStatic';
import { captureSharedRender } from '@/lib/routes/sharedRenders';
import { believedVisitor, type ProxyTrust } from '@/lib/security/visitorIp';
import { refusedText, statusPage } from '@/lib/routes/statusPage';
import { BodyBudget, type BodyVerdict } from '@/lib/security/requestBodies';
import { readCookie, SESSION_COOKIE } from '@/lib/session/session';
import { logJson } from './log';
import { labelValue, metrics } from './metrics';
import { REQUEST_ID, requestContext, type RequestContext } from './requestContext';
import { routeLabel } from './routeLabel';

/** What this process knows about its own HTTP server: whether it is shutting down, and what it still serves. */
interface ServerState {
  /** SIGTERM came: readiness answers false; requests are still served until `closing`. */
  draining: boolean;
  /** The listener is closed; answers say `Connection: close`. */
  closing: boolean;
  inFlight: number;
  servers: Set<http.Server>;
  bodies: BodyBudget | null;
  hooked: boolean;
  signals: boolean;
}

const holder = globalThis as typeof globalThis & { __mcServerState?: ServerState };
const state: ServerState = (holder.__mcServerState ??= {
  draining: false, closing: false, inFlight: 0, servers: new Set(), bodies: null, hooked: false, signals: false,
});

/** The build's static files as the server sees them (the standalone server runs in its own directory). */
const STATIC_DIR = join(process.cwd(), '.next', 'static');

export function isDraining(): boolean {
  return state.draining;
}

export interface RequestHookOptions {
  log: boolean;
  trustedProxies: ProxyTrust;
  /** Bytes of request bodies the process holds at once (lib/security/requestBodies.ts). */
  bodyBudgetBytes: number;
}

/**
 * Wraps every request of this process's HTTP server, outside Next: a request id (the balancer's when it sent a
 * plain one) that the platform client forwards and the answer carries, one JSON log line, the request metrics,
 * the count of requests in flight that a graceful shutdown waits for, and the pages the proxy marked to share
 * (lib/routes/sharedRenders.ts), read off the wire, the build's scripts and styles in their brotli copies
 * (lib/routes/precompressedStatic.ts), and the request bodies it admits: one larger than its screen's
 * forms or beyond the process's budget is answered before Next reads a byte of it. Next gives no hook around a whole
 * request, so the server's `emit` is wrapped, as APM agents do; instrumentation may load twice, hence `hooked`.
 */
export function installRequestHooks(options: RequestHookOptions): void {
  if (state.hooked) return;
  state.hooked = true;
  state.bodies = new BodyBudget(options.bodyBudgetBytes);
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'connection') state.servers.add(this);
    if (event !== 'request') return emit.call(this, event, ...args);
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
    state.servers.add(this);
    // Only the hooks see the socket: from here on the header holds the believed visitor alone, for the rate
    // limits, the platform's calls and the log line.
    const forwarded = request.headers['x-forwarded-for'];
    const visitor = believedVisitor(request.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null), options.trustedProxies);
    request.headers['x-forwarded-for'] = visitor;
    const offered = request.headers['x-request-id'];
    const requestId = typeof offered === 'string' && REQUEST_ID.test(offered) ? offered : randomUUID();
    request.headers['x-request-id'] = requestId;
    response.setHeader('X-Request-Id', requestId);
    if (state.closing) response.setHeader('Connection', 'close');
    state.inFlight += 1;
    const started = process.hrtime.bigint();
    const body = state.bodies!.admit({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      contentLength: request.headers['content-length'],
      transferEncoding: request.headers['transfer-encoding'],
      session: readCookie(request.headers.cookie ?? null, SESSION_COOKIE),
    });
    response.once('close', () => {
      state.inFlight -= 1;
      if (body.kind === 'admitted') body.release();
      finished(request, response, requestId, visitor, Number(process.hrtime.bigint() - started) / 1e6, options);
    });
    if (body.kind !== 'admitted') {
      refuseBody(request, response, body);
      return true;
    }
    if (servePrecompressed(request, response, STATIC_DIR)) return true;
    const context: RequestContext = { requestId };
    captureSharedRender(request, response, context);
    return requestContext.run(context, () => emit.call(this, event, ...args));
  } as typeof http.Server.prototype.emit;
}

/**
 * A body refused unread, in the visitor's language: a door's JSON envelope, or a screen's status page (a form
 * posted without scripts lands on it). Node then discards the rest of the body as it arrives, holding none of it
 * (closing the connection instead would reset it under a client still sending, which then never sees the answer).
 */
function refuseBody(request: http.IncomingMessage, response: http.ServerResponse, verdict: Exclude<BodyVerdict, { kind: 'admitted' }>): void {
  const locale = cachedRequestLanguage({ get: (name) => request.headers[name] ?? null });
  const retryAfterSeconds = verdict.kind === 'busy' || verdict.kind === 'pictureLimit' ? verdict.retryAfterSeconds : undefined;
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('X-Frame-Options', 'DENY');
  if (retryAfterSeconds) response.setHeader('Retry-After', String(retryAfterSeconds));
  void statusPage(verdict.kind, locale, { retryAfterSeconds }).then(async (page) => {
    if (isBffPath(request.url ?? '/')) {
      const code = { tooLarge: 'BODY_TOO_LARGE', lengthRequired: 'LENGTH_REQUIRED', busy: 'BUSY', pictureLimit: 'PICTURE_RATE_LIMITED' }[verdict.kind];
      const message = await refusedText(verdict.kind, locale, retryAfterSeconds);
      const json = JSON.stringify({ success: false, code, message });
      response.writeHead(page.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(json) });
      response.end(json);
      return;
    }
    response.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    const html = await page.text();
    response.writeHead(page.status, { ...Object.fromEntries(page.headers), 'Content-Length': Buffer.byteLength(html) });
    response.end(html);
  });
}

function finished(request: http.IncomingMessage, response: http.ServerResponse, requestId: string, ip: string, ms: number, options: RequestHookOptions): void {
  const method = labelValue(request.method ?? 'GET');
  const route = routeLabel(method, request.url);
  // 499: the client went away before the answer was sent (as nginx logs it).
  const status = response.headersSent ? String(response.statusCode) : '499';
  try {
    const { httpRequests, httpDuration } = metrics();
    httpRequests.inc({ method, route, status });
    httpDuration.observe({ method, route, status }, ms / 1000);
  } catch {
    // A metric must never fail a request.
  }
  if (!options.log || (route.startsWith('/api/health') && status === '200')) return;
  // The route, never the path and query: either may carry something personal.
  logJson('info', 'request', { requestId, method, route, status: Number(status), ms: Math.round(ms * 10) / 10, ip });
}

export interface ShutdownOptions {
  drainMs: number;
  timeoutMs: number;
  /** Lets go of what the process holds (the store's connection) before it exits. */
  onClose: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM (and SIGINT): readiness turns false at once; after `drainMs` (for balancers and Kubernetes endpoints to
 * stop sending) the listener closes and idle connections go; requests in flight get up to `timeoutMs`; then the
 * process exits. Next's own handler closes the listener at once and waits without a bound, so it is replaced.
 */
export function installGracefulShutdown(options: ShutdownOptions): void {
  if (state.signals) return;
  state.signals = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const listener of process.listeners(signal)) process.off(signal, listener);
    process.on(signal, () => void shutdown(signal, options));
  }
}

async function shutdown(signal: NodeJS.Signals, options: ShutdownOptions): Promise<void> {
  if (state.draining) {
    // A second Ctrl-C means now.
    if (signal === 'SIGINT') process.exit(130);
    return;
  }
  state.draining = true;
  logJson('info', 'shutdown: not ready, draining', { signal, drainMs: options.drainMs, inFlight: state.inFlight });
  await sleep(options.drainMs);
  state.closing = true;
  for (const server of state.servers) {
    server.close();
    server.closeIdleConnections();
  }
  const deadline = Date.now() + options.timeoutMs;
  while (state.inFlight > 0 && Date.now() < deadline) {
    await sleep(50);
    for (const server of state.servers) server.closeIdleConnections();
  }
  const unfinished = state.inFlight;
  for (const server of state.servers) server.closeAllConnections();
  await options.onClose().catch(() => undefined);
  logJson(unfinished ? 'warn' : 'info', 'shutdown: done', { unfinished });
  process.exit(0);
}
