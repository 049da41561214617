import type { APIResponse, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startSecondApp, type SecondApp } from './support/secondApp';
import { ACCOUNTS, FAULTS, PLATFORM_TIMEOUT_MS, TARGETS, type AccountName, type FaultKind, type FaultTarget, type HandlerCall } from './support/faultMatrix';

// "Faults and bad input": latency past the timeout, 500, malformed JSON, refused connection and hang on
// settings, home data, login, game list, wallet and lottery menu. Each screen still answers with a translated
// error state or the last good data, each handler answers 502/504 with the envelope within the timeout, and
// everything recovers once the fault clears.
//
// Runs against its own app instance with a 1 s platform timeout (the suite's app waits 2.5 s), on the worker's
// simulator. The simulator is reset once before and after in each worker, not per test: the signed-in cases share one sign-in per
// account (the agent pages need agent01).

/** What a handler may take beyond the platform timeout (routing, the session, the answer) on a busy machine. */
const HANDLER_MARGIN_MS = 1000;
/** The instance's settings freshness: short, so a settings fault is met by the next page after it. */
const SETTINGS_TTL_MS = 500;

test.use({ resetEachTest: false });
// The longest file of the suite: its cases are spread over the workers, each with its own second app (beforeAll
// runs in every worker that takes a case) in front of its own simulator.
test.describe.configure({ mode: 'parallel' });

let app: SecondApp;
type SessionCookies = Parameters<BrowserContext['addCookies']>[0];
const sessionCookies = new Map<AccountName, SessionCookies>();
let visitor = 0;

/**
 * A visitor address of its own per test: the login, register, SMS and captcha calls are rate-limited per visitor
 * IP, and this matrix calls login more often than one player would.
 */
function nextVisitorIp(): string {
  visitor += 1;
  return `198.51.100.${visitor}`;
}

async function callHandler(page: Page, base: string, call: HandlerCall, ip: string): Promise<{ response: APIResponse; ms: number }> {
  const started = Date.now();
  const response = await page.request.fetch(`${base}${call.path}`, {
    method: call.method,
    headers: { 'X-Forwarded-For': ip, ...(call.method === 'GET' ? {} : { Origin: base }) },
    data: call.body,
    timeout: 15_000,
  });
  return { response, ms: Date.now() - started };
}

test.beforeAll(async ({ playwright, servers, sim }) => {
  test.setTimeout(90_000);
  await sim.reset();
  app = await startSecondApp(servers, {
    PLATFORM_TIMEOUT_MS: String(PLATFORM_TIMEOUT_MS),
    SETTINGS_TTL_MS: String(SETTINGS_TTL_MS),
    // Each case must meet the platform itself, not a visitor answer shared from the case before (as in e2e.mjs).
    SHARED_ANSWER_MS: '0',
  });
  for (const [username, password] of Object.entries(ACCOUNTS) as Array<[AccountName, string]>) {
    const api = await playwright.request.newContext({ baseURL: app.base, extraHTTPHeaders: { 'X-Forwarded-For': nextVisitorIp() } });
    const login = await api.post('/wps/session/login', {
      headers: { Origin: app.base },
      data: { username, password, type: 'username' },
    });
    expect(login.status(), `${username} signs in`).toBe(200);
    sessionCookies.set(username, (await api.storageState()).cookies);
    await api.dispose();
  }
  // The first settings load: from here on a settings fault can only meet the last good copy.
  expect((await fetch(`${app.base}/api/health`)).status).toBe(200);
});

test.afterEach(async ({ sim }) => {
  await sim.setState({ faults: [] });
});

test.afterAll(async ({ sim }) => {
  app?.stop();
  await sim.reset();
});

async function prepare(page: Page, target: FaultTarget): Promise<string> {
  const ip = nextVisitorIp();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  if (target.account) {
    const cookies = sessionCookies.get(target.account);
    if (!cookies) throw new Error(`${target.account} was not signed in before the matrix`);
    await page.context().addCookies(cookies);
  }
  return ip;
}

for (const target of TARGETS) {
  test.describe(`fault on ${target.name}`, () => {
    for (const kind of Object.keys(FAULTS) as FaultKind[]) {
      const failure = FAULTS[kind];
      test(`${kind}: the screen answers, the handler fails with the envelope in time, then both recover`, async ({ page, sim }) => {
        const ip = await prepare(page, target);
        const base = app.base;
        await sim.setState({ faults: [{ path: target.platformPath, ...failure.fault }] });
        await sim.clearRequests();

        if (target.handler) {
          const { response, ms } = await callHandler(page, base, target.handler, ip);
          expect(response.status()).toBe(failure.status);
          expect(await response.json()).toMatchObject({ success: false, message: failure.message });
          expect(ms, 'the handler answers within the platform timeout').toBeLessThanOrEqual(PLATFORM_TIMEOUT_MS + HANDLER_MARGIN_MS);
        } else if (target.refreshedInBackground) {
          // The cached settings are refreshed in the background only once older than SETTINGS_TTL_MS, and a slow or
          // hung refresh ends only at the platform timeout. The health check (which asks the platform at most once
          // a second) says when both have happened: the copy has aged and the platform is unreachable.
          await expect
            .poll(async () => {
              const health = await (await page.request.get(`${base}/api/health`)).json();
              return health.settingsAgeMs > SETTINGS_TTL_MS && health.platformReachable === false;
            }, { timeout: 10_000 })
            .toBe(true);
          expect((await sim.requests(target.platformPath)).length, 'the platform was asked').toBeGreaterThan(0);
        }
        await target.showsFailure(page, base, failure);
        expect((await sim.requests(target.platformPath)).length, 'the fault was met').toBeGreaterThan(0);

        await sim.setState({ faults: [] });
        if (target.handler) {
          const { response } = await callHandler(page, base, target.handler, ip);
          expect(response.status()).toBe(200);
          expect(await response.json()).toMatchObject({ success: true });
        }
        await expect(async () => target.showsData(page, base)).toPass({ timeout: 10_000 });
      });
    }
  });
}
