#!/usr/bin/env node
// `npm run bench`: the speed figures, each beside the framework floor measured in the same run, with
// the targets checked. Never part of `npm test`; results go to stdout and the bench section of BENCHMARKS.md.
//
// The app runs with BENCH_FLOOR=1, which serves the floor: an empty page of the same build (/bench/floor) and a
// bare route handler (/bench/ping). The browsers of (b) and (d) load pages and pictures through TLS with HTTP/2,
// as phones reach the deployment's ingress (scripts/lib/tlsFront.mjs: Debian's haproxy in front of the app and of
// the reference platform's CDN); (a) and (c) use the app's own port.
// (a) First-visit JavaScript: for the floor and each route in scripts/bench-routes.json (a path, measured as a visitor
//     or, when it sends visitors to the login page, as demo01; or {path, account}, measured as that account and
//     refused if it redirects), fetch the HTML, collect
//     every same-origin <script src> (`nomodule` polyfills are not counted: modern browsers skip them), fetch
//     each, gzip -9, sum. Target: no route more than 60 KB above the floor. Exit 1 if any browser chunk (served
//     or on disk under .next/static) contains node-forge, BigInteger.prototype.modPow or CryptoJS.DES, or the
//     minified signatures of those libraries (crypto must stay server-side).
// (b) Lighthouse (mobile, simulated throttling), median of BENCH_LIGHTHOUSE_RUNS (7) runs per page, interleaved
//     with the floor page after one uncounted load of each, plus a repeat visit of home (HTTP cache warm); each
//     page's lowest and highest LCP is printed beside its median (the spread a lever has to beat). Targets relative
//     to the floor (performance, LCP + 0.3 s, TBT and main-thread work at most 2x the floor's on the pages that
//     hydrate a whole tree) and absolute (LCP ≤ 2.5 s everywhere, 2.0 s on the signed-out home, 1.0 s on a repeat
//     visit). BENCH_LIGHTHOUSE=0 skips it.
// (c) autocannon, 20 connections, BENCH_DURATION seconds (default 10) per target: SSR pages against the floor
//     page (the signed-out home also with a query of its own per request, so that each is rendered rather than
//     answered from a shared page), the backend-for-frontend's game-list call against the bare handler, a static file; CPU per request
//     and the server's peak memory (VmHWM) against its target, reached after the signed-out visitor pages with
//     visitors spread over every language (each request asks for the next language in `Accept-Language`, over the
//     shared screens: more pages than the shared-page store keeps, and every catalogue loaded). The server's heap is capped as under `npm start`
//     (scripts/lib/heapCap.mjs), so the memory figures are those of a deployed server.
// (d) A slow network (scripts/lib/slowNetwork.mjs: 400 kb/s, 400 ms, Chromium's emulation, empty cache),
//     BENCH_SLOW_RUNS (3) cold visits of the signed-out home: bytes received before the load event and LCP.
//     BENCH_SLOW_NETWORK=0 skips it.
// `npm run bench -- --account=NAME` measures only (a), for the routes measured as that account, and leaves
// BENCHMARKS.md as it is (a quick check of one account's screens).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { HEAP_CAP_MB, withMemoryCaps } from './lib/heapCap.mjs';
import { lighthouseRuns } from './lib/lighthouseRuns.mjs';
import { SLOW_NETWORK, slowNetworkRuns } from './lib/slowNetwork.mjs';
import { createServerGroup, freePort, HOST, tail } from './lib/serverGroup.mjs';
import { startTlsFront } from './lib/tlsFront.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const isWin = process.platform === 'win32';
const serverJs = join(root, '.next', 'standalone', 'server.js');
const simJs = join(root, 'platform-sim', 'server.mjs');
const routesFile = join(root, 'scripts', 'bench-routes.json');
const benchMd = join(root, 'BENCHMARKS.md');
const logDir = join(root, 'bench-results'); // server logs only (git-ignored)
// The three literal strings, plus signatures of the same libraries that survive minification (identifiers are
// mangled, but property names and string literals are not): a minified bundle never contains the literals.
const FORBIDDEN = [
  ['node-forge', (t) => t.includes('node-forge')],
  ['BigInteger.prototype.modPow', (t) => t.includes('BigInteger.prototype.modPow')],
  ['CryptoJS.DES', (t) => t.includes('CryptoJS.DES')],
  ['node-forge (minified: forge.pki/forge.prng/forge ByteBuffer)', (t) => /forge\.(?:pki|prng|setImmediate)\b|a forge ByteBuffer/.test(t)],
  ['BigInteger modPow (minified: .prototype.modPow=)', (t) => /\.prototype\.modPow\s*=/.test(t)],
  ['crypto-js (minified: CryptoJS / .DES=…_createHelper)', (t) => /\bCryptoJS\b|\.(?:Triple)?DES\s*=\s*[\w$]+\.(?:extend|_createHelper)\b/.test(t)],
];
const DURATION = Math.max(1, Number.parseFloat(process.env.BENCH_DURATION ?? '') || 10);
const LIGHTHOUSE_RUNS = Math.max(1, Number.parseInt(process.env.BENCH_LIGHTHOUSE_RUNS ?? '', 10) || 7);
const WITH_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const SLOW_RUNS = Math.max(1, Number.parseInt(process.env.BENCH_SLOW_RUNS ?? '', 10) || 3);
const WITH_SLOW_NETWORK = process.env.BENCH_SLOW_NETWORK !== '0';
const CONNECTIONS = 20;
const FLOOR_PAGE = '/bench/floor';
const BARE_HANDLER = '/bench/ping';
const STATIC_FILE = '/bench.txt';
// A page of the slots list as the game screen's infinite scroll asks for it (row 29 through the BFF door).
const PROXIED_CALL = '/lgw/games/mobile?gameType=RNG&pageNo=2';
// Seeded accounts of the reference platform (platform-sim/seed.mjs): demo01 for the signed-in figures and the member
// screens, agent01 for the agent screens, which send anyone else to /m/home.
const ACCOUNTS = { demo01: 'Demo1234', agent01: 'Agent1234' };
const MEMBER = 'demo01';
const ONLY_ACCOUNT = process.argv.find((arg) => arg.startsWith('--account='))?.slice('--account='.length);
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** The speed targets. */
const TARGETS = {
  jsAboveFloorKiB: 60,
  performanceBelowFloor: 3,
  lcpAboveFloorMs: 300,
  tbtAboveFloorMs: 100,
  // Core Web Vitals' "good" LCP on every page; tighter on the first page a new player sees and on a return visit.
  lcpMs: 2500,
  lcpHomeOutMs: 2000,
  lcpRepeatMs: 1000,
  // The phone's processor: a page that hydrates a whole tree against the empty page.
  mainThreadFloorRatio: 2,
  tbtFloorRatio: 2,
  signedInP50Ratio: 2,
  slowBytesKiB: 250,
  slowLcpMs: 4000,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 96,
  ssrRatio: 0.5,
  ssrSignedInRatio: 0.35,
  bffRatio: 0.6,
  bffAddedP50Ms: 10,
  peakMemoryMiB: 320,
};

const log = (msg) => console.log(`[bench] ${msg}`);
const kib = (n) => (n / 1024).toFixed(1);
const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');
const verdict = (ok) => (ok ? 'met' : '**missed**');

// ---------------------------------------------------------------------------------------------------- servers

const servers = createServerGroup({
  cwd: root,
  onUnexpectedExit: (child, how) => console.error(`[bench] ${child.label} exited unexpectedly (${how}); see ${relative(root, child.logPath)}`),
});
const { children, stopAll, waitFor } = servers;
const startChild = (name, args, env, onLine) => servers.start(name, args, env, join(logDir, `${name}.log`), onLine);

async function die(message, { showLogs = true } = {}) {
  console.error(`\n[bench] FAILED: ${message}`);
  await stopAll();
  if (showLogs) for (const c of children) console.error(`\n----- tail of ${relative(root, c.logPath)} -----\n${tail(c.logPath)}`);
  process.exit(1);
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, async () => {
    log(`${sig}: stopping servers`);
    await stopAll();
    process.exit(130);
  });
}

// ------------------------------------------------------------------------------------------------ JS weight

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

function forbiddenIn(text) {
  return FORBIDDEN.filter(([, test]) => test(text)).map(([label]) => label);
}

/** Every client bundle on disk, including lazily loaded chunks no route list reaches. */
function scanStaticChunks() {
  const staticDir = join(root, '.next', 'static');
  const hits = [];
  for (const file of listFiles(staticDir)) {
    if (!/\.(m?js)$/.test(file)) continue;
    const found = forbiddenIn(readFileSync(file, 'utf8'));
    if (found.length) hits.push({ chunk: `/_next/static/${relative(staticDir, file).split(sep).join('/')}`, found });
  }
  return hits;
}

function scriptTags(html) {
  const tags = [];
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1];
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    if (!src) continue;
    tags.push({ src: (src[1] ?? src[2] ?? src[3]).replaceAll('&amp;', '&'), nomodule: /\snomodule\b/i.test(attrs) });
  }
  return tags;
}

async function measureRoutes(baseUrl, routes, rootMainFiles) {
  const chunkCache = new Map(); // path -> {raw, gz, forbidden}
  const usedBy = new Map(); // path -> Set(route)
  const results = [];
  const forbiddenHits = [];
  for (const { path, account, label: route } of routes) {
    const headers = { 'User-Agent': MOBILE_UA, Accept: 'text/html' };
    let res = await fetch(new URL(path, baseUrl), { headers: account ? { ...headers, Cookie: cookies.get(account) } : headers });
    // A member screen sends visitors to the login page: measure it as the member sees it.
    if (!account && res.redirected && new URL(res.url).pathname === '/m/login') {
      res = await fetch(new URL(path, baseUrl), { headers: { ...headers, Cookie: cookies.get(MEMBER) } });
    }
    // Measured as its account, a screen that redirects would measure the page it sends to.
    if (account && res.redirected) throw new Error(`GET ${path} as ${account} was sent to ${new URL(res.url).pathname}; not measuring another page`);
    const html = await res.text();
    if (!res.ok) throw new Error(`GET ${route} answered HTTP ${res.status}; not measuring an error page`);
    const chunks = [];
    const skipped = [];
    for (const tag of scriptTags(html)) {
      const url = new URL(tag.src, res.url);
      if (url.origin !== new URL(baseUrl).origin || !url.pathname.startsWith('/_next/')) {
        skipped.push(`${tag.src} (not same-origin /_next/)`);
        continue;
      }
      if (tag.nomodule) {
        skipped.push(`${url.pathname} (nomodule: not loaded by modern browsers)`);
        continue;
      }
      if (chunks.includes(url.pathname)) continue;
      chunks.push(url.pathname);
      if (!chunkCache.has(url.pathname)) {
        const r = await fetch(url);
        const body = Buffer.from(await r.arrayBuffer());
        if (!r.ok) throw new Error(`GET ${url.pathname} (script of ${route}) answered HTTP ${r.status}`);
        const text = body.toString('utf8');
        chunkCache.set(url.pathname, {
          raw: body.length,
          gz: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
          forbidden: forbiddenIn(text),
        });
      }
      const info = chunkCache.get(url.pathname);
      if (info.forbidden.length) forbiddenHits.push({ chunk: url.pathname, route, found: info.forbidden });
      if (!usedBy.has(url.pathname)) usedBy.set(url.pathname, new Set());
      usedBy.get(url.pathname).add(route);
    }
    const htmlGz = gzipSync(Buffer.from(html), { level: constants.Z_BEST_COMPRESSION }).length;
    results.push({ route, status: res.status, chunks, skipped, htmlGz });
  }
  for (const r of results) {
    r.raw = r.chunks.reduce((s, c) => s + chunkCache.get(c).raw, 0);
    r.gz = r.chunks.reduce((s, c) => s + chunkCache.get(c).gz, 0);
    const framework = r.chunks.filter((c) => rootMainFiles.has(c));
    r.frameworkGz = framework.reduce((s, c) => s + chunkCache.get(c).gz, 0);
    r.ownGz = r.chunks.filter((c) => usedBy.get(c).size === 1).reduce((s, c) => s + chunkCache.get(c).gz, 0);
  }
  return { results, chunkCache, usedBy, forbiddenHits };
}

// ------------------------------------------------------------------------------------------------ throughput

let uniqueQueries = 0;
/** Every language the product has a catalogue of (lib/i18n/languages.ts), as a browser would ask for it. */
const LANGUAGE_TAGS = readdirSync(join(root, 'messages')).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length));
/** The signed-out screens whose page is shared (the route table's sharedRender), for visitors of every language. */
const SHARED_SCREENS = ['/m/home', '/m/hot', '/m/moreLottery', '/m/login'];
let spreadRequests = 0;

/**
 * autocannon against one URL; `unique`: each request with a query of its own (`?bench=N`), so no shared page (the
 * route table's sharedRender) can answer it and every request is rendered.
 */
function cannon(url, duration, title, cookie, unique = false, languages = false) {
  const headers = { 'User-Agent': MOBILE_UA, Accept: 'text/html' };
  if (cookie) headers.Cookie = cookie;
  const path = new URL(url).pathname;
  // `languages`: each request the next screen and language, so the screens' pages in every language are asked for.
  const spread = (request) => {
    const n = (spreadRequests += 1);
    const language = LANGUAGE_TAGS[n % LANGUAGE_TAGS.length];
    const screen = SHARED_SCREENS[Math.floor(n / LANGUAGE_TAGS.length) % SHARED_SCREENS.length];
    return { ...request, path: screen, headers: { ...request.headers, 'Accept-Language': `${language},en;q=0.5` } };
  };
  const requests = unique
    ? [{ setupRequest: (request) => ({ ...request, path: `${path}?bench=${(uniqueQueries += 1)}` }) }]
    : languages
      ? [{ setupRequest: spread }]
      : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, title, headers, requests }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

// CPU time of a child's whole process group (Linux /proc only; elsewhere the column reads "–").
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
function groupCpuMs(pgid) {
  if (process.platform !== 'linux') return NaN;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from 3 (state) on
      if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]); // pgrp, utime, stime
    } catch {
      /* exited meanwhile */
    }
  }
  return (ticks * 1000) / CLK_TCK;
}

/** The server process's resident memory now and at its peak (VmRSS, VmHWM), in MiB. */
function memoryMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

const WARM_UP_SECONDS = Math.min(3, Math.max(1, Math.round(DURATION / 5)));

async function throughput(baseUrl, target) {
  const url = new URL(target.path, baseUrl).toString();
  await cannon(url, WARM_UP_SECONDS, `${target.label} warm-up`, target.cookie, target.unique, target.languages);
  const before = { app: groupCpuMs(app.pid), sim: groupCpuMs(sim.pid) };
  const r = await cannon(url, DURATION, target.label, target.cookie, target.unique, target.languages);
  const total = r.requests.total || NaN;
  return {
    ...target,
    appCpu: (groupCpuMs(app.pid) - before.app) / total,
    simCpu: (groupCpuMs(sim.pid) - before.sim) / total,
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

async function signIn(baseUrl, username) {
  const response = await fetch(new URL('/wps/session/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'User-Agent': MOBILE_UA },
    body: JSON.stringify({ username, password: ACCOUNTS[username], type: 'username' }),
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('mc_session='));
  if (!response.ok || !cookie) throw new Error(`signing in ${username} answered HTTP ${response.status}`);
  return cookie;
}

// ------------------------------------------------------------------------------------------------------ main

if (!existsSync(serverJs)) {
  log('no production build found; running `npm run build`…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: isWin });
  if (r.status !== 0 || !existsSync(serverJs)) {
    console.error('[bench] build failed');
    process.exit(1);
  }
}
if (!existsSync(join(root, 'public', STATIC_FILE.slice(1)))) {
  console.error(`[bench] public${STATIC_FILE} is missing`);
  process.exit(1);
}

const listed = JSON.parse(readFileSync(routesFile, 'utf8'));
const isPath = (path) => typeof path === 'string' && path.startsWith('/');
const isEntry = (r) => isPath(r) || (isPath(r?.path) && Object.hasOwn(ACCOUNTS, r.account));
if (!Array.isArray(listed) || !listed.length || !listed.every(isEntry)) {
  console.error(
    `[bench] ${relative(root, routesFile)} must be a non-empty JSON array of paths or {path, account} ` +
      `(account one of ${Object.keys(ACCOUNTS).join(', ')})`,
  );
  process.exit(1);
}
if (ONLY_ACCOUNT !== undefined && !Object.hasOwn(ACCOUNTS, ONLY_ACCOUNT)) {
  console.error(`[bench] --account must be one of ${Object.keys(ACCOUNTS).join(', ')}`);
  process.exit(1);
}
const routes = [
  { path: FLOOR_PAGE, label: FLOOR_PAGE },
  ...listed
    .map((r) => (typeof r === 'string' ? { path: r, label: r } : { ...r, label: `${r.path} (${r.account})` }))
    .filter((r) => r.path !== FLOOR_PAGE && (ONLY_ACCOUNT === undefined || r.account === ONLY_ACCOUNT)),
];

let rootMainFiles = new Set();
try {
  const manifest = JSON.parse(readFileSync(join(root, '.next', 'build-manifest.json'), 'utf8'));
  rootMainFiles = new Set((manifest.rootMainFiles ?? []).map((f) => `/_next/${f}`));
} catch {
  /* older layout: no framework split */
}

mkdirSync(logDir, { recursive: true });
const ports = new Set();
while (ports.size < 4) ports.add(await freePort());
const [simPort, appPort, pagePort, cdnPort] = ports;
const simUrl = `http://${HOST}:${simPort}`;
const baseUrl = `http://${HOST}:${appPort}`;
// The browsers load pages and pictures through TLS with HTTP/2, as phones reach the deployment (scripts/lib/tlsFront.mjs);
// the load generator and the weight count use the app's own port.
const pageUrl = `https://${HOST}:${pagePort}`;
// Only the browsers need the front: a run without them (--account, or both skipped) needs no haproxy.
const withBrowsers = ONLY_ACCOUNT === undefined && (WITH_LIGHTHOUSE || WITH_SLOW_NETWORK);
let front = null;
try {
  if (withBrowsers) {
    front = startTlsFront(servers, {
      dir: logDir,
      fronts: [
        { name: 'app', port: pagePort, upstreamPort: appPort },
        { name: 'cdn', port: cdnPort, upstreamPort: simPort },
      ],
    });
  }
} catch (err) {
  await die(err.message, { showLogs: false });
}

let simReady = false;
const pictureCdn = front ? { SIM_PUBLIC_URL: `https://${HOST}:${cdnPort}` } : {};
const sim = startChild('sim', [simJs], { ...process.env, SIM_PORT: String(simPort), SIM_HOST: HOST, ...pictureCdn }, (line) => {
  if (line.includes('platform-sim listening on')) simReady = true;
});
const app = startChild('app', [serverJs], {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(appPort),
  HOSTNAME: HOST,
  UPSTREAM_URL: simUrl,
  SESSION_SECRET: randomBytes(36).toString('base64url'),
  NEXT_TELEMETRY_DISABLED: '1',
  BENCH_FLOOR: '1',
  // The picture resizer fetches from the CDN through the front, whose certificate is the bench's own.
  ...(front ? { NODE_EXTRA_CA_CERTS: front.certPath } : {}),
  ...withMemoryCaps(process.env),
});

const cookies = new Map();
try {
  await waitFor('the simulator ready line', async () => simReady, sim, 30000);
  await waitFor(
    `${baseUrl}/api/health`,
    () =>
      fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.ok,
        () => false,
      ),
    app,
    90000,
  );
  for (const username of Object.keys(ACCOUNTS)) cookies.set(username, await signIn(baseUrl, username));
} catch (err) {
  await die(err.message);
}
log(`app ${baseUrl}, simulator ${simUrl}; ${cpus().length} cores; BENCH_DURATION=${DURATION}s`);
const rss0 = memoryMiB(app.pid);

// (a)
const diskHits = scanStaticChunks();
let weight;
try {
  weight = await measureRoutes(baseUrl, routes, rootMainFiles);
} catch (err) {
  await die(err.message);
}
const { results, chunkCache, usedBy, forbiddenHits } = weight;
const floorJs = results[0];
const weightTable = [
  '| route | scripts | JS raw (KiB) | JS gzip -9 (KiB) | above the floor (gzip KiB) | target ≤ 60 KiB above | only this route (gzip KiB) | HTML gzip (KiB) |',
  '|---|--:|--:|--:|--:|---|--:|--:|',
  ...results.map((r) => {
    const floorRow = r === floorJs;
    const above = r.gz - floorJs.gz;
    return (
      `| ${floorRow ? `${r.route} (empty page: the floor)` : r.route} | ${r.chunks.length} | ${kib(r.raw)} | **${kib(r.gz)}** | ` +
      `${floorRow ? '–' : kib(above)} | ${floorRow ? '' : verdict(above / 1024 <= TARGETS.jsAboveFloorKiB)} | ${kib(r.ownGz)} | ${kib(r.htmlGz)} |`
    );
  }),
];
const sharedChunks = [...usedBy.entries()].filter(([, s]) => s.size > 1);
const sharedGz = sharedChunks.reduce((s, [c]) => s + chunkCache.get(c).gz, 0);
const sharedLine =
  `Chunks shared by two or more of the ${routes.length} routes: ${sharedChunks.length}, ${kib(sharedGz)} KiB gzip ` +
  `(loaded once, then cached); framework chunks (build-manifest rootMainFiles, every route): ${rootMainFiles.size}, ` +
  `${kib(floorJs.frameworkGz)} KiB gzip.`;

console.log('\nFirst-visit JavaScript per route\n');
console.log(weightTable.join('\n'));
console.log(`\n${sharedLine}\n`);
console.log('Chunks (gzip KiB, routes using them):');
for (const [chunk, info] of [...chunkCache.entries()].sort((a, b) => b[1].gz - a[1].gz)) {
  const tag = rootMainFiles.has(chunk) ? ' [framework]' : '';
  console.log(`  ${kib(info.gz).padStart(7)}  ${chunk}${tag}  <- ${[...usedBy.get(chunk)].join(', ')}`);
}
for (const r of results) for (const s of r.skipped) console.log(`  not counted on ${r.route}: ${s}`);

const allHits = new Map(); // chunk -> {found, routes}
for (const h of [...forbiddenHits, ...diskHits]) {
  const entry = allHits.get(h.chunk) ?? { found: h.found, routes: new Set() };
  if (h.route) entry.routes.add(h.route);
  allHits.set(h.chunk, entry);
}
if (allHits.size) {
  console.error('\n' + '!'.repeat(100));
  console.error('[bench] SERVER-ONLY CRYPTO LEAKED INTO BROWSER JAVASCRIPT (it must stay server-side):');
  for (const [chunk, { found, routes: rs }] of allHits) {
    const where = rs.size ? `loaded on first visit of ${[...rs].join(', ')}` : 'lazy chunk, on disk';
    console.error(`  ${chunk} (${where}):\n      ${found.join('\n      ')}`);
  }
  console.error('!'.repeat(100));
  await die('forbidden strings in browser chunks; BENCHMARKS.md not updated', { showLogs: false });
}
log(`no browser chunk contains ${FORBIDDEN.slice(0, 3).map(([label]) => label).join(' / ')} (or their minified signatures)`);
if (ONLY_ACCOUNT !== undefined) {
  await stopAll();
  log(`--account=${ONLY_ACCOUNT}: ${routes.length - 1} routes measured, each answered 200 at its own path; BENCHMARKS.md not updated`);
  process.exit(0);
}

// (b)
let lighthouseTable = ['_Skipped (BENCH_LIGHTHOUSE=0)._'];
if (WITH_LIGHTHOUSE) {
  log(`lighthouse: mobile, simulated throttling, ${LIGHTHOUSE_RUNS} runs per page…`);
  const pages = [
    { label: `${FLOOR_PAGE} (empty page: the floor)`, url: `${pageUrl}${FLOOR_PAGE}` },
    { label: '/m/home signed out', url: `${pageUrl}/m/home`, processor: true, lcpMs: TARGETS.lcpHomeOutMs },
    { label: '/m/home signed out, repeat visit (HTTP cache warm)', url: `${pageUrl}/m/home`, repeat: true },
    { label: '/m/home signed in', url: `${pageUrl}/m/home`, cookie: cookies.get(MEMBER), processor: true },
    { label: '/m/login', url: `${pageUrl}/m/login` },
    { label: '/m/gameLobby', url: `${pageUrl}/m/gameLobby` },
    { label: '/m/hot', url: `${pageUrl}/m/hot`, processor: true },
    { label: '/m/moreLottery (lottery list)', url: `${pageUrl}/m/moreLottery`, processor: true },
  ];
  let rows;
  try {
    rows = await lighthouseRuns(pages, { runs: LIGHTHOUSE_RUNS, log, trustedSpki: front?.spki });
  } catch (err) {
    await die(`lighthouse: ${err.message}`);
  }
  const [floor] = rows;
  const byLabel = new Map(pages.map((page) => [page.label, page]));
  const checks = (r) => {
    if (r === floor) return '(floor)';
    const missed = [];
    if (r.repeat) {
      // A second visit finds the scripts, fonts and images in the cache: its largest paint is held to the
      // floor's first-visit LCP itself, and to a second at most.
      if (r.lcp > floor.lcp) missed.push(`LCP (target ≤ the floor's ${fmt(floor.lcp / 1000, 2)} s)`);
      if (r.lcp > TARGETS.lcpRepeatMs) missed.push(`LCP (target ≤ ${fmt(TARGETS.lcpRepeatMs / 1000, 1)} s)`);
      if (r.cls > TARGETS.cls) missed.push('CLS');
      return missed.length ? `**missed: ${missed.join('; ')}**` : 'met (LCP ≤ the floor\'s and ≤ 1.0 s, CLS)';
    }
    const page = byLabel.get(r.label);
    const lcpLimit = page.lcpMs ?? TARGETS.lcpMs;
    if (r.performance < floor.performance - TARGETS.performanceBelowFloor) missed.push('performance');
    if (r.lcp > floor.lcp + TARGETS.lcpAboveFloorMs) missed.push('LCP (floor + 0.3 s)');
    if (r.lcp > lcpLimit) missed.push(`LCP (≤ ${fmt(lcpLimit / 1000, 1)} s)`);
    if (r.tbt > floor.tbt + TARGETS.tbtAboveFloorMs) missed.push('TBT');
    if (page.processor && r.tbt > floor.tbt * TARGETS.tbtFloorRatio) missed.push(`TBT (${fmt(r.tbt / floor.tbt, 1)}× the floor's, target ≤ 2×)`);
    if (page.processor && r.mainThread > floor.mainThread * TARGETS.mainThreadFloorRatio) {
      missed.push(`main-thread work (${fmt(r.mainThread / floor.mainThread, 1)}× the floor's, target ≤ 2×)`);
    }
    if (r.cls > TARGETS.cls) missed.push('CLS');
    if (r.accessibility < TARGETS.accessibility) missed.push(`accessibility (${r.failing.accessibility.join(', ')})`);
    if (r.bestPractices < TARGETS.bestPractices) missed.push(`best practices (${r.failing.bestPractices.join(', ')})`);
    return missed.length ? `**missed: ${missed.join('; ')}**` : 'all met';
  };
  lighthouseTable = [
    '| page | performance | LCP (s) | LCP lowest–highest (s) | TBT (ms) | CLS | FCP (s) | main-thread work (ms) | accessibility | best practices | targets |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.performance} | ${fmt(r.lcp / 1000, 2)} | ${r.lcpRange.map((ms) => fmt(ms / 1000, 2)).join('–')} | ${fmt(r.tbt, 0)} | ${fmt(r.cls, 3)} | ${fmt(r.fcp / 1000, 2)} | ${fmt(r.mainThread, 0)} | ` +
        `${r.accessibility} | ${r.bestPractices} | ${checks(r)} |`,
    ),
  ];
  console.log(`\nLighthouse (median of ${LIGHTHOUSE_RUNS})\n`);
  console.log(lighthouseTable.join('\n'));
}

// (d)
let slowTable = ['_Skipped (BENCH_SLOW_NETWORK=0)._'];
if (WITH_SLOW_NETWORK) {
  log(`slow network: ${SLOW_NETWORK.downloadKbps} kb/s, ${SLOW_NETWORK.latencyMs} ms, ${SLOW_RUNS} cold visits…`);
  let slow;
  try {
    slow = await slowNetworkRuns([{ label: '/m/home signed out', url: `${pageUrl}/m/home` }], { runs: SLOW_RUNS, log, trustedSpki: front?.spki });
  } catch (err) {
    await die(`slow network: ${err.message}`);
  }
  const range = (m, scale, digits) => `${fmt(m.median / scale, digits)} (${fmt(m.low / scale, digits)}–${fmt(m.high / scale, digits)})`;
  slowTable = [
    '| page | received before load (KiB) | target ≤ 250 KiB | LCP (s) | target ≤ 4 s | load event (s) | requests |',
    '|---|--:|---|--:|---|--:|--:|',
    ...slow.map(
      (r) =>
        `| ${r.label} | ${range(r.bytes, 1024, 0)} | ${verdict(r.bytes.median / 1024 <= TARGETS.slowBytesKiB)} | ${range(r.lcp, 1000, 2)} | ` +
        `${verdict(r.lcp.median <= TARGETS.slowLcpMs)} | ${range(r.loadMs, 1000, 1)} | ${r.requests} |`,
    ),
  ];
  console.log(`\nSlow network (${SLOW_NETWORK.downloadKbps} kb/s, ${SLOW_NETWORK.latencyMs} ms; median (lowest–highest) of ${SLOW_RUNS})\n`);
  console.log(slowTable.join('\n'));
}

// (c)
// A member's browser keeps the cookie each page view renews every SEEN_REFRESH_MS (10 min, lib/session/session.ts);
// autocannon cannot, and a cookie older than that is sealed again on every request, which no player pays. The
// Lighthouse runs above take longer than that: the member signs in again, as a browser holding a fresh cookie.
try {
  cookies.set(MEMBER, await signIn(baseUrl, MEMBER));
} catch (err) {
  await die(err.message);
}
log(`autocannon: ${CONNECTIONS} connections, ${DURATION}s per target (after a short warm-up)…`);
const loadTargets = [
  { key: 'floor', label: `${FLOOR_PAGE} (empty SSR page: the floor)`, path: FLOOR_PAGE },
  { key: 'homeOut', label: '/m/home signed out', path: '/m/home' },
  // What a visitor's home costs when it is rendered (the first visitor of a shared page's period): no target.
  { key: 'homeRendered', label: '/m/home signed out, rendered for each request (a query of its own)', path: '/m/home', unique: true },
  { key: 'homeIn', label: '/m/home signed in', path: '/m/home', cookie: cookies.get(MEMBER) },
  { key: 'login', label: '/m/login', path: '/m/login' },
  { key: 'hot', label: '/m/hot', path: '/m/hot' },
  { key: 'lottery', label: '/m/moreLottery (lottery list)', path: '/m/moreLottery' },
  // The shared pages with visitors spread over every language: the peak memory below includes them.
  {
    key: 'languages',
    label: `${SHARED_SCREENS.join(', ')} signed out, each request in the next of ${LANGUAGE_TAGS.length} languages (Accept-Language)`,
    path: '/m/home',
    languages: true,
  },
  { key: 'bare', label: `${BARE_HANDLER} (bare route handler)`, path: BARE_HANDLER },
  { key: 'bff', label: `${PROXIED_CALL.split('?')[0]} (game list through the BFF)`, path: PROXIED_CALL },
  { key: 'static', label: `${STATIC_FILE} (static file)`, path: STATIC_FILE },
];
const load = {};
try {
  // Every target once before any is measured: the first one measured must not pay for the server's cold start.
  for (const target of loadTargets) {
    await cannon(new URL(target.path, baseUrl).toString(), WARM_UP_SECONDS, `${target.label} first warm-up`, target.cookie, target.unique, target.languages);
  }
  for (const target of loadTargets) load[target.key] = await throughput(baseUrl, target);
} catch (err) {
  await die(`autocannon: ${err.message}`);
}
const memory = memoryMiB(app.pid);
await stopAll();

for (const r of Object.values(load)) {
  if (r.non2xx || r.errors || !r.total) {
    await die(`${r.label}: ${r.total} answers, ${r.non2xx} non-2xx answers, ${r.errors} errors (${r.timeouts} timeouts) out of ${r.total}`);
  }
}
const ratioRow = (r, floor, target) => {
  const ratio = r.rps / floor.rps;
  return `${fmt(ratio, 2)}× of ${floor === load.floor ? 'floor page' : 'bare handler'} (target ≥ ${target}: ${verdict(ratio >= target)})`;
};
const throughputTable = [
  '| target | req/s | p50 (ms) | p99 (ms) | requests | app CPU ms/req | simulator CPU ms/req | against its floor |',
  '|---|--:|--:|--:|--:|--:|--:|---|',
  ...loadTargets.map(({ key }) => {
    const r = load[key];
    let against = '';
    if (['homeOut', 'login', 'hot', 'lottery'].includes(key)) against = ratioRow(r, load.floor, TARGETS.ssrRatio);
    if (key === 'languages') against = `${fmt(r.rps / load.floor.rps, 2)}× of floor page (its target is the peak memory below)`;
    if (key === 'homeRendered') against = `${fmt(r.rps / load.floor.rps, 2)}× of floor page (no target: the cost of a visitor's page when no shared page answers)`;
    if (key === 'homeIn') {
      const p50Ratio = r.p50 / load.homeOut.p50;
      against = `${ratioRow(r, load.floor, TARGETS.ssrSignedInRatio)}; p50 ${fmt(p50Ratio, 2)}× the signed-out home's (target ≤ ${TARGETS.signedInP50Ratio}: ${verdict(p50Ratio <= TARGETS.signedInP50Ratio)})`;
    }
    if (key === 'bff') {
      const added = r.p50 - load.bare.p50;
      against = `${ratioRow(r, load.bare, TARGETS.bffRatio)}; p50 added ${fmt(added)} ms (target ≤ ${TARGETS.bffAddedP50Ms}: ${verdict(added <= TARGETS.bffAddedP50Ms)})`;
    }
    return `| ${r.label} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.total} | ${fmt(r.appCpu, 2)} | ${fmt(r.simCpu, 2)} | ${against} |`;
  }),
];
const memoryLine =
  `Server process memory: ${fmt(rss0.rss, 0)} MiB resident after start-up, ${fmt(memory.rss, 0)} MiB after the load, ` +
  `peak ${fmt(memory.peak, 0)} MiB (VmHWM; target ≤ ${TARGETS.peakMemoryMiB} MiB: ${verdict(memory.peak <= TARGETS.peakMemoryMiB)}), ` +
  `heap capped at ${HEAP_CAP_MB} MB as under \`npm start\`.`;
console.log(`\nThroughput and latency (${CONNECTIONS} connections, ${DURATION}s, loopback)\n`);
console.log(throughputTable.join('\n'));
console.log(`\n${memoryLine}`);

// ---------------------------------------------------------------------------------------------- BENCHMARKS.md

const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' });
const commit = git.status === 0 ? git.stdout.trim() + (dirty.stdout?.trim() ? ' (+ local changes)' : '') : 'unknown';
const cpu = cpus();
const machine = `${cpu.length} × ${cpu[0]?.model?.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${process.platform}`;
const section = [
  START,
  `_Last run ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} — commit ${commit}, Node ${process.version}, ${machine}; ` +
    `${CONNECTIONS} connections for ${DURATION}s per target on loopback (load generator and servers share the cores)._`,
  '',
  '### First-visit JavaScript',
  '',
  ...weightTable,
  '',
  sharedLine,
  '',
  `### Lighthouse (mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS})`,
  '',
  ...lighthouseTable,
  '',
  `### Slow network (${SLOW_NETWORK.downloadKbps} kb/s, ${SLOW_NETWORK.latencyMs} ms round trip, empty cache; median (lowest–highest) of ${SLOW_RUNS})`,
  '',
  ...slowTable,
  '',
  '### Throughput and latency',
  '',
  ...throughputTable,
  '',
  memoryLine,
  END,
].join('\n');

let md = existsSync(benchMd) ? readFileSync(benchMd, 'utf8') : '# Benchmarks\n';
const a = md.indexOf(START);
const b = md.indexOf(END);
md = a >= 0 && b > a ? md.slice(0, a) + section + md.slice(b + END.length) : `${md.trimEnd()}\n\n${section}\n`;
writeFileSync(benchMd, md);
log(`updated ${relative(root, benchMd)} (${statSync(benchMd).size} bytes)`);
process.exit(0);
