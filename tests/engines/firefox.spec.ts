import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { test } from '../e2e/support/fixtures';
import { HYDRATED, visitorToMemberJourney, type EngineDriver } from './support/journey';

// Debian's Firefox ESR, driven over WebDriver BiDi (its own remote agent: no geckodriver) by puppeteer-core.
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const PHONE = { width: 390, height: 844 };
const WAIT = { timeout: 15_000 };

test.describe('Firefox ESR smoke', () => {
  test.skip(!existsSync(FIREFOX), `no ${FIREFOX}: .ci/run installs firefox-esr`);
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  test.beforeAll(async () => {
    // A Vietnamese phone, as the Chromium suite's (the merchant's default language; the anchors are its texts).
    browser = await puppeteer.launch({
      browser: 'firefox', protocol: 'webDriverBiDi', executablePath: FIREFOX, headless: true,
      extraPrefsFirefox: { 'intl.accept_languages': 'vi-VN, vi' },
    });
  });
  test.afterAll(async () => browser?.close());

  test.beforeEach(async () => {
    errors.length = 0;
    page = await browser.newPage();
    await page.setViewport(PHONE);
    page.setDefaultNavigationTimeout(WAIT.timeout);
    page.on('pageerror', (error) => errors.push(`uncaught: ${String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
  });
  test.afterEach(async () => page?.close());

  function firefox(baseURL: string): EngineDriver {
    const shown = async (selector: string) => (await page.waitForSelector(selector, { visible: true, ...WAIT }))!;
    return {
      open: async (path) => void (await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' })),
      shown: async (selector) => void (await shown(selector)),
      type: async (selector, text) => (await shown(selector)).type(text),
      click: (selector) => page.click(selector),
      waitForPath: async (path) => void (await page.waitForFunction((wanted) => location.pathname === wanted, WAIT, path)),
      text: async (selector) => (await (await shown(selector)).evaluate((node) => node.textContent?.trim())) ?? '',
      count: (selector) => page.$$eval(selector, (nodes) => nodes.length),
      hydrated: async () => void (await page.waitForFunction(HYDRATED, WAIT)),
      errors: async () => errors,
    };
  }

  test('a visitor, then a member, through home, sign-in, Mine, lotteries, a game list and the deposit form', async ({ baseURL }) => {
    test.setTimeout(90_000);
    await visitorToMemberJourney(firefox(baseURL!));
  });
});
