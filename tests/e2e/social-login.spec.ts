import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { Sim } from './support/sim';

// Social login: the simulator plays Google and Facebook (JWKS, consent page, ID token in the
// fragment); the app verifies the ID token with jose before the platform login (type firebase).
const googleButton = (page: Page) => page.getByRole('link', { name: 'Đăng nhập bằng Google' });
const facebookButton = (page: Page) => page.getByRole('link', { name: 'Đăng nhập bằng Facebook' });
const accountButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const failure = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const MESSAGES = {
  invalid: 'Không thể xác minh thông tin đăng nhập của bạn. Vui lòng thử lại.',
  tokenExpired: 'Đăng nhập mất quá nhiều thời gian. Vui lòng thử lại.',
  stateMismatch: 'Phiên đăng nhập này không bắt đầu từ trình duyệt này. Vui lòng bắt đầu lại từ trang đăng nhập.',
  flowExpired: 'Phiên đăng nhập này đã hết hạn. Vui lòng bắt đầu lại từ trang đăng nhập.',
  cancelled: 'Bạn đã hủy đăng nhập.',
};

/** Starts a Google sign-in from the login screen and stops on the provider's consent page. */
async function startGoogleSignIn(page: Page) {
  await page.goto('/m/login');
  await googleButton(page).click();
  await expect(page.getByTestId('idp-title')).toHaveText('Sign in with Google');
  const authorize = new URL(page.url());
  return { state: authorize.searchParams.get('state')!, nonce: authorize.searchParams.get('nonce')!, authorize };
}

/** Comes back to the app's callback the way the provider would (a new document), with a token of the test's choosing. */
async function returnWith(page: Page, fragment: Record<string, string>) {
  await page.goto('about:blank');
  await page.goto(`/m/login/social/callback#${new URLSearchParams(fragment)}`);
}

async function expectNoPlatformLogin(sim: Sim) {
  expect(await sim.requests('/wps/session/login')).toEqual([]);
  expect(await sim.socialLogins()).toEqual([]);
  expect(await sim.tokens()).toEqual([]);
}

test.describe('social login', () => {
  test('the Google button signs demo01 in through the consent page and lands home', async ({ page, sim, baseURL }) => {
    const { state, nonce, authorize } = await startGoogleSignIn(page);
    expect(authorize.pathname).toBe('/idp/google/authorize');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${baseURL}/m/login/social/callback`);
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(nonce.length).toBeGreaterThanOrEqual(32);

    await page.getByRole('button', { name: 'demo01@example.com' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(accountButton(page, 'demo01')).toBeVisible();

    // The platform got the provider's token inside the encrypted login, once, as a firebase login.
    const logins = await sim.socialLogins();
    expect(logins).toEqual([{ time: expect.any(Number), channel: 'google', idToken: expect.any(String), userName: 'demo01', code: 'OK' }]);
    const claims = JSON.parse(Buffer.from(logins[0]!.idToken.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ email: 'demo01@example.com', nonce });
    const sent = await sim.requests('/wps/session/login');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.encryption).toMatch(/^[0-9a-f]+$/);
    expect(sent[0]!.body).not.toContain(logins[0]!.idToken);
    // The token came back in the fragment, which was wiped; the one-try sign-in cookie is spent.
    expect(page.url()).not.toContain('id_token');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'mc_social')).toBeUndefined();
  });

  test('Facebook signs a person the platform does not know in as a new member', async ({ page, sim }) => {
    await page.goto('/m/login');
    await facebookButton(page).click();
    await expect(page.getByTestId('idp-title')).toHaveText('Sign in with Facebook');
    await page.getByRole('button', { name: 'new.player@example.com' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(accountButton(page, 'newplayer')).toBeVisible();
    expect((await sim.socialLogins()).map((entry) => [entry.channel, entry.userName])).toEqual([['facebook', 'newplayer']]);
  });

  test('goes back to the protected page that sent the visitor to log in', async ({ page }) => {
    await page.goto('/m/withdraw');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fwithdraw$/);
    await googleButton(page).click();
    await page.getByRole('button', { name: 'demo01@example.com' }).click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
  });

  test('a forged ID token shows the error and the platform never hears of it', async ({ page, sim }) => {
    const { state, nonce } = await startGoogleSignIn(page);
    const forged = await sim.idToken({ provider: 'google', email: 'demo01@example.com', nonce, forged: true });
    await returnWith(page, { id_token: forged, state });
    await expect(failure(page, MESSAGES.invalid)).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login\/social\/callback$/);
    await expectNoPlatformLogin(sim);

    await page.getByRole('link', { name: 'Quay lại đăng nhập' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(googleButton(page)).toBeVisible();
  });

  test('an expired ID token and one for another client are refused before the platform', async ({ page, sim }) => {
    let flow = await startGoogleSignIn(page);
    const expired = await sim.idToken({ provider: 'google', email: 'demo01@example.com', nonce: flow.nonce, issuedAt: Math.floor(Date.now() / 1000) - 700 });
    await returnWith(page, { id_token: expired, state: flow.state });
    await expect(failure(page, MESSAGES.tokenExpired)).toBeVisible();

    flow = await startGoogleSignIn(page);
    const otherClient = await sim.idToken({ provider: 'google', email: 'demo01@example.com', nonce: flow.nonce, audience: 'another-app' });
    await returnWith(page, { id_token: otherClient, state: flow.state });
    await expect(failure(page, MESSAGES.invalid)).toBeVisible();
    await expectNoPlatformLogin(sim);
  });

  test('a token of another sign-in (nonce or state) is refused, and a sign-in is tried only once', async ({ page, sim }) => {
    let flow = await startGoogleSignIn(page);
    const stranger = await sim.idToken({ provider: 'google', email: 'demo01@example.com', nonce: 'a-nonce-this-browser-never-saw' });
    await returnWith(page, { id_token: stranger, state: flow.state });
    await expect(failure(page, MESSAGES.invalid)).toBeVisible();

    flow = await startGoogleSignIn(page);
    const good = await sim.idToken({ provider: 'google', email: 'demo01@example.com', nonce: flow.nonce });
    await returnWith(page, { id_token: good, state: 'not-the-state-of-this-sign-in' });
    await expect(failure(page, MESSAGES.stateMismatch)).toBeVisible();
    await returnWith(page, { id_token: good, state: flow.state });
    await expect(failure(page, MESSAGES.flowExpired)).toBeVisible();
    await expectNoPlatformLogin(sim);
  });

  // SPEC §2 social login: a sign-in's state and nonce are spent on the server, so a copy of its cookie is no second try.
  test('the same sign-in cookie and ID token replayed from another browser sign no one in a second time', async ({ page, sim, browser, baseURL }) => {
    const flow = await startGoogleSignIn(page);
    const flowCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'mc_social')!;
    expect(flowCookie).toBeTruthy();
    const token = await sim.idToken({ provider: 'google', email: 'demo01@example.com', nonce: flow.nonce });
    await returnWith(page, { id_token: token, state: flow.state });
    await expect(page).toHaveURL(/\/m\/home$/);

    const replay = await browser.newContext({ baseURL });
    try {
      await replay.addCookies([flowCookie]);
      const other = await replay.newPage();
      await returnWith(other, { id_token: token, state: flow.state });
      await expect(failure(other, MESSAGES.flowExpired)).toBeVisible();
      expect((await replay.cookies()).find((cookie) => cookie.name === 'mc_session')).toBeUndefined();
    } finally {
      await replay.close();
    }
    expect(await sim.socialLogins()).toHaveLength(1);
    expect((await sim.tokens()).filter((entry) => entry.userName === 'demo01')).toHaveLength(1);
  });

  test('cancelling on the consent page comes back with a message', async ({ page, sim }) => {
    await startGoogleSignIn(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(failure(page, MESSAGES.cancelled)).toBeVisible();
    await expectNoPlatformLogin(sim);
  });

  test('the browser cannot send a social login through the platform door', async ({ page, sim }) => {
    await page.goto('/m/login');
    const idToken = await sim.idToken({ provider: 'google', email: 'demo01@example.com' });
    const status = await page.evaluate(async (token) => {
      const response = await fetch('/wps/session/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'x', password: 'y', type: 'firebase', firebaseChannel: 'google', firebaseIdToken: token }),
      });
      return response.status;
    }, idToken);
    expect(status).toBeGreaterThanOrEqual(400);
    await expectNoPlatformLogin(sim);
  });
});

test.describe('where the social buttons show', () => {
  test('on the member login username tab only: not on the SMS tab, not on the agent login', async ({ page }) => {
    await page.goto('/m/login');
    await expect(googleButton(page)).toHaveAttribute('href', '/m/login/social/google');
    await expect(facebookButton(page)).toHaveAttribute('href', '/m/login/social/facebook');
    await page.goto('/m/login?method=sms');
    await expect(page.getByLabel('Số điện thoại')).toBeVisible();
    await expect(googleButton(page)).toHaveCount(0);
    await expect(facebookButton(page)).toHaveCount(0);
    await page.goto('/m/agentLogin');
    await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
    await expect(googleButton(page)).toHaveCount(0);
    await expect(facebookButton(page)).toHaveCount(0);
  });

  test('each button follows its flag and whether the merchant configured the provider', async ({ page, sim }) => {
    const shown = async () => {
      await page.goto('/m/login');
      return [await googleButton(page).count(), await facebookButton(page).count()];
    };
    await sim.setState({ flags: { GOOGLELOGIN3: false } });
    await expect.poll(shown, { timeout: 10_000 }).toEqual([0, 1]);
    const refused = await page.request.get('/m/login/social/google', { maxRedirects: 0 });
    expect([refused.status(), new URL(refused.headers().location!).pathname]).toEqual([303, '/m/login']);

    await sim.setState({ flags: { GOOGLELOGIN3: true }, socialLogin: ['google'] });
    await expect.poll(shown, { timeout: 10_000 }).toEqual([1, 0]);
  });
});
