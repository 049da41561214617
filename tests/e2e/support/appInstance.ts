import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface AppInstance {
  /** e.g. http://127.0.0.1:41234 */
  base: string;
  stop(): void;
}

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

/**
 * A second instance of the production build beside the one scripts/e2e.mjs runs, with its own environment
 * (another upstream, a shorter platform timeout): for specs whose settings must not slow down the whole suite.
 * Answers once its health check answers at all (any status).
 */
export async function startAppInstance(env: Record<string, string>): Promise<AppInstance> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app: ChildProcess = spawn(process.execPath, [path.resolve('.next/standalone/server.js')], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 20000 },
    )
    .toBeGreaterThan(0);
  return { base, stop: () => void app.kill() };
}
