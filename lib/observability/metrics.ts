import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** What an operator watches (served in Prometheus text format at /api/metrics). */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  platformCalls: Counter<'call' | 'code'>;
  platformDuration: Histogram<'call' | 'outcome'>;
  platformFailures: Counter<'call' | 'kind'>;
  rateLimitRefusals: Counter<'code'>;
  storeErrors: Counter<'op'>;
  sharedRenders: Counter<'result'>;
  webVitals: Histogram<'vital' | 'route' | 'language' | 'merchant' | 'connection'>;
  layoutShift: Histogram<'route' | 'language' | 'merchant' | 'connection'>;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Around the Core Web Vitals thresholds: TTFB 0.8 s, INP 0.2/0.5 s, LCP 2.5/4 s; CLS 0.1/0.25.
const VITAL_SECONDS = [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20];
const SHIFTS = [0.01, 0.02, 0.05, 0.1, 0.15, 0.25, 0.5, 1];
const VITAL_LABELS = ['route', 'language', 'merchant', 'connection'] as const;

function createMetrics(): Metrics {
  const registry = new Registry();
  // Event loop lag, heap, GC and process figures.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'mc_http_requests_total', help: 'Requests answered, by route pattern and status', labelNames: ['method', 'route', 'status'], registers,
    }),
    httpDuration: new Histogram({
      name: 'mc_http_request_duration_seconds', help: 'Time to answer a request', labelNames: ['method', 'route', 'status'], buckets: SECONDS, registers,
    }),
    platformCalls: new Counter({
      name: 'mc_platform_calls_total', help: 'Platform calls, by call and answer code (OK for success)', labelNames: ['call', 'code'], registers,
    }),
    platformDuration: new Histogram({
      name: 'mc_platform_call_duration_seconds', help: 'Time the platform took to answer', labelNames: ['call', 'outcome'], buckets: SECONDS, registers,
    }),
    platformFailures: new Counter({
      name: 'mc_platform_call_failures_total',
      help: 'Platform calls that got no usable answer (timeout, unreachable, bad answer), by call and kind',
      labelNames: ['call', 'kind'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'mc_rate_limit_refusals_total', help: 'Writes refused by a limit before the platform was asked, by refusal code', labelNames: ['code'], registers,
    }),
    storeErrors: new Counter({
      name: 'mc_store_errors_total', help: 'Shared store commands that failed or timed out, by operation', labelNames: ['op'], registers,
    }),
    sharedRenders: new Counter({
      name: 'mc_shared_renders_total',
      help: 'Visitor pages of shared-render screens: answered from the kept page (hit) or rendered (miss), and pages kept (kept)',
      labelNames: ['result'],
      registers,
    }),
    webVitals: new Histogram({
      name: 'mc_web_vitals_seconds',
      help: 'LCP, INP and TTFB players\' browsers measured (sampled), by vital, route pattern, language, merchant, connection type',
      labelNames: ['vital', ...VITAL_LABELS],
      buckets: VITAL_SECONDS,
      registers,
    }),
    layoutShift: new Histogram({
      name: 'mc_web_vitals_cls',
      help: 'Cumulative layout shift players\' browsers measured (sampled), by route pattern, language, merchant, connection type',
      labelNames: [...VITAL_LABELS],
      buckets: SHIFTS,
      registers,
    }),
  };
}

// One registry per process: the server hooks, the proxy and each route bundle reach it through globalThis.
const holder = globalThis as typeof globalThis & { __mcMetrics?: Metrics };

export function metrics(): Metrics {
  return (holder.__mcMetrics ??= createMetrics());
}

/** Label values come from code or the platform; anything unexpected is folded so the series stay few. */
export function labelValue(value: string): string {
  return /^[A-Za-z0-9_.:/-]{1,64}$/.test(value) ? value : 'OTHER';
}
