import { expect } from '../../e2e/support/fixtures';

/** What the smoke journey needs of a browser, whatever protocol drives it (WebDriver BiDi, classic WebDriver). */
export interface EngineDriver {
  /** Opens a path of the app and waits for its load event. */
  open(path: string): Promise<void>;
  /** Waits until an element matching the selector is shown. */
  shown(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  click(selector: string): Promise<void>;
  waitForPath(path: string): Promise<void>;
  text(selector: string): Promise<string>;
  count(selector: string): Promise<number>;
  /** Waits until React has hydrated the screen: typing before would be typed into the server's HTML. */
  hydrated(): Promise<void>;
  /** Uncaught errors and console errors the pages reported so far. */
  errors(): Promise<string[]>;
}

/** Runs a script in the page until it answers true: the check `hydrated()` polls in every engine. */
export const HYDRATED = () =>
  Object.keys(document.querySelector('main') ?? document.body).some((key) => key.startsWith('__reactFiber'));

/**
 * SPEC §2 screens a player meets first, in another engine than Chromium, at a phone's size: each shows what the
 * Chromium suite anchors on (tests/e2e/pages), in Vietnamese (the seeded merchant's default language), and no page
 * throws or logs an error on the way.
 */
export async function visitorToMemberJourney(browser: EngineDriver): Promise<void> {
  await browser.open('/m/home');
  await browser.shown('section[aria-labelledby="hot-games"] li');
  await browser.shown('a[href^="/m/login"]');

  await browser.open('/m/login');
  await browser.hydrated();
  await browser.type('input[name="username"]', 'demo01');
  await browser.type('input[name="password"]', 'Demo1234');
  // The form signs in and moves to home itself (a client navigation, or a full one without scripts).
  await browser.click('form:has(input[name="username"]) button[type="submit"]');
  await browser.waitForPath('/m/home');
  await browser.shown('[aria-label="Tài khoản của bạn"], section[aria-labelledby="hot-games"]');

  await browser.open('/m/mine');
  expect(await browser.text('[data-testid="member-name"]')).toBe('demo01');

  await browser.open('/m/moreLottery');
  await browser.shown('nav[aria-label="Danh mục xổ số"] a');
  expect(await browser.count('[aria-label="Danh sách xổ số"] > li')).toBeGreaterThan(0);

  await browser.open('/m/gameLobby?type=RNG&vendor=PG');
  await browser.shown('[aria-label="Danh sách trò chơi"] li');
  expect(await browser.count('[aria-label="Danh sách trò chơi"] li')).toBe(26);

  await browser.open('/m/voucherCenter');
  await browser.shown('main[data-screen="/m/voucherCenter"] input[name="amount"]');

  expect(await browser.errors()).toEqual([]);
}
