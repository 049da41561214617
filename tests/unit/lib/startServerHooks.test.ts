import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';

// What a replica installs at start against holding finished requests in memory (BENCHMARKS.md, requests held
// after they ended): outgoing calls outside the request's context, abort reasons' stacks formatted at once. The
// other start-up work stands in here; it has tests of its own.
vi.mock('@/lib/config', () => ({ config: () => ({ REQUEST_LOG: false, TRUSTED_PROXIES: { hops: 0 }, NODE_ENV: 'test' }) }));
vi.mock('@/lib/settings/settings', () => ({ keepSettingsFresh: () => {} }));
vi.mock('@/lib/store/store', () => ({ store: () => {}, closeStore: async () => {} }));
vi.mock('@/lib/observability/serverHooks', () => ({ installRequestHooks: () => {}, installGracefulShutdown: () => {} }));

const { startServerHooks } = await import('@/lib/observability/startServerHooks');
const { detachedFetch } = await import('@/lib/platform/detachedFetch');

const original = Error.prepareStackTrace;
afterEach(() => {
  Error.prepareStackTrace = original;
  vi.unstubAllGlobals();
});

describe('startServerHooks', () => {
  startServerHooks();

  it('formats an abort reason’s stack as the abort happens', () => {
    const format = vi.fn((error: Error) => error.message);
    Error.prepareStackTrace = format;
    new AbortController().abort(new Error('This render completed successfully.'));
    expect(format).toHaveBeenCalledTimes(1);
  });

  it('starts outgoing calls outside the request’s async context', async () => {
    const request = new AsyncLocalStorage<string>();
    let seen: string | undefined = 'not called';
    vi.stubGlobal('fetch', async () => {
      seen = request.getStore();
      return new Response('{}');
    });
    await request.run('a request', () => detachedFetch('http://platform.test/x', {}, 1000));
    expect(seen).toBeUndefined();
  });
});
