#!/usr/bin/env node
// `npm start` (production standalone server) and `npm run dev` (`--dev`, next dev).
//
// - No build yet (.next/standalone/server.js missing) -> `npm run build` first (production mode only).
// - UPSTREAM_URL unset -> start the reference platform (platform-sim) on SIM_PORT (default 4010), wait for its
//   ready line and point UPSTREAM_URL at it. With UPSTREAM_URL set no simulator is started.
// - SESSION_SECRET unset and the simulator embedded -> random 48-char demo secret (with a warning). With a real
//   upstream nothing is generated: the production server then refuses to start, which an operator must see.
// - Starts the app on PORT (default 3000) and prints http://localhost:PORT/m/home once it accepts connections. The
//   production server's heap is capped as in the image and the tests (scripts/lib/heapCap.mjs) unless NODE_OPTIONS
//   already sets --max-old-space-size.
// - Ctrl-C / SIGTERM stops both; if either child exits, the other is stopped and this script exits non-zero.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { connect, isIP } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { HEAP_CAP_MB, withMemoryCaps } from './lib/heapCap.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const isWin = process.platform === 'win32';
const serverJs = join(root, '.next', 'standalone', 'server.js');
const simJs = join(root, 'platform-sim', 'server.mjs');
const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const log = (msg) => console.log(`[start] ${msg}`);
const fail = (msg) => {
  console.error(`[start] ${msg}`);
  process.exit(1);
};

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
// HOSTNAME is also the machine name in many shells/containers; only honour it when it is a bind address.
// Loopback by default: exposing the app takes a deliberate HOSTNAME=0.0.0.0 (the Dockerfile does so), behind a proxy
// whose X-Forwarded-For entries TRUSTED_PROXIES lets the app believe (README, Security).
const envHost = process.env.HOSTNAME;
const bindHost = envHost && (isIP(envHost) || envHost === 'localhost') ? envHost : '127.0.0.1';

const children = new Map(); // name -> ChildProcess
let shuttingDown = false;

function startChild(name, args, env, { pipeOutput = false } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    // Own process group (POSIX) so the whole tree (next dev forks workers) can be signalled at once,
    // and so a terminal Ctrl-C reaches only this script, which then stops the children in order.
    detached: !isWin,
    stdio: ['ignore', pipeOutput ? 'pipe' : 'inherit', pipeOutput ? 'pipe' : 'inherit'],
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (shuttingDown) return;
    console.error(`[start] ${name} exited unexpectedly (${signal ?? `code ${code}`}); stopping the rest`);
    shutdown(code && code !== 0 ? code : 1);
  });
  child.on('error', (err) => {
    if (shuttingDown) return;
    console.error(`[start] could not run ${name}: ${err.message}`);
    shutdown(1);
  });
  return child;
}

function signalChild(child, sig) {
  try {
    if (!isWin && child.pid) process.kill(-child.pid, sig);
    else child.kill(sig);
  } catch {
    /* already gone */
  }
}

async function stopChild(child, timeoutMs = 8000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((res) => child.once('exit', res));
  signalChild(child, 'SIGTERM');
  const timer = setTimeout(() => signalChild(child, 'SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

async function shutdown(exitCode) {
  if (shuttingDown) return;
  shuttingDown = true;
  // App first (it talks to the simulator), then the simulator.
  const order = ['app', 'sim'].map((n) => children.get(n)).filter(Boolean);
  for (const child of order) await stopChild(child);
  process.exit(exitCode);
}

let firstSignalAt = 0;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    // Under `npm start` a terminal Ctrl-C arrives twice (from the terminal and forwarded by npm): only a
    // repeated Ctrl-C a moment later means "stop waiting for a graceful stop".
    if (firstSignalAt) {
      if (Date.now() - firstSignalAt < 1000) return;
      for (const child of children.values()) signalChild(child, 'SIGKILL');
      process.exit(130);
    }
    firstSignalAt = Date.now();
    console.log(`\n[start] ${sig}: stopping…`);
    shutdown(0);
  });
}

function waitForSimReady(child, timeoutMs = 30000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platform-sim not ready after ${timeoutMs} ms`)), timeoutMs);
    const onExit = (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`platform-sim exited before it was ready (${signal ?? `code ${code}`})`));
    };
    child.once('exit', onExit);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        (stream === child.stderr ? process.stderr : process.stdout).write(`[sim] ${line}\n`);
        const m = /platform-sim listening on (https?:\/\/\S+)/.exec(line);
        if (m) {
          clearTimeout(timer);
          child.off('exit', onExit);
          // A wildcard bind address is not something to connect to.
          resolve(m[1].replace(/\/+$/, '').replace('//0.0.0.0:', '//127.0.0.1:').replace('//[::]:', '//127.0.0.1:'));
        }
      });
    }
  });
}

function canConnect(host, p) {
  return new Promise((resolve) => {
    const sock = connect({ host, port: p });
    sock.setTimeout(1000);
    sock.once('connect', () => {
      sock.destroy();
      resolve(true);
    });
    sock.once('timeout', () => {
      sock.destroy();
      resolve(false);
    });
    sock.once('error', () => resolve(false));
  });
}

async function waitForPort(host, p, child, timeoutMs = 120000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shuttingDown || child.exitCode !== null || child.signalCode !== null) return false;
    if (await canConnect(host, p)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------------

if (!existsSync(nextBin)) fail('node_modules is missing; run `npm ci` (or `npm install`) first.');

if (!dev && !existsSync(serverJs)) {
  log('no production build found (.next/standalone/server.js); running `npm run build`…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: isWin });
  if (r.status !== 0) fail(`build failed (${r.signal ?? `exit code ${r.status}`})`);
  if (!existsSync(serverJs)) fail(`build finished but ${serverJs} is missing (is output: 'standalone' set?)`);
}

const appEnv = { ...process.env, PORT: String(port) };

if (!process.env.UPSTREAM_URL) {
  if (!existsSync(simJs)) fail(`UPSTREAM_URL is not set and ${simJs} does not exist`);
  const simPort = Number.parseInt(process.env.SIM_PORT ?? '', 10) || 4010;
  log(`UPSTREAM_URL not set: starting the reference platform simulator on port ${simPort}`);
  const sim = startChild('sim', [simJs], { ...process.env, SIM_PORT: String(simPort) }, { pipeOutput: true });
  let upstream;
  try {
    upstream = await waitForSimReady(sim);
  } catch (err) {
    if (!shuttingDown) {
      console.error(`[start] ${err.message} (is port ${simPort} free? set SIM_PORT to use another one)`);
      await shutdown(1);
    }
    await new Promise(() => {}); // shutdown() exits
  }
  appEnv.UPSTREAM_URL = upstream;
  log(`UPSTREAM_URL=${upstream} (embedded simulator)`);
  if (!process.env.SESSION_SECRET) {
    appEnv.SESSION_SECRET = randomBytes(36).toString('base64url'); // 48 chars
    console.warn(
      '[start] WARNING: SESSION_SECRET is not set; using a random demo secret — sessions will not survive a restart. ' +
        'Set SESSION_SECRET (>= 32 chars) for anything but a local demo.',
    );
  }
} else {
  log(`UPSTREAM_URL=${process.env.UPSTREAM_URL} (no simulator started)`);
}

if (shuttingDown) await new Promise(() => {});

let app;
if (dev) {
  const args = [nextBin, 'dev', '--port', String(port)];
  if (bindHost) args.push('--hostname', bindHost);
  log(`starting next dev on port ${port}…`);
  app = startChild('app', args, appEnv);
} else {
  if (bindHost) appEnv.HOSTNAME = bindHost;
  else delete appEnv.HOSTNAME; // standalone server.js then binds 0.0.0.0
  Object.assign(appEnv, withMemoryCaps(process.env));
  if (appEnv.NODE_OPTIONS !== process.env.NODE_OPTIONS) log(`heap capped at ${HEAP_CAP_MB} MB (--max-old-space-size; set NODE_OPTIONS to choose another)`);
  log(`starting the production server on port ${port}…`);
  app = startChild('app', [serverJs], appEnv);
}

const probeHost = bindHost && bindHost !== '0.0.0.0' && bindHost !== '::' ? bindHost : '127.0.0.1';
if (await waitForPort(probeHost, port, app)) {
  log(`ready: http://localhost:${port}/m/home  (Ctrl-C to stop)`);
} else if (!shuttingDown && app.exitCode === null) {
  log(`app did not accept connections on ${probeHost}:${port} yet; still waiting on it (Ctrl-C to stop)`);
}
