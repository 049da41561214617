#!/usr/bin/env node
// `npm run sizing`: what one replica serves at the memory cap a pod gets (README "Running many replicas").
//
// Starts redis-server, the reference platform and one replica configured as deploy/ configures it (heap capped at
// 256 MB, REDIS_URL, request logs on, shared answers on), warms it up, then runs autocannon for SIZING_DURATION
// (15) seconds per target at SIZING_CONNECTIONS (10) connections, loopback only: home and a BFF call, signed out
// and signed in. Prints req/s, latency, the replica's CPU per request and its peak memory. Needs a build.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD } from './lib/heapCap.mjs';
import { createServerGroup, freePort, HOST } from './lib/serverGroup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverJs = join(root, '.next', 'standalone', 'server.js');
const logDir = join(root, 'test-results', 'sizing');
const duration = Number(process.env.SIZING_DURATION ?? 15);
const connections = Number(process.env.SIZING_CONNECTIONS ?? 10);
const HEAP_MB = 256;

if (!existsSync(serverJs)) {
  console.error('[sizing] no build: run `npm run build` first');
  process.exit(1);
}
mkdirSync(logDir, { recursive: true });
const servers = createServerGroup({ cwd: root });
const [redisPort, simPort, appPort] = [await freePort(), await freePort(), await freePort()];
const base = `http://${HOST}:${appPort}`;

const redis = servers.start('redis', ['--port', String(redisPort), '--bind', HOST, '--save', '', '--appendonly', 'no'], process.env, join(logDir, 'redis.log'), undefined, {
  command: 'redis-server',
});
let simReady = false;
const sim = servers.start('sim', [join(root, 'platform-sim', 'server.mjs')], { ...process.env, SIM_PORT: String(simPort), SIM_HOST: HOST }, join(logDir, 'sim.log'), (line) => {
  if (line.includes('listening on')) simReady = true;
});
await servers.waitFor('the simulator', async () => simReady, sim, 30000);
const app = servers.start(
  'app',
  [serverJs],
  {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(appPort),
    HOSTNAME: HOST,
    UPSTREAM_URL: `http://${HOST}:${simPort}`,
    SESSION_SECRET: randomBytes(36).toString('base64url'),
    REDIS_URL: `redis://${HOST}:${redisPort}`,
    // Every request of the run comes from one address: the per-address sign-in limit is not what is measured.
    RATE_LIMIT_LOGIN: '0',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
    MALLOC_ARENA_MAX,
    MALLOC_MMAP_THRESHOLD_: MALLOC_MMAP_THRESHOLD,
  },
  join(logDir, 'app.log'),
);
await servers.waitFor('the replica', async () => (await fetch(`${base}/api/health/ready`).catch(() => null))?.ok === true, app, 90000);
void redis;

const signIn = await fetch(`${base}/wps/session/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
  body: JSON.stringify({ username: 'demo01', password: 'Demo1234', type: 'username' }),
});
const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

const targets = [
  { name: '/m/home signed out', path: '/m/home' },
  { name: '/m/home signed in', path: '/m/home', headers: { cookie } },
  { name: 'BFF /lgw/games/mobile signed out', path: '/lgw/games/mobile?gameType=RNG&pageNo=1' },
  { name: 'BFF /wps/member/info signed in', path: '/wps/member/info', headers: { cookie } },
];

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
const status = (pid, key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const run = (target, seconds) =>
  autocannon({ url: `${base}${target.path}`, headers: target.headers ?? {}, connections, duration: seconds });

for (const target of targets) await run(target, 3);
const rows = [];
for (const target of targets) {
  const before = cpuMs(app.pid);
  const result = await run(target, duration);
  const cpu = cpuMs(app.pid) - before;
  const ok = result['2xx'];
  rows.push(
    `| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} | ${(cpu / Math.max(1, ok)).toFixed(1)} |`,
  );
}
const peak = status(app.pid, 'VmHWM');
const resident = status(app.pid, 'VmRSS');
await servers.stopAll();

console.log(`\nOne replica, heap capped at ${HEAP_MB} MB, ${connections} connections, ${duration} s per target:\n`);
console.log('| target | req/s | p50 (ms) | p99 (ms) | non-2xx or errors | replica CPU ms/req |');
console.log('|---|--:|--:|--:|--:|--:|');
for (const row of rows) console.log(row);
console.log(`\nReplica memory: ${Math.round(resident)} MiB resident at the end, peak ${Math.round(peak)} MiB (VmHWM).`);
