#!/usr/bin/env node
// `npm run bench`: first-visit JavaScript weight per route and server throughput/latency.
// Never part of `npm test`; results go to stdout and the bench section of BENCHMARKS.md.
//
// (a) For each route in scripts/bench-routes.json: fetch the HTML, collect every same-origin <script src>
//     (/_next/...; `nomodule` polyfills are listed but not counted: modern browsers skip them), fetch each,
//     gzip -9, sum; report chunks shared between routes / by every route. Exit 1 if any browser chunk (served
//     or on disk under .next/static) contains node-forge, BigInteger.prototype.modPow or CryptoJS.DES, or the
//     minified signatures of those libraries (crypto must stay server-side).
// (b) autocannon, 20 connections, BENCH_DURATION seconds (default 10) each on /m/home and /bench.txt.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerGroup, freePort, HOST, tail } from './lib/serverGroup.mjs';
import { constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

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
const CONNECTIONS = 20;
const THROUGHPUT_ROUTE = '/m/home';
const STATIC_FILE = '/bench.txt';
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const log = (msg) => console.log(`[bench] ${msg}`);
const kib = (n) => (n / 1024).toFixed(1);

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
  for (const route of routes) {
    const res = await fetch(new URL(route, baseUrl), { headers: { 'User-Agent': MOBILE_UA, Accept: 'text/html' } });
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

function cannon(url, duration, title) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, title, headers: { 'User-Agent': MOBILE_UA, Accept: 'text/html' } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
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

async function throughput(baseUrl, path) {
  const url = new URL(path, baseUrl).toString();
  await cannon(url, Math.min(3, Math.max(1, Math.round(DURATION / 5))), `${path} warm-up`);
  const before = { app: groupCpuMs(app.pid), sim: groupCpuMs(sim.pid) };
  const r = await cannon(url, DURATION, path);
  const total = r.requests.total || NaN;
  return {
    appCpu: (groupCpuMs(app.pid) - before.app) / total,
    simCpu: (groupCpuMs(sim.pid) - before.sim) / total,
    path,
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
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

const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
if (!Array.isArray(routes) || !routes.length || !routes.every((r) => typeof r === 'string' && r.startsWith('/'))) {
  console.error(`[bench] ${relative(root, routesFile)} must be a non-empty JSON array of paths`);
  process.exit(1);
}

let rootMainFiles = new Set();
try {
  const manifest = JSON.parse(readFileSync(join(root, '.next', 'build-manifest.json'), 'utf8'));
  rootMainFiles = new Set((manifest.rootMainFiles ?? []).map((f) => `/_next/${f}`));
} catch {
  /* older layout: no framework split */
}

mkdirSync(logDir, { recursive: true });
const simPort = await freePort();
let appPort = await freePort();
while (appPort === simPort) appPort = await freePort();
const simUrl = `http://${HOST}:${simPort}`;
const baseUrl = `http://${HOST}:${appPort}`;

let simReady = false;
const sim = startChild('sim', [simJs], { ...process.env, SIM_PORT: String(simPort), SIM_HOST: HOST }, (line) => {
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
});

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
} catch (err) {
  await die(err.message);
}
log(`app ${baseUrl}, simulator ${simUrl}; ${cpus().length} cores; BENCH_DURATION=${DURATION}s`);

// (a)
const diskHits = scanStaticChunks();
let weight;
try {
  weight = await measureRoutes(baseUrl, routes, rootMainFiles);
} catch (err) {
  await die(err.message);
}
const { results, chunkCache, usedBy, forbiddenHits } = weight;

const weightTable = [
  '| route | scripts | JS raw (KiB) | JS gzip -9 (KiB) | framework, every route (gzip KiB) | only this route (gzip KiB) | HTML gzip (KiB) |',
  '|---|--:|--:|--:|--:|--:|--:|',
  ...results.map(
    (r) =>
      `| ${r.route} | ${r.chunks.length} | ${kib(r.raw)} | **${kib(r.gz)}** | ${kib(r.frameworkGz)} | ${routes.length > 1 ? kib(r.ownGz) : '–'} | ${kib(r.htmlGz)} |`,
  ),
];
const sharedChunks = [...usedBy.entries()].filter(([, s]) => s.size > 1);
const sharedGz = sharedChunks.reduce((s, [c]) => s + chunkCache.get(c).gz, 0);
const sharedLine =
  routes.length > 1
    ? `Chunks shared by two or more of the ${routes.length} routes: ${sharedChunks.length}, ${kib(sharedGz)} KiB gzip ` +
      `(loaded once, then cached); framework chunks (build-manifest rootMainFiles, every route): ${rootMainFiles.size}.`
    : `Only one route listed in scripts/bench-routes.json: cross-route sharing is reported once more are added; ` +
      `framework chunks (build-manifest rootMainFiles, every route): ${rootMainFiles.size}.`;

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

// (b)
log(`autocannon: ${CONNECTIONS} connections, ${DURATION}s per target (after a short warm-up)…`);
let page;
let file;
try {
  page = await throughput(baseUrl, THROUGHPUT_ROUTE);
  file = await throughput(baseUrl, STATIC_FILE);
} catch (err) {
  await die(`autocannon: ${err.message}`);
}
await stopAll();

for (const r of [page, file]) {
  if (r.non2xx || r.errors) {
    await die(`${r.path}: ${r.non2xx} non-2xx answers, ${r.errors} errors (${r.timeouts} timeouts) out of ${r.total}`, {
      showLogs: true,
    });
  }
}
const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');
const row = (r, label) =>
  `| ${label} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.total} | ${fmt(r.appCpu, 2)} | ${fmt(r.simCpu, 2)} |`;
const throughputTable = [
  '| target | req/s | p50 latency (ms) | p99 latency (ms) | requests | app CPU ms/req | simulator CPU ms/req |',
  '|---|--:|--:|--:|--:|--:|--:|',
  row(page, `${THROUGHPUT_ROUTE} (server-rendered page)`),
  row(file, `${STATIC_FILE} (static file, same server)`),
  `| ratio page ÷ static | ${fmt(page.rps / file.rps, 2)}× | ${fmt(page.p50 / file.p50, 1)}× | ${fmt(page.p99 / file.p99, 1)}× | | ${fmt(page.appCpu / file.appCpu, 1)}× | |`,
];
console.log(`\nThroughput and latency (${CONNECTIONS} connections, ${DURATION}s, loopback)\n`);
console.log(throughputTable.join('\n'));

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
  '### Throughput and latency',
  '',
  ...throughputTable,
  END,
].join('\n');

let md = existsSync(benchMd) ? readFileSync(benchMd, 'utf8') : '# Benchmarks\n';
const a = md.indexOf(START);
const b = md.indexOf(END);
md = a >= 0 && b > a ? md.slice(0, a) + section + md.slice(b + END.length) : `${md.trimEnd()}\n\n${section}\n`;
writeFileSync(benchMd, md);
log(`updated ${relative(root, benchMd)} (${statSync(benchMd).size} bytes)`);
process.exit(0);
