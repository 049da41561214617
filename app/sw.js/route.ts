import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { merchantLanguages } from '@/lib/i18n/requestLanguage';
import { serviceWorkerScript, WORKER_CSP } from '@/lib/offline/serviceWorker';

/** The build's id versions the worker's cache: a new deployment installs a new worker, which drops the old cache. */
let buildId: Promise<string> | null = null;
async function workerScript(): Promise<string> {
  buildId ??= readFile(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').then((id) => id.trim(), () => 'development');
  return serviceWorkerScript(await buildId, await merchantLanguages());
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
