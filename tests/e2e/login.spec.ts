import { expect, test } from './support/fixtures';
import { untilHydrated } from './support/hydration';
import { LoginPage } from './pages/LoginPage';

const accountButton = (page: import('@playwright/test').Page, name: string) => page.getByRole('button', { name, exact: true });

// SPEC §2 login screen, §4 login, §5 login rules, §8 failed login
test.describe('username login', () => {
  test('signs in and lands home, sending the platform ciphertext only', async ({ page, sim, loginPage: login }) => {
    await login.goto();
    await login.signIn('demo01', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(accountButton(page, 'demo01')).toBeVisible();
    const sent = (await sim.requests()).filter((r) => r.path === '/wps/session/login');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).not.toContain('Demo1234');
    expect(sent[0]!.headers.encryption).toMatch(/^[0-9a-f]+$/);
    expect(sent[0]!.headers['module-id']).toBe('COMM3');
  });

  test('checks the fields before asking the platform and keeps what was typed', async ({ page, sim, loginPage: login }) => {
    await login.goto();
    await login.submit.click();
    await expect(page.getByText('Vui lòng nhập thông tin này').first()).toBeVisible();
    await expect(login.username).toBeFocused();
    await login.username.fill('a!');
    await login.password.fill('x');
    await login.submit.click();
    await expect(page.getByText('Định dạng tài khoản không đúng')).toBeVisible();
    await expect(page.getByText('Định dạng mật khẩu không đúng')).toBeVisible();
    await expect(login.username).toHaveValue('a!');
    await expect(login.password).toHaveValue('x');
    expect((await sim.requests()).filter((r) => r.path === '/wps/session/login')).toHaveLength(0);
  });

  test('a refusal shows the notice alert and loses nothing typed', async ({ loginPage: login }) => {
    await login.goto();
    await login.signIn('demo01', 'Wrong1234');
    await expect(login.notice).toContainText('Xin lỗi, người dùng không tồn tại hoặc đã bị vô hiệu hóa');
    await expect(login.notice.getByRole('button', { name: 'Xác nhận' })).toBeFocused();
    await login.dismissNotice();
    await expect(login.username).toHaveValue('demo01');
    await expect(login.password).toHaveValue('Wrong1234');
    await expect(login.captcha).toHaveCount(0);
  });

  test('the captcha round: shown after the platform asks, refreshable, required, then accepted', async ({ page, sim, loginPage: login }) => {
    await login.goto();
    await login.failUntilCaptchaAsked('demo01');
    const firstImage = await login.captchaImage.locator('img').getAttribute('src');
    expect(firstImage).toMatch(/^data:image\//);
    await login.captchaImage.click();
    await expect(login.captchaImage.locator('img')).not.toHaveAttribute('src', firstImage!);

    await login.password.fill('Demo1234');
    await login.submit.click();
    await expect(page.getByText('Vui lòng nhập mã xác minh')).toBeVisible();
    await expect(login.captcha).toBeFocused();

    await login.captcha.fill('0000');
    await login.submit.click();
    await expect(login.notice).toContainText('Mã xác minh không đúng');
    await login.dismissNotice();

    const text = await sim.captcha();
    await login.captcha.fill(text);
    await login.submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  // SPEC §2 login: the captcha once the platform wants it, which for a username is until it signs in (row 2).
  test('a member asked for the captcha comes back another day: the captcha is asked for, never called wrong', async ({ browser, baseURL, sim, loginPage: login }) => {
    await login.goto();
    await login.failUntilCaptchaAsked('demo01');

    const later = await browser.newContext({ baseURL, locale: 'vi-VN', viewport: { width: 390, height: 844 } });
    const back = new LoginPage(await later.newPage());
    await back.goto();
    await expect(back.captcha).toHaveCount(0);
    await back.signIn('demo01', 'Demo1234');
    await expect(back.notice).toContainText('Vui lòng nhập mã xác minh hiển thị trong hình để đăng nhập.');
    await expect(back.notice).not.toContainText('Mã xác minh không đúng');
    await back.dismissNotice();
    await expect(back.captcha).toBeVisible();
    await expect(back.password).toHaveValue('Demo1234');
    await back.captcha.fill(await sim.captcha());
    await back.submit.click();
    await expect(back.page).toHaveURL(/\/m\/home$/);
    await later.close();
  });

  test('goes back to the protected page that sent the visitor here', async ({ page }) => {
    await page.goto('/m/withdraw');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fwithdraw$/);
    await new LoginPage(page).signIn('demo01', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/withdraw$/);
  });

  // SPEC §2 layout rules: the sign-in takes the login's place in the history, so Back leaves for the screen before it,
  // in its own frame, never the login form drawn inside the signed-in screen's header and menus.
  test('Back after signing in goes to the screen before the login, in its own frame', async ({ page, homePage: home }) => {
    await home.goto();
    await home.loginLink.click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await new LoginPage(page).signIn('demo01', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(home.accountButton('demo01')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();
    await expect(page.getByLabel('Tên đăng nhập')).toHaveCount(0);
  });

  test('ignores a return address on another site', async ({ page }) => {
    await page.goto('/m/login?redirect=https%3A%2F%2Fevil.example%2F');
    await new LoginPage(page).signIn('demo01', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still signs in, and a refusal still shows the notice', async ({ page, loginPage: login }) => {
    await login.goto();
    await login.signIn('demo01', 'Wrong1234');
    await expect(page.getByRole('alertdialog')).toContainText('Xin lỗi, người dùng không tồn tại hoặc đã bị vô hiệu hóa');
    await expect(login.username).toHaveValue('demo01');
    await login.password.fill('Demo1234');
    await login.submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('SMS login', () => {
  test('sends a code with a countdown and signs in with it', async ({ page, sim, loginPage: login }) => {
    await login.goto();
    await login.smsTab.click();
    await expect(page).toHaveURL(/method=sms/);
    await expect(login.countryCode).toHaveValue('84');
    // The tab is a page of its own; its send button is a script's (a code cannot be asked for without scripts).
    await untilHydrated(page);
    await login.sendCode.click();
    await expect(page.getByText('Vui lòng nhập số điện thoại hợp lệ')).toBeVisible();
    await login.mobileNum.fill('912345678');
    await login.sendCode.click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã gửi SMS' })).toBeVisible();
    await expect(login.sendCode).toHaveText(/Gửi lại sau (59|60)s/);
    await expect(login.sendCode).toBeDisabled();
    const code = await sim.sms('912345678');
    await login.messageCode.fill(code);
    await login.submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(accountButton(page, 'mobile01')).toBeVisible();
    const sms = (await sim.requests()).find((r) => r.path === '/wps/verification/sms/noLogin');
    expect(JSON.parse(sms!.body)).toEqual({ mobileNum: '912345678', countryDialingCode: '84' });
  });

  test('the SMS tab exists only while MOBILEVERCODELOGIN3 is on', async ({ sim, loginPage: login }) => {
    await login.goto();
    await expect(login.smsTab).toBeVisible();
    await sim.setState({ flags: { MOBILEVERCODELOGIN3: false } });
    await expect.poll(async () => {
      await login.goto();
      return login.smsTab.count();
    }, { timeout: 10000 }).toBe(0);
  });
});

test.describe('agent login', () => {
  test('signs an agent in to the agent home, without a register link', async ({ page, loginPage: login }) => {
    await login.goto('/m/agentLogin');
    await expect(page.getByRole('link', { name: 'Đăng ký ngay' })).toHaveCount(0);
    await login.signIn('agent01', 'Agent1234');
    await expect(page).toHaveURL(/\/m\/agent\/home$/);
  });

  test('refuses a member: Non-agents cannot log in', async ({ page, sim, loginPage: login }) => {
    await login.goto('/m/agentLogin');
    await login.signIn('demo01', 'Demo1234');
    await expect(login.notice).toContainText('Tài khoản không phải đại lý không thể đăng nhập');
    await login.dismissNotice();
    await page.goto('/m/withdraw');
    await expect(page).toHaveURL(/\/m\/login/);
    expect((await sim.requests()).some((r) => r.path === '/wps/session/logout')).toBe(true);
  });

  test('the member login refuses an agent, saying it is an agent account', async ({ loginPage: login }) => {
    await login.goto();
    await login.signIn('agent01', 'Agent1234');
    await expect(login.notice).toContainText('Đây là tài khoản đại lý, hãy đăng nhập tại trang đại lý');
  });
});

test('free play signs in a free-play account and goes home', async ({ page, loginPage: login }) => {
  await login.goto();
  await login.freePlay.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('button', { name: /^fp_\d+$/ })).toBeVisible();
});

test('remember password survives a browser restart without the password ever reaching the page', async ({ browser, baseURL }) => {
  const first = await browser.newContext({ baseURL });
  const page = await first.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.remember.check();
  await login.signIn('demo01', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  const remembered = (await first.cookies()).filter((c) => c.name === 'mc_remember');
  expect(remembered).toHaveLength(1);
  expect(remembered[0]!.httpOnly).toBe(true);
  expect(remembered[0]!.value).not.toContain('Demo1234');
  await first.close();

  // A new browser keeps the persistent remember cookie but not the session.
  const second = await browser.newContext({ baseURL });
  await second.addCookies(remembered);
  const again = await second.newPage();
  const html = await (await again.request.get('/m/login')).text();
  expect(html).not.toContain('Demo1234');
  const relogin = new LoginPage(again);
  await relogin.goto();
  await expect(relogin.username).toHaveValue('demo01');
  await expect(relogin.password).toHaveValue('');
  await expect(relogin.password).toHaveAttribute('placeholder', 'Mật khẩu đã được ghi nhớ');
  await expect(relogin.remember).toBeChecked();
  await relogin.submit.click();
  await expect(again).toHaveURL(/\/m\/home$/);
  await second.close();
});

test.describe('sign out from the home popover', () => {
  test('asks first; cancel and Escape keep the session', async ({ page, loginPage: login }) => {
    await login.goto();
    await login.signIn('demo01', 'Demo1234');
    await accountButton(page, 'demo01').click();
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Đăng xuất' });
    await expect(dialog).toContainText('Bạn có chắc muốn đăng xuất?');
    await expect(dialog.getByRole('button', { name: 'Hủy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await expect(dialog).toBeHidden();
    await accountButton(page, 'demo01').click();
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(accountButton(page, 'demo01')).toBeVisible();
  });

  test('confirmed: platform logout, session and remembered login cleared, to /m/login', async ({ page, context, sim, loginPage: login }) => {
    await login.goto();
    await login.remember.check();
    await login.signIn('demo01', 'Demo1234');
    await page.evaluate(() => {
      sessionStorage.setItem('MC_SESSION_INFO', 'x');
      localStorage.setItem('autoLogin', '1');
      localStorage.setItem('bankList', '[]');
    });
    await accountButton(page, 'demo01').click();
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('mc_session');
    expect(names).not.toContain('mc_remember');
    expect(await page.evaluate(() => [sessionStorage.length, localStorage.getItem('autoLogin'), localStorage.getItem('bankList')])).toEqual([0, '0', null]);
    await expect(new LoginPage(page).username).toHaveValue('');
    expect((await sim.requests()).some((r) => r.method === 'DELETE' && r.path === '/wps/session/logout')).toBe(true);
  });
});
