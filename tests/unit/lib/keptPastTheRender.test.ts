import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '@/lib/i18n/translator';
import { hotGames } from '@/lib/platform/calls';
import { captureProcessScope } from '@/lib/platform/detachedFetch';
import { callPlatform } from '@/lib/platform/platformClient';
import { freshSimulator } from '../sim/freshSimulator';
import { useConfig } from '../support/testConfig';

// What the process keeps for every visitor (a language's catalogue, a shared platform answer) must not keep the
// render that first asked for it: with visitors spread over the 24 languages of SPEC §2's selector, one whole render
// per language (and per shared answer) stayed in memory.

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const render = new AsyncLocalStorage<object>();
// At start, as instrumentation.ts does it: outside every request.
captureProcessScope();
const sim = freshSimulator();

/** Whether the async context `work` ran in (standing for a render) is still reachable once it is over. */
async function heldAfter(work: () => Promise<unknown>): Promise<boolean> {
  let ref: WeakRef<object> | undefined;
  await (() => {
    const store = { drawn: Array.from({ length: 1000 }, (_, i) => `node ${i}`) };
    ref = new WeakRef(store);
    return render.run(store, work);
  })();
  await new Promise((resolve) => setTimeout(resolve, 10));
  collectGarbage();
  return ref!.deref() !== undefined;
}

describe('kept past the render', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a catalogue first loaded by a render does not hold that render', async () => {
    expect(await heldAfter(() => messagesFor('km'))).toBe(false);
    expect((await messagesFor('km')).titles.home).toBeTruthy();
  });

  it('a shared platform answer kept for the next visitors does not hold the render that asked for it', async () => {
    useConfig({ UPSTREAM_URL: sim.url, SHARED_ANSWER_MS: '60000' });
    // The platform's answer once, as sent; then answered without a connection (the simulator runs in this process,
    // and its side of a connection would hold the render as well).
    const platform = globalThis.fetch;
    let sent = '';
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      sent = await (await platform(input, init)).text();
      return new Response(sent, { headers: { 'content-type': 'application/json' } });
    });
    await callPlatform(hotGames, {}, { language: 'vi' });
    // Counted by hand: a vi.fn would itself keep each call's promise, and with it the render.
    let asked = 0;
    vi.stubGlobal('fetch', async () => {
      asked += 1;
      return new Response(sent, { headers: { 'content-type': 'application/json' } });
    });
    expect(await heldAfter(() => callPlatform(hotGames, {}, { language: 'th' }))).toBe(false);
    await callPlatform(hotGames, {}, { language: 'th' });
    expect(asked).toBe(1);
  });
});
