import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureProcessScope, detachedFetch } from '@/lib/platform/detachedFetch';

// Outgoing platform and CDN calls start outside the request's async context: a kept-alive socket or a timer the
// call leaves behind must not hold the request (and the render behind it) for as long as it lives.

const request = new AsyncLocalStorage<{ id: string }>();
// At start, as instrumentation.ts does it: outside every request.
captureProcessScope();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fetch that records the request store it runs in and the store a resource it leaves behind (a timer) gets. */
function recordingFetch() {
  const seen: { atCall?: { id: string }; leftBehind?: { id: string } | 'not yet' } = { leftBehind: 'not yet' };
  const fake = vi.fn(async (_input: string | URL, init?: RequestInit) => {
    seen.atCall = request.getStore();
    setTimeout(() => {
      seen.leftBehind = request.getStore();
    }, 1);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    return new Response('{}');
  });
  vi.stubGlobal('fetch', fake);
  return { seen, fake };
}

describe('detachedFetch', () => {
  it('runs the call, and what it leaves behind, outside the request; the caller keeps its own context', async () => {
    const { seen, fake } = recordingFetch();
    const after = await request.run({ id: 'r1' }, async () => {
      const response = await detachedFetch('http://platform.test/x', { method: 'POST', body: 'b' }, 1000);
      expect(await response.text()).toBe('{}');
      return request.getStore();
    });
    await vi.waitFor(() => expect(seen.leftBehind).not.toBe('not yet'));
    expect(after).toEqual({ id: 'r1' });
    expect(seen.atCall).toBeUndefined();
    expect(seen.leftBehind).toBeUndefined();
    expect(fake).toHaveBeenCalledWith('http://platform.test/x', expect.objectContaining({ method: 'POST', body: 'b' }));
  });

  it('gives up after the time limit with a TimeoutError', async () => {
    vi.stubGlobal(
      'fetch',
      (_input: string | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(request.run({ id: 'r2' }, () => detachedFetch('http://platform.test/slow', {}, 20))).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
