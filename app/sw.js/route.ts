import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serviceWorkerScript, WORKER_CSP } from '@/lib/offline/serviceWorker';

/** The build's id versions the worker's cache: a new deployment installs a new worker, which drops the old cache. */
let script: Promise<string> | null = null;
function workerScript(): Promise<string> {
  script ??= readFile(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8')
    .catch(() => 'development')
    .then((buildId) => serviceWorkerScript(buildId.trim()));
  return script;
}

/** The service worker, same-origin at the root so it may answer navigations to every screen. */
export async function GET(): Promise<Response> {
  return new Response(await workerScript(), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // The browser checks for a new worker on navigations; an old copy must not hide a new deployment.
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': WORKER_CSP,
    },
  });
}
