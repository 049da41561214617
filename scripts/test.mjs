#!/usr/bin/env node
// `npm test`: the checks that do not need each other run at once (typecheck, lint when package.json has it, unit
// tests, the production build), each line of their output prefixed with its name; the end-to-end suite starts on
// the build as soon as it passed (scripts/e2e.mjs with SKIP_BUILD=1). If anything fails, `npm test` fails after
// everything ended.
// Arguments after `--` go to Playwright, as with `npm run test:e2e`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const isWin = process.platform === 'win32';
const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Runs `npm run <script>`, printing its output line by line behind `[script]`; resolves to its exit code. */
function run(script) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], { cwd: root, shell: isWin, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${script}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => {
      if (pending) out.write(`${prefix}${pending}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${prefix}could not start: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      console.log(`${prefix}${status === 0 ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(status);
    });
  });
}

const checks = ['typecheck', ...(scripts.lint ? ['lint'] : []), 'test:unit', 'build'];

/** The end-to-end suite on the build just made (scripts/e2e.mjs with SKIP_BUILD=1); resolves to its exit code. */
function runE2e() {
  const e2e = spawn('npm', ['run', '--silent', 'test:e2e', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: '1' },
    shell: isWin,
    stdio: 'inherit',
  });
  return new Promise((resolve) => e2e.on('close', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
}

// The end-to-end suite needs only the build: it starts as soon as the build passed, while the unit tests (the
// longest check) finish beside it, which saves their remaining time on a 2-core machine. Playwright's own output
// is left as it is (the list reporter redraws lines); the checks' lines keep their prefix.
let e2eRun = Promise.resolve(null);
const results = await Promise.all(
  checks.map(async (script) => {
    const status = await run(script);
    if (script === 'build' && status === 0) e2eRun = runE2e();
    return status;
  }),
);
const failed = checks.filter((_, index) => results[index] !== 0);
const e2eCode = await e2eRun;
if (failed.length > 0) {
  console.error(`[test] failed: ${failed.join(', ')}${e2eCode === null ? '; the end-to-end suite did not run' : ''}`);
  process.exit(1);
}
process.exit(e2eCode ?? 1);
