import { expect } from '@playwright/test';

/**
 * Asserts that something does not happen: `read` keeps answering what `expected` accepts for `windowMs`. Proving an
 * absence is the one place a test must let real time pass; the window is the longest the app could take to do
 * the thing wrongly (a throttle, a timer, a response on its way). The read is repeated through the window, so a
 * violation fails the test when it happens instead of at the end.
 */
export async function expectUnchangedFor<T>(windowMs: number, read: () => Promise<T>, expected: (value: T) => void): Promise<void> {
  const until = Date.now() + windowMs;
  do {
    expected(await read());
    await new Promise((resolve) => setTimeout(resolve, Math.min(100, Math.max(0, until - Date.now()))));
  } while (Date.now() < until);
  expected(await read());
}

export { expect };
