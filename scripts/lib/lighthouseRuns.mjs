// Lighthouse (the npm package) against the running production server, in Debian's Chromium: mobile form factor
// and default simulated throttling, several runs per page interleaved with the framework floor so drift on a
// shared machine touches both alike; the median run of each page is reported.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, HOST } from './serverGroup.mjs';
import { trustFlags } from './tlsFront.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// The closed network here refuses Chromium's background connections; these flags keep it to the page.
const CHROMIUM_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', '--disable-extensions',
];

async function startChromium(extraFlags) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  // A process group of its own, stopped whole: Debian's /usr/bin/chromium is a shell script that does not always
  // exec the browser, so killing the spawned process alone left the browser running (on the cores the next
  // measurements use) and writing into the profile as it was removed.
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, ...extraFlags, `--remote-debugging-port=${port}`, `--remote-debugging-address=${HOST}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://${HOST}:${port}/json/version`).then((r) => r.ok, () => false);
    if (up) break;
    if (child.exitCode !== null) throw new Error(`chromium exited (${child.exitCode}) before its debugging port opened`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group has already gone.
    }
  };
  // Its own group does not get the terminal's Ctrl-C: a bench that exits early takes the browser with it.
  process.once('exit', killGroup);
  const stop = async () => {
    const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null;
    process.off('exit', killGroup);
    killGroup();
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (err) {
      // A temporary profile left behind is not worth the measurements taken.
      console.warn(`[bench] could not remove ${profile}: ${err.message}`);
    }
  };
  return { port, stop };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const failing = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    // The page's whole main-thread work at the simulated 4x slower CPU: steadier from run to run than TBT, which
    // counts only what falls in tasks over 50 ms.
    mainThread: audit('mainthread-work-breakdown'),
    failing: { accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * targets: [{ label, url, cookie?, repeat? }]; answers one row per target: the median run by performance score,
 * with the medians of LCP, TBT, CLS and main-thread work over the runs, and the lowest and highest LCP (the
 * simulated LCP of one build moves by a second from run to run; the spread says what a median can tell apart).
 * A `repeat` target is a second visit: each run loads the page once with the usual storage reset (filling the HTTP
 * cache), then measures a load that keeps the cache.
 */
export async function lighthouseRuns(targets, { runs = 3, log = () => {}, trustedSpki } = {}) {
  const chromium = await startChromium(trustFlags(trustedSpki));
  const byLabel = new Map(targets.map((target) => [target.label, []]));
  const flagsFor = (target, onlyCategories) => ({
    port: chromium.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories,
    extraHeaders: target.cookie ? { Cookie: target.cookie } : undefined,
  });
  try {
    // One load of each page first, not counted: a live server has already drawn and kept its shared pages and
    // resized its pictures at a phone's widths, so none of the counted runs pays for a first-ever resize (a cold
    // banner held home's first run back by a second) or a first render.
    for (const target of targets.filter((t) => !t.repeat)) {
      await lighthouse(target.url, flagsFor(target, ['performance']));
      log(`lighthouse warm-up ${target.label}`);
    }
    for (let run = 1; run <= runs; run += 1) {
      for (const target of targets) {
        const flags = flagsFor(target, ['performance', 'accessibility', 'best-practices']);
        if (target.repeat) await lighthouse(target.url, { ...flags, onlyCategories: ['performance'] });
        const result = await lighthouse(target.url, target.repeat ? { ...flags, disableStorageReset: true } : flags);
        const row = summary(result.lhr);
        if (row.runtimeError) throw new Error(`lighthouse on ${target.label}: ${row.runtimeError}`);
        byLabel.get(target.label).push(row);
        log(`lighthouse run ${run}/${runs} ${target.label}: performance ${row.performance}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms`);
      }
    }
  } finally {
    await chromium.stop();
  }
  return targets.map((target) => {
    const rows = byLabel.get(target.label);
    const byScore = [...rows].sort((a, b) => a.performance - b.performance);
    const middle = byScore[Math.floor(byScore.length / 2)];
    return {
      label: target.label,
      repeat: Boolean(target.repeat),
      ...middle,
      lcp: median(rows.map((r) => r.lcp)),
      lcpRange: [Math.min(...rows.map((r) => r.lcp)), Math.max(...rows.map((r) => r.lcp))],
      tbt: median(rows.map((r) => r.tbt)),
      cls: median(rows.map((r) => r.cls)),
      mainThread: median(rows.map((r) => r.mainThread)),
      runs: rows.length,
    };
  });
}
