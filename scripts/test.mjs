#!/usr/bin/env node
// `npm test`: the checks that do not need each other run at once (typecheck, lint when package.json has it, unit
// tests, the production build), each line of their output prefixed with its name; if any fails, `npm test` fails
// after all of them ended. Then the end-to-end suite runs on that build (scripts/e2e.mjs with SKIP_BUILD=1).
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

const started = Date.now();
const checks = ['typecheck', ...(scripts.lint ? ['lint'] : []), 'test:unit', 'build'];
const results = await Promise.all(checks.map(run));
const failed = checks.filter((_, index) => results[index] !== 0);
if (failed.length > 0) {
  console.error(`[test] failed: ${failed.join(', ')}; the end-to-end suite did not run`);
  process.exit(1);
}

// Playwright's own output (the list reporter redraws lines) stays as it is: the e2e suite runs alone.
const e2e = spawn('npm', ['run', '--silent', 'test:e2e', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])], {
  cwd: root,
  env: { ...process.env, SKIP_BUILD: '1' },
  shell: isWin,
  stdio: 'inherit',
});
const code = await new Promise((resolve) => e2e.on('close', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
console.log(`[test] ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s (checks and end-to-end suite)`);
process.exit(code);
