#!/usr/bin/env node
// `npm run test:e2e [-- <playwright args>]`
//
// Builds (unless SKIP_BUILD=1), starts platform-sim and the production standalone server on free loopback
// ports, waits for both, runs `npx playwright test <args>` and exits with Playwright's exit code.
// Env given to Playwright: BASE_URL, SIM_URL, APP_PORT, SIM_PORT, UPSTREAM_URL, SESSION_SECRET (so a spec can
// start a second app instance, e.g. against a dead upstream), APP_PID (the app's process, whose memory the soak
// reads). Server logs: test-results/app.log, sim.log.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withHeapCap } from './lib/heapCap.mjs';
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
const appLogPath = join(logDir, 'app.log');
const simLogPath = join(logDir, 'sim.log');

const log = (msg) => console.log(`[e2e] ${msg}`);

// A server dying mid-run makes Playwright fail; say so clearly in the output.
const servers = createServerGroup({
  cwd: root,
  onUnexpectedExit: (child, how) => console.error(`[e2e] ${child.label} exited during the tests (${how})`),
});
const { start: startChild, stopAll, waitFor } = servers;
let cleaningUp = false;

function printLogTails() {
  for (const [label, path] of [
    ['app', appLogPath],
    ['sim', simLogPath],
  ]) {
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
const simPort = await freePort();
let appPort = await freePort();
while (appPort === simPort) appPort = await freePort();
const SIM_URL = `http://${HOST}:${simPort}`;
const BASE_URL = `http://${HOST}:${appPort}`;
const SESSION_SECRET = randomBytes(36).toString('base64url'); // 48 chars

let simReady = false;
const sim = startChild(
  'platform-sim',
  [simJs],
  { ...process.env, SIM_PORT: String(simPort), SIM_HOST: HOST },
  simLogPath,
  (line) => {
    if (line.includes('platform-sim listening on')) simReady = true;
  },
);

const appEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(appPort),
  HOSTNAME: HOST,
  UPSTREAM_URL: SIM_URL,
  SESSION_SECRET,
  SETTINGS_TTL_MS: '1000',
  TEST_CONTROL: 'true',
  // Specs switch the platform and look at once; shared answers (SHARED_ANSWER_MS) are unit-tested instead.
  SHARED_ANSWER_MS: '0',
  // Fault tests make the platform hang; players would wait 8 s, the suite need not.
  PLATFORM_TIMEOUT_MS: '2500',
  // One internal and one external extra route, for the not-found and extra-route tests.
  EXTRA_ROUTES: JSON.stringify({ '/promo': '/m/activity', '/help': 'https://help.example.com/' }),
  NEXT_TELEMETRY_DISABLED: '1',
  // The heap a 512 MB container gives the app (scripts/lib/heapCap.mjs), which the soak's memory bound
  // (tests/e2e/soak.spec.ts) assumes.
  NODE_OPTIONS: withHeapCap(process.env.NODE_OPTIONS),
};
const app = startChild('app', [serverJs], appEnv, appLogPath);

try {
  await waitFor('platform-sim ready line', async () => simReady, sim, 30000);
  await waitFor(
    `${BASE_URL}/api/health to answer`,
    async () => {
      try {
        await fetch(`${BASE_URL}/api/health`, { signal: AbortSignal.timeout(5000) });
        return true; // any status: the app is up
      } catch {
        return false;
      }
    },
    app,
    90000,
  );
} catch (err) {
  console.error(`[e2e] ${err.message}`);
  await finish(1);
}
log(`app ${BASE_URL} (log ${relative(root, appLogPath)}), platform-sim ${SIM_URL} (log ${relative(root, simLogPath)})`);

const pw = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  shell: isWin,
  env: {
    ...process.env,
    BASE_URL,
    SIM_URL,
    APP_PORT: String(appPort),
    SIM_PORT: String(simPort),
    UPSTREAM_URL: SIM_URL,
    SESSION_SECRET,
    APP_PID: String(app.pid),
  },
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
