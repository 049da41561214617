#!/usr/bin/env node
// `npm run test:e2e [-- <playwright args>]`
//
// Builds (unless SKIP_BUILD=1), starts E2E_WORKERS pairs of platform-sim and the production standalone server on
// free loopback ports, waits for all of them, runs `npx playwright test <args>` with one Playwright worker per pair
// and exits with Playwright's exit code. Each worker owns its pair, so tests of different workers never share
// platform state (tests/e2e/support/fixtures.ts picks the pair by the worker's parallel index).
// Env given to Playwright: E2E_SERVERS, a JSON list of { baseURL, simURL, appPort, simPort, appPid,
// sessionSecret } (the secret so a spec can start a second app instance, e.g. against a dead upstream; the pid for
// the soak, which reads the app's memory). Server logs: test-results/app-<n>.log, sim-<n>.log.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withMemoryCaps } from './lib/heapCap.mjs';
import { createServerGroup, freePort, HOST, tail } from './lib/serverGroup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// One run at a time per checkout: runs share the build in .next. Re-executes itself under flock(1) when
// it is on the machine (util-linux); without it, runs are simply not serialised.
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

const isWin = process.platform === 'win32';
const serverJs = join(root, '.next', 'standalone', 'server.js');
const simJs = join(root, 'platform-sim', 'server.mjs');
const logDir = join(root, 'test-results');
const appLogPath = (n) => join(logDir, `app-${n}.log`);
const simLogPath = (n) => join(logDir, `sim-${n}.log`);

// Three pairs measured fastest on a 2-core machine (whole suite on the full browser: 2 workers 8.6 min, 3 workers
// 7.5, 4 workers 8.0 with a test retried): the browser, the app and the simulator of one worker wait on each other
// and on the platform timeouts the tests provoke, and a third worker fills those gaps until both cores are busy
// (99-100 % through the suite on the headless shell); a fourth only adds contention.
const workers = Number(process.env.E2E_WORKERS || 3);
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`[e2e] E2E_WORKERS must be a positive whole number, not ${process.env.E2E_WORKERS}`);
  process.exit(1);
}

const log = (msg) => console.log(`[e2e] ${msg}`);

// A server dying mid-run makes Playwright fail; say so clearly in the output.
const servers = createServerGroup({
  cwd: root,
  onUnexpectedExit: (child, how) => console.error(`[e2e] ${child.label} exited during the tests (${how})`),
});
const { start: startChild, stopAll, waitFor } = servers;
let cleaningUp = false;

function printLogTails() {
  for (const [label, path] of Array.from({ length: workers }, (_, n) => [
    [`app ${n}`, appLogPath(n)],
    [`sim ${n}`, simLogPath(n)],
  ]).flat()) {
    console.error(`\n----- tail of ${relative(root, path)} (${label}) -----\n${tail(path)}\n----- end of ${label} log -----`);
  }
}

async function finish(code, { showLogs = code !== 0 } = {}) {
  if (cleaningUp) return;
  cleaningUp = true;
  await stopAll();
  if (showLogs) printLogTails();
  process.exit(code);
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    log(`${sig}: stopping servers`);
    finish(130, { showLogs: false });
  });
}

// ---------------------------------------------------------------------------------------------------------------

if (process.env.SKIP_BUILD === '1') {
  log('SKIP_BUILD=1: using the existing build');
} else {
  log('building (npm run build)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: isWin });
  if (r.status !== 0) {
    console.error(`[e2e] build failed (${r.signal ?? `exit code ${r.status}`})`);
    process.exit(r.status || 1);
  }
}
if (!existsSync(serverJs)) {
  console.error(`[e2e] ${relative(root, serverJs)} is missing; run \`npm run build\` (or drop SKIP_BUILD=1)`);
  process.exit(1);
}
if (!existsSync(simJs)) {
  console.error(`[e2e] ${relative(root, simJs)} is missing`);
  process.exit(1);
}

mkdirSync(logDir, { recursive: true });
const taken = new Set();
async function unusedPort() {
  let port = await freePort();
  while (taken.has(port)) port = await freePort();
  taken.add(port);
  return port;
}

/** One simulator and one app in front of it, on ports of their own; resolves once both answer. */
async function startPair(n) {
  const simPort = await unusedPort();
  const appPort = await unusedPort();
  const simURL = `http://${HOST}:${simPort}`;
  const baseURL = `http://${HOST}:${appPort}`;
  const sessionSecret = randomBytes(36).toString('base64url'); // 48 chars

  let simReady = false;
  const sim = startChild(
    `platform-sim ${n}`,
    [simJs],
    { ...process.env, SIM_PORT: String(simPort), SIM_HOST: HOST },
    simLogPath(n),
    (line) => {
      if (line.includes('platform-sim listening on')) simReady = true;
    },
  );

  const appEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(appPort),
    HOSTNAME: HOST,
    UPSTREAM_URL: simURL,
    SESSION_SECRET: sessionSecret,
    SETTINGS_TTL_MS: '1000',
    TEST_CONTROL: 'true',
    // The suite plays the balancer: a spec that is another visitor sends the X-Forwarded-For one would append.
    TRUSTED_PROXIES: '1',
    // Specs switch the platform and look at once; shared answers (SHARED_ANSWER_MS) are unit-tested instead.
    SHARED_ANSWER_MS: '0',
    // Fault tests make the platform hang; players would wait 8 s, the suite need not.
    PLATFORM_TIMEOUT_MS: '2500',
    // One internal and one external extra route, for the not-found and extra-route tests.
    EXTRA_ROUTES: JSON.stringify({ '/promo': '/m/activity', '/help': 'https://help.example.com/' }),
    NEXT_TELEMETRY_DISABLED: '1',
    // The heap a 512 MB container gives the app and its malloc arenas (scripts/lib/heapCap.mjs), which the soak's
    // memory bound (tests/e2e/soak.spec.ts) assumes.
    ...withMemoryCaps(process.env),
  };
  const app = startChild(`app ${n}`, [serverJs], appEnv, appLogPath(n));

  await waitFor(`platform-sim ${n} ready line`, async () => simReady, sim, 30000);
  await waitFor(
    `${baseURL}/api/health to answer`,
    async () => {
      try {
        await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5000) });
        return true; // any status: the app is up
      } catch {
        return false;
      }
    },
    app,
    90000,
  );
  log(`pair ${n}: app ${baseURL} (log ${relative(root, appLogPath(n))}), platform-sim ${simURL} (log ${relative(root, simLogPath(n))})`);
  return { baseURL, simURL, appPort, simPort, appPid: app.pid, sessionSecret };
}

let pairs;
try {
  pairs = await Promise.all(Array.from({ length: workers }, (_, n) => startPair(n)));
} catch (err) {
  console.error(`[e2e] ${err.message}`);
  await finish(1);
}

// A run of chosen spec files runs just those: the floods project waits for every other project (playwright.config.ts),
// which a filter would otherwise pull in whole.
const args = process.argv.slice(2);
const chosenFiles = args.some((arg) => /\.spec\.ts(:\d+)*$/.test(arg));
const pw = spawn('npx', ['playwright', 'test', ...args, ...(chosenFiles && !args.includes('--no-deps') ? ['--no-deps'] : [])], {
  cwd: root,
  stdio: 'inherit',
  shell: isWin,
  env: { ...process.env, E2E_SERVERS: JSON.stringify(pairs) },
});
const code = await new Promise((resolve) => {
  pw.on('error', (err) => {
    console.error(`[e2e] could not run playwright: ${err.message}`);
    resolve(1);
  });
  pw.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
});
log(`playwright exited with code ${code}`);
await finish(code);
