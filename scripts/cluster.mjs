#!/usr/bin/env node
// `npm run test:cluster`: many replicas of one merchant with real parts, on loopback.
//
// Builds (unless SKIP_BUILD=1), then starts a real redis-server, the reference platform, REPLICAS (3) app
// replicas on their own ports sharing REDIS_URL and SESSION_SECRET, and HAProxy in front (round robin, appending
// X-Forwarded-For, readiness checks on /api/health/ready), then runs `node --test tests/cluster/` against them.
// Debian's redis-server and haproxy must be installed (.ci/run installs them).
//
// The tests stop, kill and start replicas and Redis through a small control server of this script (CONTROL_URL),
// as an operator or Kubernetes would. Logs: test-results/cluster/*.log.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD } from './lib/heapCap.mjs';
import { alive, createServerGroup, freePort, HOST, tail } from './lib/serverGroup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Shares the build in .next with the e2e run: one at a time per checkout (see scripts/e2e.mjs).
if (!process.env.E2E_LOCKED && process.platform !== 'win32') {
  const probe = spawnSync('flock', ['--version'], { stdio: 'ignore' });
  if (probe.status === 0) {
    const locked = spawnSync('flock', [join(root, '.next-e2e.lock'), process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, E2E_LOCKED: '1' },
    });
    process.exit(locked.status ?? 1);
  }
}

const REPLICAS = Number(process.env.REPLICAS ?? 3);
const serverJs = join(root, '.next', 'standalone', 'server.js');
const simJs = join(root, 'platform-sim', 'server.mjs');
const logDir = join(root, 'test-results', 'cluster');
const log = (msg) => console.log(`[cluster] ${msg}`);

for (const [binary, pkg] of [['redis-server', 'redis-server'], ['haproxy', 'haproxy']]) {
  if (spawnSync(binary, ['-v'], { stdio: 'ignore' }).error) {
    console.error(`[cluster] ${binary} is not installed: apt-get install -y ${pkg} (.ci/run does)`);
    process.exit(1);
  }
}

if (process.env.SKIP_BUILD === '1') {
  log('SKIP_BUILD=1: using the existing build');
} else {
  log('building (npm run build)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status || 1);
}
if (!existsSync(serverJs)) {
  console.error(`[cluster] ${relative(root, serverJs)} is missing; run \`npm run build\` (or drop SKIP_BUILD=1)`);
  process.exit(1);
}
mkdirSync(logDir, { recursive: true });

// Children this script stops on purpose are not failures.
const servers = createServerGroup({
  cwd: root,
  onUnexpectedExit: (child, how) => {
    if (!child.expectedExit) console.error(`[cluster] ${child.label} exited during the tests (${how})`);
  },
});

const ports = new Set();
async function uniquePort() {
  for (;;) {
    const port = await freePort();
    if (!ports.has(port)) {
      ports.add(port);
      return port;
    }
  }
}

const redisPort = await uniquePort();
const simPort = await uniquePort();
const balancerPort = await uniquePort();
const appPorts = [];
for (let i = 0; i < REPLICAS; i += 1) appPorts.push(await uniquePort());

const REDIS_URL = `redis://${HOST}:${redisPort}`;
const SIM_URL = `http://${HOST}:${simPort}`;
const LB_URL = `http://${HOST}:${balancerPort}`;
const APP_URLS = appPorts.map((port) => `http://${HOST}:${port}`);
const SESSION_SECRET = randomBytes(36).toString('base64url');
const METRICS_TOKEN = randomBytes(24).toString('base64url');
const SETTINGS_TTL_MS = 1000;

// The limits the suite proves across replicas, low enough to reach in a few requests. The window is long so a
// run does not straddle two windows; each test speaks from its own loopback address (its own visitor IP).
const limits = { RATE_LIMIT_LOGIN: '6', RATE_LIMIT_SMS: '3', RATE_LIMIT_WINDOW_SECONDS: '600' };

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

// ---- the parts ------------------------------------------------------------------------------------------------

let redis;
async function startRedis() {
  redis = servers.start(
    'redis',
    ['--port', String(redisPort), '--bind', HOST, '--save', '', '--appendonly', 'no', '--maxmemory', '64mb', '--maxmemory-policy', 'volatile-ttl'],
    process.env,
    join(logDir, 'redis.log'),
    undefined,
    { command: 'redis-server', append: true },
  );
  await servers.waitFor('redis-server to accept connections', () => canConnect(redisPort), redis, 15000);
}

let simReady = false;
const sim = servers.start('platform-sim', [simJs], { ...process.env, SIM_PORT: String(simPort), SIM_HOST: HOST }, join(logDir, 'sim.log'), (line) => {
  if (line.includes('platform-sim listening on')) simReady = true;
});

const appEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOSTNAME: HOST,
  UPSTREAM_URL: SIM_URL,
  SESSION_SECRET,
  REDIS_URL,
  METRICS_TOKEN,
  SETTINGS_TTL_MS: String(SETTINGS_TTL_MS),
  SHARED_ANSWER_MS: '0',
  PLATFORM_TIMEOUT_MS: '2500',
  TRUSTED_PROXIES: '1',
  SHUTDOWN_DRAIN_MS: '1500',
  SHUTDOWN_TIMEOUT_MS: '10000',
  TEST_CONTROL: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_MANUAL_SIG_HANDLE: 'true',
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=256`.trim(),
  MALLOC_ARENA_MAX,
  MALLOC_MMAP_THRESHOLD_: MALLOC_MMAP_THRESHOLD,
  ...limits,
};

const replicas = [];
async function startReplica(index) {
  const child = servers.start(`app${index + 1}`, [serverJs], { ...appEnv, PORT: String(appPorts[index]) }, join(logDir, `app${index + 1}.log`), undefined, {
    append: true,
  });
  replicas[index] = child;
  await servers.waitFor(`app${index + 1} to be ready`, () => answers(`${APP_URLS[index]}/api/health/ready`), child, 90000);
  return child;
}

/** Sends `signal` and waits for the exit; answers how long the process took to go. */
async function stopChild(child, signal) {
  if (!child || !alive(child)) return { exitCode: child?.exitCode ?? null, ms: 0 };
  child.expectedExit = true;
  const started = Date.now();
  const exited = new Promise((resolve) => child.once('exit', (code, sig) => resolve({ exitCode: code, signal: sig })));
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
  const result = await exited;
  return { ...result, ms: Date.now() - started };
}

function haproxyConfig() {
  const backends = appPorts.map((port, i) => `  server app${i + 1} ${HOST}:${port}`).join('\n');
  return `# Generated by scripts/cluster.mjs; deploy/compose/haproxy.cfg is the same balancer for docker compose.
global
  maxconn 4096

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout check 1s
  # One request per connection to a replica: a replica that closes its listener never meets a reused connection.
  option http-server-close
  # Appends the client's address to X-Forwarded-For (TRUSTED_PROXIES=1).
  option forwardfor
  # A request that could not reach a replica goes to another one; a GET whose replica died mid-answer too.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  default-server check inter 500ms fall 1 rise 1

frontend web
  bind ${HOST}:${balancerPort}
  http-request set-header X-Request-Id %[uuid]
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  # A write that may have reached a replica is never sent twice by the balancer (money writes carry their own key).
  http-request disable-l7-retry if !METH_GET
${backends}
`;
}

// ---- the control server the tests drive ------------------------------------------------------------------------

async function control(method, path) {
  const replica = /^\/replica\/(\d+)\/(kill|stop|start)$/.exec(path);
  if (method === 'POST' && replica) {
    const index = Number(replica[1]) - 1;
    if (!(index >= 0 && index < REPLICAS)) return [404, { error: 'no such replica' }];
    const action = replica[2];
    if (action === 'start') {
      if (replicas[index] && alive(replicas[index])) return [409, { error: 'already running' }];
      const started = Date.now();
      await startReplica(index);
      return [200, { ms: Date.now() - started }];
    }
    return [200, await stopChild(replicas[index], action === 'kill' ? 'SIGKILL' : 'SIGTERM')];
  }
  if (method === 'POST' && path === '/redis/stop') return [200, await stopChild(redis, 'SIGKILL')];
  if (method === 'POST' && path === '/redis/start') {
    if (alive(redis)) return [409, { error: 'already running' }];
    await startRedis();
    return [200, {}];
  }
  return [404, { error: 'unknown control call' }];
}

const controlServer = createServer((request, response) => {
  control(request.method, request.url).then(
    ([status, body]) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    },
    (error) => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: error.message }));
    },
  );
});
const controlPort = await uniquePort();
await new Promise((resolve) => controlServer.listen(controlPort, HOST, resolve));

// ---- run --------------------------------------------------------------------------------------------------------

let finishing = false;
async function finish(code) {
  if (finishing) return;
  finishing = true;
  controlServer.close();
  await servers.stopAll();
  if (code !== 0) {
    for (const child of servers.children.filter((one, i, all) => all.findIndex((other) => other.logPath === one.logPath) === i)) {
      if (child.logPath) console.error(`\n----- tail of ${relative(root, child.logPath)} -----\n${tail(child.logPath, 30)}`);
    }
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => finish(130));

const haproxyCfg = join(logDir, 'haproxy.cfg');
try {
  await startRedis();
  await servers.waitFor('platform-sim ready line', async () => simReady, sim, 30000);
  // One after the other: three cold starts at once on two cores only make each slower.
  for (let i = 0; i < REPLICAS; i += 1) await startReplica(i);
  writeFileSync(haproxyCfg, haproxyConfig());
  const check = spawnSync('haproxy', ['-c', '-f', haproxyCfg], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stdout}${check.stderr}`);
  const balancer = servers.start('haproxy', ['-db', '-f', haproxyCfg], process.env, join(logDir, 'haproxy.log'), undefined, { command: 'haproxy' });
  await servers.waitFor('the balancer to answer', () => answers(`${LB_URL}/api/health/ready`), balancer, 15000);
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  await finish(1);
}
log(`balancer ${LB_URL} -> ${APP_URLS.join(', ')}; redis ${REDIS_URL}; platform-sim ${SIM_URL}; logs in ${relative(root, logDir)}`);

const started = Date.now();
// `npm run test:cluster -- tests/cluster/07-failover.test.mjs` runs only the files named.
const files = process.argv.slice(2).length ? process.argv.slice(2) : ['tests/cluster/'];
const runner = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    LB_URL,
    APP_URLS: APP_URLS.join(','),
    SIM_URL,
    REDIS_URL,
    METRICS_TOKEN,
    CONTROL_URL: `http://${HOST}:${controlPort}`,
    SETTINGS_TTL_MS: String(SETTINGS_TTL_MS),
    APP_LOGS: appPorts.map((_, i) => join(logDir, `app${i + 1}.log`)).join(','),
    ...limits,
  },
});
const code = await new Promise((resolve) => runner.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
log(`tests exited with code ${code} after ${Math.round((Date.now() - started) / 1000)} s`);
await finish(code);
