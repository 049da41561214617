// The servers a tool script runs (the simulator and the app): started on free loopback ports with their output
// in log files, waited for, and stopped together (process groups, SIGTERM then SIGKILL).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const isWin = process.platform === 'win32';

export const HOST = '127.0.0.1';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const alive = (child) => child.exitCode === null && child.signalCode === null;

export function tail(path, lines = 60) {
  if (!existsSync(path)) return '(no log)';
  const text = readFileSync(path, 'utf8').trimEnd();
  return text ? text.split('\n').slice(-lines).join('\n') : '(empty)';
}

function signalChild(child, signal) {
  try {
    if (!isWin && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // already gone
  }
}

export function createServerGroup({ cwd, onUnexpectedExit } = {}) {
  const children = [];
  let stopping = false;

  /** Starts `node args` (or `command args`) with its output in logPath; onLine sees every output line. */
  function start(name, args, env, logPath, onLine, { command = process.execPath, append = false } = {}) {
    const out = createWriteStream(logPath, { flags: append ? 'a' : 'w' });
    const child = spawn(command, args, { cwd, env, detached: !isWin, stdio: ['ignore', 'pipe', 'pipe'] });
    Object.assign(child, { label: name, logPath, logClosed: new Promise((resolve) => out.on('close', resolve)) });
    let buffer = '';
    const onData = (chunk) => {
      out.write(chunk);
      if (!onLine) return;
      buffer += chunk.toString();
      let index;
      while ((index = buffer.indexOf('\n')) >= 0) {
        onLine(buffer.slice(0, index));
        buffer = buffer.slice(index + 1);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', () => out.end());
    child.on('exit', (code, signal) => {
      if (!stopping) onUnexpectedExit?.(child, signal ?? `code ${code}`);
    });
    children.push(child);
    return child;
  }

  async function stopAll() {
    stopping = true;
    for (const child of [...children].reverse()) {
      if (!alive(child)) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signalChild(child, 'SIGTERM');
      const timer = setTimeout(() => signalChild(child, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await Promise.all(children.map((child) => child.logClosed));
  }

  /** Polls `check` until it is true; fails early when `child` dies. */
  async function waitFor(what, check, child, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!alive(child)) throw new Error(`${child.label} exited (${child.signalCode ?? `code ${child.exitCode}`}) before ${what}`);
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
  }

  return { children, start, stopAll, waitFor };
}
