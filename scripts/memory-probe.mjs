#!/usr/bin/env node
// What the server keeps per language a visitor speaks: starts the simulator and the production build (as `npm run
// bench` does, with its heap cap), then visits the signed-out shared screens in the first PROBE_LANGUAGES languages
// (default all 24) for PROBE_ROUNDS rounds (default 3), PROBE_CONNECTIONS requests at a time (default 1), and prints the
// app's resident memory (VmRSS) and peak (VmHWM) after start-up and after each round.
// PROBE_SNAPSHOT=1 adds --heapsnapshot-signal=SIGUSR2 and writes a V8 heap snapshot (in .tmp/memory-probe/) after the last round.
// Needs `npm run build` first; all traffic stays on loopback.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withMemoryCaps } from './lib/heapCap.mjs';
import { createServerGroup, freePort, HOST, tail } from './lib/serverGroup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const logDir = join(root, '.tmp', 'memory-probe');
mkdirSync(logDir, { recursive: true });
const SCREENS = ['/m/home', '/m/hot', '/m/moreLottery', '/m/login'];
const ALL = readdirSync(join(root, 'messages')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
const LANGUAGES = ALL.slice(0, Number(process.env.PROBE_LANGUAGES) || ALL.length);
const ROUNDS = Number(process.env.PROBE_ROUNDS) || 3;
const CONNECTIONS = Number(process.env.PROBE_CONNECTIONS) || 1;
const SNAPSHOT = process.env.PROBE_SNAPSHOT === '1';

const servers = createServerGroup({
  cwd: root,
  onUnexpectedExit: (child, why) => {
    console.error(`${child.label} exited (${why})\n${tail(child.logPath)}`);
    process.exit(1);
  },
});
const simPort = await freePort();
const appPort = await freePort();
let simReady = false;
servers.start('sim', [join(root, 'platform-sim', 'server.mjs')], { ...process.env, SIM_PORT: String(simPort), SIM_HOST: HOST }, join(logDir, 'sim.log'), (line) => {
  if (line.includes('platform-sim listening on')) simReady = true;
});
const caps = withMemoryCaps(process.env);
if (SNAPSHOT) caps.NODE_OPTIONS += ' --heapsnapshot-signal=SIGUSR2';
const app = servers.start(
  'app',
  [join(root, '.next', 'standalone', 'server.js')],
  {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(appPort),
    HOSTNAME: HOST,
    UPSTREAM_URL: `http://${HOST}:${simPort}`,
    SESSION_SECRET: randomBytes(36).toString('base64url'),
    NEXT_TELEMETRY_DISABLED: '1',
    ...caps,
  },
  join(logDir, 'app.log'),
);
const base = `http://${HOST}:${appPort}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
for (let i = 0; !simReady || !(await fetch(`${base}/api/health`).then((r) => r.ok, () => false)); i++) {
  if (i > 300) throw new Error('the app did not start');
  await sleep(300);
}

function memory() {
  const status = readFileSync(`/proc/${app.pid}/status`, 'utf8');
  const field = (name) => Math.round(Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))[1]) / 1024);
  return `rss ${field('VmRSS')} MiB, peak ${field('VmHWM')} MiB`;
}

console.log(`${LANGUAGES.length} languages, ${ROUNDS} rounds, ${CONNECTIONS} at a time; after start: ${memory()}`);
const visits = LANGUAGES.flatMap((language) => SCREENS.map((screen) => [screen, language]));
for (let round = 1; round <= ROUNDS; round++) {
  const started = Date.now();
  let next = 0;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < visits.length) {
        const [screen, language] = visits[next++];
        const response = await fetch(`${base}${screen}`, { headers: { 'Accept-Language': `${language},en;q=0.5` } });
        if (!response.ok) throw new Error(`${screen} in ${language}: ${response.status}`);
        const size = (await response.arrayBuffer()).byteLength; // read before adding: the workers share `bytes`
        bytes += size;
      }
    }),
  );
  console.log(`round ${round}: ${visits.length} pages, ${Math.round(bytes / 1024)} KiB in ${Date.now() - started} ms; ${memory()}`);
}
if (SNAPSHOT) {
  // The standalone server works in its own directory: the snapshot lands there, and is done when its size holds.
  const serverDir = join(root, '.next', 'standalone');
  const snapshots = () => readdirSync(serverDir).filter((f) => f.endsWith('.heapsnapshot'));
  const before = new Set(snapshots());
  process.kill(app.pid, 'SIGUSR2');
  let file;
  for (let i = 0; i < 120; i++) {
    await sleep(1000);
    file = snapshots().find((f) => !before.has(f));
    if (file && readFileSync(join(serverDir, file), 'utf8').trimEnd().endsWith(']}')) break;
  }
  const target = join(logDir, `${LANGUAGES.length}-languages.heapsnapshot`);
  renameSync(join(serverDir, file), target);
  console.log(`heap snapshot: ${target}`);
}
await servers.stopAll();
