import { expect, test } from './support/fixtures';
import { startSecondApp, type SecondApp } from './support/secondApp';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';

const LIMITED = {
  vi: 'Quá nhiều lần thử từ mạng của bạn. Vui lòng đợi một phút rồi thử lại.',
  en: 'Too many attempts from your network. Please wait a minute and try again.',
};

// "Security": login, register, SMS and captcha calls rate-limited per visitor IP with a clear translated
// 429. The suite's own instance keeps the generous defaults (it signs in from 127.0.0.1 all along); this one
// runs with limits low enough to reach.
test.describe('rate limits per visitor IP', () => {
  let app: SecondApp;
  test.beforeAll(async ({ servers }) => {
    test.setTimeout(90_000);
    app = await startSecondApp(servers, {
      RATE_LIMIT_LOGIN: '2', RATE_LIMIT_REGISTER: '1', RATE_LIMIT_SMS: '1', RATE_LIMIT_CAPTCHA: '2', RATE_LIMIT_IMAGE: '3',
      RATE_LIMIT_WINDOW_SECONDS: '600',
    });
  });
  test.afterAll(() => app?.stop());

  // Each test plays another visitor: the address a trusted proxy would have appended (TRUSTED_PROXIES=1).
  const visitor = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });

  test('the login form shows the translated refusal, keeps what was typed, and the platform sees no third try', async ({ browser, sim }) => {
    const context = await browser.newContext({ baseURL: app.base, extraHTTPHeaders: visitor(1) });
    const page = await context.newPage();
    const freePlay = () =>
      fetch(`${app.base}/wps/session/login/freeplay`, {
        method: 'POST',
        headers: { ...visitor(1), Origin: app.base, 'Content-Type': 'application/json' },
        body: '{}',
      });
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('demo01', 'Wrong1234');
    await expect(login.notice).toContainText('Xin lỗi, người dùng không tồn tại hoặc đã bị vô hiệu hóa');
    await login.dismissNotice();
    // the BFF's sign-in doors count in the same bucket as the form
    expect((await freePlay()).status).toBe(200);
    await login.password.fill('Demo1234');
    await login.submit.click();
    await expect(login.notice).toContainText(LIMITED.vi);
    await login.dismissNotice();
    await expect(login.username).toHaveValue('demo01');
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(await sim.requests('/wps/session/login')).toHaveLength(2);
    const door = await freePlay();
    expect(door.status).toBe(429);
    expect(await door.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: LIMITED.vi });
    await context.close();

    // another visitor is not held back by the first one's attempts
    const other = await browser.newContext({ baseURL: app.base, extraHTTPHeaders: visitor(2) });
    const otherPage = await other.newPage();
    const otherLogin = new LoginPage(otherPage);
    await otherLogin.goto();
    await otherLogin.signIn('demo01', 'Demo1234');
    await expect(otherPage).toHaveURL(/\/m\/home$/);
    await other.close();
  });

  test('the register form shows the translated refusal and keeps what was typed', async ({ browser, sim }) => {
    const context = await browser.newContext({ baseURL: app.base, extraHTTPHeaders: visitor(3) });
    const page = await context.newPage();
    const register = new RegisterPage(page);
    await register.goto();
    await register.fillUsernameForm({ username: 'demo01', password: 'Secret123', captcha: await sim.captcha() });
    await register.submit.click();
    await expect(register.errorOf('username')).toHaveText('Xin lỗi, tên đăng nhập đã tồn tại');
    await register.captcha.fill(await sim.captcha());
    await register.submit.click();
    await expect(register.notice).toContainText(LIMITED.vi);
    await register.dismissNotice();
    await expect(register.username).toHaveValue('demo01');
    await expect(register.password).toHaveValue('Secret123');
    expect(await sim.requests('/wps/member/register')).toHaveLength(1);
    await context.close();
  });

  test('SMS codes and captcha images through the BFF answer 429 with the envelope, translated', async ({ page, sim }) => {
    const sms = (locale: string) =>
      page.request.post(`${app.base}/wps/verification/sms/noLogin`, {
        data: { mobileNum: '912345678', countryDialingCode: '84' },
        headers: { ...visitor(4), Origin: app.base, Cookie: `NEXT_LOCALE=${locale}` },
      });
    expect((await sms('en')).status()).toBe(200);
    const refused = await sms('en');
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ success: false, value: { retryAfterSeconds: expect.any(Number) }, code: 'RATE_LIMITED', message: LIMITED.en });
    expect(await sim.requests('/wps/verification/sms/noLogin')).toHaveLength(1);

    const captcha = () => page.request.get(`${app.base}/wps/captcha`, { headers: visitor(5) });
    expect((await captcha()).status()).toBe(200);
    expect((await captcha()).status()).toBe(200);
    const third = await captcha();
    expect(third.status()).toBe(429);
    expect(await third.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: LIMITED.vi });
  });

  // SPEC §3 image CDNs: what one visitor can make the image route fetch from the CDN (here by walking the CDN's
  // aliases of one picture) is bounded; what the route keeps is served to everyone
  test('the image route fetches at most its budget of pictures for one visitor, and serves kept copies to all', async ({ request }) => {
    const picture = (alias: number, width = 384) => `${app.base}/img/${width}/${'cdn/'.repeat(alias)}banners/101.jpg`;
    const walked = [];
    for (let alias = 0; alias < 5; alias += 1) walked.push((await request.get(picture(alias), { headers: visitor(6) })).status());
    expect(walked).toEqual([200, 200, 200, 429, 429]);
    const refused = await request.get(picture(4), { headers: visitor(6) });
    expect(refused.headers()['cache-control']).toBe('no-store');
    // A kept copy costs the route nothing: still served to the same visitor
    expect((await request.get(picture(0), { headers: visitor(6) })).status()).toBe(200);
    // Another visitor has a budget of its own
    expect((await request.get(picture(4), { headers: visitor(7) })).status()).toBe(200);
  });
});

// SPEC §7 security: the per-visitor limits hold whatever a client writes into X-Forwarded-For. With no trusted
// proxy (TRUSTED_PROXIES unset), the visitor is the address the connection comes from.
test.describe('rate limits with no trusted proxy', () => {
  let app: SecondApp;
  test.beforeAll(async ({ servers }) => {
    test.setTimeout(90_000);
    app = await startSecondApp(servers, { TRUSTED_PROXIES: '', RATE_LIMIT_LOGIN: '3', RATE_LIMIT_SMS: '2', RATE_LIMIT_WINDOW_SECONDS: '600' });
  });
  test.afterAll(() => app?.stop());

  const rotating = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}, 203.0.113.${n}`, Origin: app.base, 'Content-Type': 'application/json' });

  test('a rotating X-Forwarded-For escapes neither the sign-in nor the SMS limit, and the platform sees the real address', async ({ sim }) => {
    const signIns = [];
    for (let n = 1; n <= 6; n += 1) {
      signIns.push((await fetch(`${app.base}/wps/session/login/freeplay`, { method: 'POST', headers: rotating(n), body: '{}' })).status);
    }
    expect(signIns).toEqual([200, 200, 200, 429, 429, 429]);

    const codes = [];
    for (let n = 1; n <= 5; n += 1) {
      const body = JSON.stringify({ mobileNum: `91234567${n}`, countryDialingCode: '84' });
      codes.push((await fetch(`${app.base}/wps/verification/sms/noLogin`, { method: 'POST', headers: rotating(10 + n), body })).status);
    }
    expect(codes).toEqual([200, 200, 429, 429, 429]);
    const sent = await sim.requests('/wps/verification/sms/noLogin');
    expect(sent).toHaveLength(2);
    expect(sent.map((request) => request.headers['x-forwarded-for'])).toEqual(['127.0.0.1', '127.0.0.1']);
  });
});
