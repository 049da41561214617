import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { E2EServers } from './fixtures';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface SecondApp {
  base: string;
  stop(): void;
}

/**
 * Starts another instance of the production build (the one scripts/e2e.mjs built) in front of the worker's
 * simulator and with the worker's session secret, with its own environment on top, e.g. low rate limits that the
 * main instance must not have; waits until it answers.
 */
export async function startSecondApp(servers: E2EServers, env: Record<string, string>): Promise<SecondApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app: ChildProcess = spawn(process.execPath, [path.resolve('.next/standalone/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SETTINGS_TTL_MS: '1000',
      UPSTREAM_URL: servers.simURL,
      SESSION_SECRET: servers.sessionSecret,
      // As the suite's own instance: the spec plays the balancer (scripts/e2e.mjs).
      TRUSTED_PROXIES: '1',
      ...env,
    },
    stdio: 'ignore',
  });
  // A production server takes a few seconds to start, far longer while the other workers keep the cores busy.
  await expect.poll(async () => {
    try {
      return (await fetch(`${base}/api/health`)).status;
    } catch {
      return 0;
    }
  }, { timeout: 60_000 }).toBeGreaterThan(0);
  return { base, stop: () => void app.kill() };
}
