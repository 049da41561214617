import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';
import { expect, test } from '../e2e/support/fixtures';
import { HYDRATED, visitorToMemberJourney, type EngineDriver } from './support/journey';

/*
 * Debian's WebKitGTK (the engine of Safari), driven through its WebKitWebDriver over classic WebDriver (it offers no
 * BiDi) by webdriverio. WebKitGTK draws into a real window, so the driver runs under Xvfb where there is no display.
 */
const DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const XVFB = '/usr/bin/Xvfb';
const WAIT = { timeout: 15_000 };

/**
 * Classic WebDriver hears nothing a page logs, so each screen is watched from its load event on: what throws or logs
 * an error while it is used (signing in, hydrating the rest) is reported; what throws before the load event is not.
 */
const WATCH = () => {
  const seen = window as unknown as { smokeErrors?: string[] };
  if (seen.smokeErrors) return;
  seen.smokeErrors = [];
  window.addEventListener('error', (event) => seen.smokeErrors!.push(`uncaught: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => seen.smokeErrors!.push(`unhandled: ${String(event.reason)}`));
  const log = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    seen.smokeErrors!.push(`console: ${args.map(String).join(' ')}`);
    log(...args);
  };
};
const READ_ERRORS = () => (window as unknown as { smokeErrors?: string[] }).smokeErrors ?? [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts Xvfb on a free display number, which it writes to the pipe given as its fourth descriptor. */
async function virtualDisplay(): Promise<{ display: ChildProcess; DISPLAY: string }> {
  const display = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const number = await new Promise<string>((resolve, reject) => {
    display.stdio[3]!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    display.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before naming its display`)));
  });
  return { display, DISPLAY: `:${number}` };
}

/** Waits for the driver to answer its status: asking for a session before logs a refused connection per try. */
async function driverReady(port: number): Promise<void> {
  const deadline = Date.now() + WAIT.timeout;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then((answer) => answer.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

test.describe('WebKit smoke', () => {
  test.skip(!existsSync(DRIVER), `no ${DRIVER}: .ci/run installs webkit2gtk-driver`);
  test.skip(!process.env.DISPLAY && !existsSync(XVFB), `no display and no ${XVFB}: .ci/run installs xvfb`);
  let display: ChildProcess | undefined;
  let driver: ChildProcess;
  let browser: WebdriverIO.Browser;

  test.beforeAll(async () => {
    const port = await freePort();
    let DISPLAY = process.env.DISPLAY;
    if (!DISPLAY) ({ display, DISPLAY } = await virtualDisplay());
    // Its own process group, so the driver and the browser it starts end together.
    driver = spawn(DRIVER, [`--port=${port}`], { detached: true, stdio: 'ignore', env: { ...process.env, DISPLAY } });
    await driverReady(port);
    browser = await remote({
      hostname: '127.0.0.1', port, path: '/', logLevel: 'warn',
      capabilities: {
        browserName: 'MiniBrowser', 'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    await browser.setTimeout({ pageLoad: WAIT.timeout, script: WAIT.timeout });
    // A phone's width: MiniBrowser's toolbar keeps its window at 447 CSS pixels at the least.
    await browser.setWindowSize(390, 844);
  });
  test.afterAll(async () => {
    await browser?.deleteSession().catch(() => undefined);
    if (driver?.pid) process.kill(-driver.pid, 'SIGTERM');
    display?.kill('SIGTERM');
  });

  function webkit(baseURL: string): EngineDriver {
    const errors: string[] = [];
    const collect = async () => errors.push(...(await browser.execute(READ_ERRORS)));
    const shown = async (selector: string) => {
      const element = browser.$(selector);
      await element.waitForDisplayed(WAIT);
      return element;
    };
    return {
      open: async (path) => {
        await collect();
        await browser.url(new URL(path, baseURL).href);
        await browser.execute(WATCH);
      },
      shown: async (selector) => void (await shown(selector)),
      type: async (selector, text) => (await shown(selector)).addValue(text),
      click: async (selector) => (await shown(selector)).click(),
      waitForPath: (path) => browser.waitUntil(async () => (await browser.execute(() => location.pathname)) === path, WAIT).then(() => browser.execute(WATCH)),
      text: async (selector) => String(await (await shown(selector)).getProperty('textContent')).trim(),
      count: async (selector) => (await browser.$$(selector).getElements()).length,
      hydrated: () => browser.waitUntil(() => browser.execute(HYDRATED), WAIT).then(() => undefined),
      errors: async () => {
        await collect();
        return errors;
      },
    };
  }

  test('a visitor, then a member, through home, sign-in, Mine, lotteries, a game list and the deposit form', async ({ baseURL }) => {
    test.setTimeout(120_000);
    const phone = webkit(baseURL!);
    expect(await browser.execute(() => window.innerWidth)).toBeLessThanOrEqual(447);
    await visitorToMemberJourney(phone);
  });
});
