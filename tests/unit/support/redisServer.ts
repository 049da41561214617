import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A real redis-server (Debian's, installed by .ci/run); the suites that need one are skipped where there is none. */
export const hasRedis = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway redis-server on loopback: nothing saved, nothing kept. */
export function startRedisServer(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

/** Waits up to 5 s for a store to answer. */
export async function untilAnswers(store: { ping(): Promise<boolean> } | undefined): Promise<void> {
  for (let i = 0; i < 50 && !(await store?.ping()); i += 1) await sleep(100);
}
