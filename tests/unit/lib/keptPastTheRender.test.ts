import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/lib/i18n/translator';
import { captureProcessScope } from '@/lib/platform/detachedFetch';

// What the process keeps for every visitor (a language's catalogue) must not keep the render that first asked for
// it: with visitors spread over the 24 languages of SPEC §2's selector, one whole render per language stayed in memory.

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const render = new AsyncLocalStorage<object>();
// At start, as instrumentation.ts does it: outside every request.
captureProcessScope();

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
  it('a catalogue first loaded by a render does not hold that render', async () => {
    expect(await heldAfter(() => messagesFor('km'))).toBe(false);
    expect((await messagesFor('km')).titles.home).toBeTruthy();
  });
});
