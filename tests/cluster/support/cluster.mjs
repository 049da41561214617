// What the cluster tests share: the addresses scripts/cluster.mjs passes, an HTTP client that speaks from a chosen
// loopback address (each test is its own visitor IP behind the balancer), the simulator's and the harness's
// control calls, and a load generator.
import { readFileSync } from 'node:fs';
import http from 'node:http';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the cluster suite with \`npm run test:cluster\``);
  return value;
}

export const LB_URL = required('LB_URL');
export const APP_URLS = required('APP_URLS').split(',');
export const SIM_URL = required('SIM_URL');
export const CONTROL_URL = required('CONTROL_URL');
export const METRICS_TOKEN = required('METRICS_TOKEN');
export const SETTINGS_TTL_MS = Number(required('SETTINGS_TTL_MS'));
export const APP_LOGS = required('APP_LOGS').split(',');
export const LIMITS = { login: Number(required('RATE_LIMIT_LOGIN')), sms: Number(required('RATE_LIMIT_SMS')) };

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One HTTP request without keep-alive (as the balancer's clients on many phones would), from `from` (a loopback
 * address: the balancer appends it to X-Forwarded-For). Answers { status, headers, body, ms } or throws on a
 * failed connection.
 */
export function request(url, { method = 'GET', headers = {}, body, from = '127.0.0.1', timeoutMs = 15000 } = {}) {
  const target = new URL(url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: { Connection: 'close', ...headers, ...(body ? { 'Content-Length': Buffer.byteLength(body) } : {}) },
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }));
        // The answer had begun: no balancer can send it again elsewhere (its first bytes are already the visitor's).
        res.on('error', (error) => reject(Object.assign(error, { truncated: true, status: res.statusCode })));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** A visitor: its own loopback address and cookie jar. */
export class Visitor {
  constructor(from) {
    this.from = from;
    this.cookies = new Map();
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response) {
    const setCookies = response.headers['set-cookie'] ?? [];
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async send(url, options = {}) {
    const headers = { ...(options.headers ?? {}) };
    if (this.cookies.size) headers.Cookie = this.cookieHeader;
    const response = await request(url, { ...options, headers, from: this.from });
    this.keep(response);
    return response;
  }

  /** A call through a `/wps` door, as the app's own pages make it (same-origin). */
  door(base, path, { method = 'POST', json } = {}) {
    return this.send(`${base}${path}`, {
      method,
      headers: { 'Sec-Fetch-Site': 'same-origin', ...(json ? { 'Content-Type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
  }

  signIn(base, username = 'demo01', password = 'Demo1234') {
    return this.door(base, '/wps/session/login', { json: { username, password, type: 'username' } });
  }
}

/** Parses an envelope answer, failing with the body when it is not JSON. */
export function envelope(response) {
  try {
    return JSON.parse(response.body);
  } catch {
    throw new Error(`not JSON (HTTP ${response.status}): ${response.body.slice(0, 300)}`);
  }
}

// ---- the simulator and the harness ------------------------------------------------------------------------------

async function controlCall(base, path, { method, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(120000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} -> HTTP ${response.status}: ${text.slice(0, 300)}`);
  const answer = text ? JSON.parse(text) : undefined;
  return answer && typeof answer === 'object' && 'success' in answer ? answer.value : answer;
}

export const sim = {
  reset: () => controlCall(SIM_URL, '/__sim/reset', { body: {} }),
  setState: (patch) => controlCall(SIM_URL, '/__sim/state', { body: patch }),
  requests: (prefix) => controlCall(SIM_URL, `/__sim/requests${prefix ? `?path=${encodeURIComponent(prefix)}` : ''}`),
  clearRequests: () => controlCall(SIM_URL, '/__sim/requests', { method: 'DELETE' }),
  withdrawals: (userName) => controlCall(SIM_URL, `/__sim/withdrawals?userName=${encodeURIComponent(userName)}`),
  tokens: () => controlCall(SIM_URL, '/__sim/tokens'),
};

/** What an operator or Kubernetes does to a replica (1-based) or to Redis. */
export const cluster = {
  stop: (replica) => controlCall(CONTROL_URL, `/replica/${replica}/stop`, { body: {} }),
  kill: (replica) => controlCall(CONTROL_URL, `/replica/${replica}/kill`, { body: {} }),
  start: (replica) => controlCall(CONTROL_URL, `/replica/${replica}/start`, { body: {} }),
  stopRedis: () => controlCall(CONTROL_URL, '/redis/stop', { body: {} }),
  startRedis: () => controlCall(CONTROL_URL, '/redis/start', { body: {} }),
};

/** Empties the platform and the shared store (through any replica: they share it). */
export async function resetAll() {
  await sim.reset();
  const answer = await request(`${APP_URLS[0]}/api/test/reset`, { method: 'POST' });
  if (answer.status !== 204) throw new Error(`store reset answered ${answer.status}`);
}

/** One counter of a replica's metrics, summed over the series whose labels include `labels`. */
export async function metricOf(base, name, labels = {}) {
  const response = await request(`${base}/api/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  if (response.status !== 200) throw new Error(`metrics of ${base} answered ${response.status}`);
  let total = 0;
  for (const line of response.body.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? ([0-9.e+-]+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const seen = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => seen[key] === value)) total += Number(match[3]);
  }
  return total;
}

/** Every replica's log so far, one JSON object per request line (other lines skipped). */
export function logLines() {
  return APP_LOGS.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line)),
  );
}

export function allLogText() {
  return APP_LOGS.map((path) => readFileSync(path, 'utf8')).join('\n');
}

// ---- load ------------------------------------------------------------------------------------------------------

/**
 * Sends GETs of `paths` through the balancer from `workers` loops until `stop()` is called; answers the tally:
 * statuses seen, requests that failed before an answer began (`errors`), and answers cut after they began
 * (`truncated`: a replica killed mid-answer, which no balancer can retry). Bounded in time by the caller, loopback
 * only.
 */
export function startLoad({ paths, workers = 4, from = '127.0.0.1', visitor }) {
  const tally = { total: 0, statuses: {}, errors: [], serverErrors: [], truncated: [] };
  let running = true;
  const loop = async (worker) => {
    for (let i = worker; running; i += 1) {
      const path = paths[i % paths.length];
      try {
        const response = visitor ? await visitor.send(`${LB_URL}${path}`) : await request(`${LB_URL}${path}`, { from });
        tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
        if (response.status >= 500) tally.serverErrors.push(`${path} ${response.status} ${response.headers['x-request-id'] ?? ''}`);
      } catch (error) {
        (error.truncated ? tally.truncated : tally.errors).push(`${path}: ${error.message}`);
      }
      tally.total += 1;
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)));
  return {
    tally,
    async stop() {
      running = false;
      await done;
      return tally;
    },
  };
}

// ---- the withdraw form, posted as a browser without scripts would ------------------------------------------------

const decode = (text) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The withdraw form's fields as rendered (Next's action fields, the idempotency key, the checked card). */
export async function withdrawForm(visitor, base) {
  const page = await visitor.send(`${base}/m/withdraw`);
  if (page.status !== 200) throw new Error(`/m/withdraw answered ${page.status}`);
  const form = /<form[^>]*aria-label="Rút tiền"[^>]*>([\s\S]*?)<\/form>/.exec(page.body);
  if (!form) throw new Error('no withdraw form on /m/withdraw');
  const fields = {};
  for (const [input] of form[1].matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (!name) continue;
    const value = decode(/value="([^"]*)"/.exec(input)?.[1] ?? '');
    if (/type="radio"/.test(input) && !/checked=""/.test(input)) continue;
    fields[name] = value;
  }
  return fields;
}

/** Posts the withdraw form; answers the response and the order number the page shows, if any. */
export async function submitWithdraw(visitor, base, fields, { amount, paymentPassword = '246810' }) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...fields, amount: String(amount), paymentPassword })) data.append(name, value);
  const encoded = new Response(data);
  const body = Buffer.from(await encoded.arrayBuffer());
  const response = await visitor.send(`${base}/m/withdraw`, {
    method: 'POST',
    headers: { 'Content-Type': encoded.headers.get('content-type'), Origin: base, Accept: 'text/html' },
    body,
  });
  const orderNo = /mã đơn ([A-Za-z0-9-]+)/.exec(response.body)?.[1] ?? null;
  return { response, orderNo };
}
