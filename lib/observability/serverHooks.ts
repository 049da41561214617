import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { captureSharedRender } from '@/lib/routes/sharedRenders';
import { believedVisitor, type ProxyTrust } from '@/lib/security/visitorIp';
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
  hooked: boolean;
  signals: boolean;
}

const holder = globalThis as typeof globalThis & { __mcServerState?: ServerState };
const state: ServerState = (holder.__mcServerState ??= {
  draining: false, closing: false, inFlight: 0, servers: new Set(), hooked: false, signals: false,
});

export function isDraining(): boolean {
  return state.draining;
}

export interface RequestHookOptions {
  log: boolean;
  trustedProxies: ProxyTrust;
}

/**
 * Wraps every request of this process's HTTP server, outside Next: a request id (the balancer's when it sent a
 * plain one) that the platform client forwards and the answer carries, one JSON log line, the request metrics,
 * the count of requests in flight that a graceful shutdown waits for, and the pages the proxy marked to share
 * (lib/routes/sharedRenders.ts), read off the wire. Next gives no hook around a whole
 * request, so the server's `emit` is wrapped, as APM agents do; instrumentation may load twice, hence `hooked`.
 */
export function installRequestHooks(options: RequestHookOptions): void {
  if (state.hooked) return;
  state.hooked = true;
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
    const context: RequestContext = { requestId };
    captureSharedRender(request, response, context);
    state.inFlight += 1;
    const started = process.hrtime.bigint();
    response.once('close', () => {
      state.inFlight -= 1;
      finished(request, response, requestId, visitor, Number(process.hrtime.bigint() - started) / 1e6, options);
    });
    return requestContext.run(context, () => emit.call(this, event, ...args));
  } as typeof http.Server.prototype.emit;
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
