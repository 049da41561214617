import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { expect, test } from '../e2e/support/fixtures';

// Debian's Firefox ESR, driven over WebDriver BiDi (its own remote agent: no geckodriver) by puppeteer-core.
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const PHONE = { width: 390, height: 844 };
const WAIT = { timeout: 15_000 };

/**
 * SPEC §2 screens a player meets first, in another engine than Chromium, at a phone's size: each shows what the
 * Chromium suite anchors on (tests/e2e/pages), and no page throws or logs an error on the way.
 */
test.describe('Firefox ESR smoke', () => {
  test.skip(!existsSync(FIREFOX), `no ${FIREFOX}: .ci/run installs firefox-esr`);
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  test.beforeAll(async () => {
    // A Vietnamese phone, as the Chromium suite's (the merchant's default language; the anchors below are its texts).
    browser = await puppeteer.launch({
      browser: 'firefox', protocol: 'webDriverBiDi', executablePath: FIREFOX, headless: true,
      extraPrefsFirefox: { 'intl.accept_languages': 'vi-VN, vi' },
    });
  });
  test.afterAll(async () => browser?.close());

  test.beforeEach(async ({ baseURL }) => {
    errors.length = 0;
    page = await browser.newPage();
    await page.setViewport(PHONE);
    page.setDefaultNavigationTimeout(WAIT.timeout);
    page.on('pageerror', (error) => errors.push(`uncaught: ${String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    const open = (path: string) => page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
    journey.open = open;
  });
  test.afterEach(async () => page?.close());

  const journey = { open: async (_path: string): Promise<unknown> => undefined };
  const shown = (selector: string) => page.waitForSelector(selector, { visible: true, ...WAIT });
  // React tags the nodes it owns once it has hydrated; typing before would be typed into the server's HTML.
  const hydrated = () =>
    page.waitForFunction(() => Object.keys(document.querySelector('main') ?? document.body).some((key) => key.startsWith('__reactFiber')), WAIT);
  const count = (selector: string) => page.$$eval(selector, (nodes) => nodes.length);

  test('a visitor, then a member, through home, sign-in, Mine, lotteries, a game list and the deposit form', async () => {
    test.setTimeout(90_000);
    await journey.open('/m/home');
    await shown('section[aria-labelledby="hot-games"] li');
    await shown('a[href^="/m/login"]');

    await journey.open('/m/login');
    await hydrated();
    await (await shown('input[name="username"]'))!.type('demo01');
    await (await shown('input[name="password"]'))!.type('Demo1234');
    // The form signs in and moves to home itself (a client navigation, or a full one without scripts).
    await page.click('form:has(input[name="username"]) button[type="submit"]');
    await page.waitForFunction(() => location.pathname === '/m/home', WAIT);
    await shown('[aria-label="Tài khoản của bạn"], section[aria-labelledby="hot-games"]');

    await journey.open('/m/mine');
    expect(await (await shown('[data-testid="member-name"]'))!.evaluate((node) => node.textContent?.trim())).toBe('demo01');

    await journey.open('/m/moreLottery');
    await shown('nav[aria-label="Danh mục xổ số"] a');
    expect(await count('[aria-label="Danh sách xổ số"] > li')).toBeGreaterThan(0);

    await journey.open('/m/gameLobby?type=RNG&vendor=PG');
    await shown('[aria-label="Danh sách trò chơi"] li');
    expect(await count('[aria-label="Danh sách trò chơi"] li')).toBe(26);

    await journey.open('/m/voucherCenter');
    await shown('main[data-screen="/m/voucherCenter"] input[name="amount"]');

    expect(errors).toEqual([]);
  });
});
