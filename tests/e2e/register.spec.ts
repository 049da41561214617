import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { HomePage } from './pages/HomePage';
import { RegisterPage } from './pages/RegisterPage';
import { untilHydrated } from './support/hydration';
import { withoutScripts } from './support/withoutScripts';

const accountButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** A captcha text that is surely not the one issued. */
const wrongCaptcha = (right: string) => (right === '0000' ? '1111' : '0000');

// SPEC §2 register screen, §3 registration payload, §5 registration validation, §8 registration copy
test.describe('register by username', () => {
  test('draws the m_reg banners, the method toggle, captcha, two show/hide password fields, agreement and links', async ({ page, registerPage: register }) => {
    await register.goto();
    await expect(page.getByRole('img', { name: 'Đăng ký nhận ngay 88' })).toBeVisible();
    await expect(register.byUsername).toHaveAttribute('aria-pressed', 'true');
    await expect(register.byMobile).toHaveAttribute('aria-pressed', 'false');
    // A PNG raster (no text to read off its source) that the browser decodes under the page's CSP (img-src data:).
    const captchaImage = register.captchaImage.locator('img');
    await expect(captchaImage).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect.poll(() => captchaImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(192);
    await expect(register.captcha).toHaveAttribute('maxlength', '6');
    await expect(register.captcha).toHaveAttribute('inputmode', 'numeric');
    await expect(register.affiliateCode).toHaveAttribute('name', 'affiliateCode');
    await expect(register.optionalMobileNum).toBeVisible();

    await expect(register.showPassword).toHaveCount(2);
    await register.password.fill('Secret123');
    await expect(register.password).toHaveAttribute('type', 'password');
    await register.showPassword.first().click();
    await expect(register.password).toHaveAttribute('type', 'text');
    await expect(register.showPassword.first()).toHaveAttribute('aria-pressed', 'true');
    await register.showPassword.nth(1).click();
    await expect(register.confirmPassword).toHaveAttribute('type', 'text');

    await expect(page.getByRole('link', { name: 'Thỏa thuận người dùng' })).toHaveAttribute('href', '/m/useragreement');
    await expect(page.getByRole('link', { name: 'Đã có tài khoản? Đăng nhập' })).toHaveAttribute('href', '/m/login');
    await expect(page.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute('href', '/m/forget');

    const firstImage = await register.captchaImage.locator('img').getAttribute('src');
    await register.captchaImage.click();
    await expect(register.captchaImage.locator('img')).not.toHaveAttribute('src', firstImage!);
  });

  // SPEC §5 with the platform's patterns (row 15): a Bengali screen reads its rules in Bengali, in the browser's
  // check and, before hydration, in the server's.
  test('a Bengali screen words the platform\'s pattern rules in Bengali, with scripts and without', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: baseURL! }]);
    // The fields by the names SPEC §3 gives them; the labels are Bengali here.
    const submitWrong = async (screen: Page) => {
      await screen.locator('input[name="username"]').fill('1abc');
      await screen.locator('input[name="email"]').fill('not-an-email');
      await screen.getByRole('button', { name: 'নিবন্ধন করুন', exact: true }).click();
      await expect(screen.locator('#field-username-error')).toHaveText('অ্যাকাউন্টের ফরম্যাট সঠিক নয়');
      await expect(screen.locator('#field-email-error')).toHaveText('ই-মেইলের ফরম্যাট সঠিক নয়');
    };
    await page.goto('/m/register');
    await untilHydrated(page);
    await submitWrong(page);
    await withoutScripts(page, async (plain) => {
      await plain.goto('/m/register');
      await submitWrong(plain);
    });
  });

  test('checks the form in the browser first: Vietnamese errors under the fields, first invalid focused, nothing lost', async ({ sim, registerPage: register }) => {
    await register.goto();
    await register.submit.click();
    await expect(register.errorOf('username')).toHaveText('Vui lòng nhập thông tin này');
    await expect(register.errorOf('password')).toHaveText('Vui lòng nhập mật khẩu');
    await expect(register.errorOf('confirmPassword')).toHaveText('Vui lòng nhập lại mật khẩu để xác nhận');
    await expect(register.errorOf('captcha')).toHaveText('Vui lòng nhập mã xác minh');
    await expect(register.username).toBeFocused();

    await register.fillUsernameForm({ username: '1abc', password: 'Secret123', confirmPassword: 'Secret124', captcha: '12a' });
    await register.email.fill('not-an-email');
    await expect(register.errorOf('confirmPassword')).toHaveText('Mật khẩu xác nhận không khớp');
    await register.submit.click();
    // A pattern failure (row 15's pattern) shows the field's own rule in the player's language, never the platform's
    // English message.
    await expect(register.errorOf('username')).toHaveText('Định dạng tài khoản không đúng');
    await expect(register.errorOf('email')).toHaveText('Định dạng email không đúng');
    await expect(register.errorOf('confirmPassword')).toHaveText('Mật khẩu xác nhận không khớp');
    await expect(register.errorOf('captcha')).toHaveText('Mã xác minh gồm tối đa 6 chữ số');
    await expect(register.errorOf('password')).toHaveCount(0);
    await expect(register.username).toBeFocused();
    await expect(register.username).toHaveValue('1abc');
    await expect(register.password).toHaveValue('Secret123');
    await expect(register.confirmPassword).toHaveValue('Secret124');
    await expect(register.email).toHaveValue('not-an-email');

    await register.confirmPassword.fill('Secret123');
    await expect(register.errorOf('confirmPassword')).toHaveCount(0);
    await expect(register.hintOf('confirmPassword')).toHaveText('Xác nhận chính xác');
    expect(await sim.requests('/wps/member/register')).toHaveLength(0);
  });

  test('an unknown invitation code is checked with the platform: invitation code error, focused, nothing registered', async ({ page, sim, registerPage: register }) => {
    await register.goto();
    await register.fillUsernameForm({ username: 'invitee01', password: 'Secret123', captcha: await sim.captcha() });
    await register.affiliateCode.fill('ZZ1234');
    await register.submit.click();
    await expect(register.errorOf('affiliateCode')).toHaveText('Mã mời không đúng');
    await expect(register.affiliateCode).toBeFocused();
    const checks = await sim.requests('/wps/affiliate/check');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.query).toMatchObject({ code: 'ZZ1234', domain: '127.0.0.1' });
    expect(checks[0]!.headers['module-id']).toBe('AFFMAN3');
    expect(await sim.requests('/wps/member/register')).toHaveLength(0);

    await register.affiliateCode.fill('AG8888');
    await register.submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await sim.registration('invitee01')).toMatchObject({ affiliateCode: 'AG8888' });
  });

  // SPEC §5: a refusal of one field lands under it with focus, as the invitation code's does
  test('a captcha the platform refuses is said under the captcha, focused, with a new captcha; the rest stays', async ({ page, sim, registerPage: register }) => {
    await register.goto();
    const firstImage = await register.captchaImage.locator('img').getAttribute('src');
    await register.fillUsernameForm({ username: 'captcha01', password: 'Secret123', captcha: wrongCaptcha(await sim.captcha()) });
    await register.submit.click();
    await expect(register.errorOf('captcha')).toContainText('Mã xác minh không đúng');
    await expect(register.captcha).toBeFocused();
    await expect(register.notice).toHaveCount(0);
    await expect(register.captchaImage.locator('img')).not.toHaveAttribute('src', firstImage!);
    await expect(register.captcha).toHaveValue('');
    await expect(register.username).toHaveValue('captcha01');
    await expect(register.password).toHaveValue('Secret123');
    await expect(register.confirmPassword).toHaveValue('Secret123');

    await register.captcha.fill(await sim.captcha());
    await register.submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a username that is taken is the platform refusal, in Vietnamese, under the username, focused, with a fresh captcha', async ({ page, sim, registerPage: register }) => {
    await register.goto();
    await register.fillUsernameForm({ username: 'demo01', password: 'Secret123', captcha: await sim.captcha() });
    await register.submit.click();
    await expect(register.errorOf('username')).toHaveText('Xin lỗi, tên đăng nhập đã tồn tại');
    await expect(register.username).toBeFocused();
    await expect(register.notice).toHaveCount(0);
    await expect(register.username).toHaveValue('demo01');
    await expect(register.captcha).toHaveValue('');
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('registers with an encrypted body, logs in automatically and lands home signed in', async ({ page, sim, registerPage: register }) => {
    await register.goto();
    await register.fillUsernameForm({ username: 'Newbie01', password: 'Secret123', captcha: await sim.captcha() });
    await register.email.fill('newbie01@example.com');
    await register.submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Đăng ký thành công' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(accountButton(page, 'newbie01')).toBeVisible();
    // Home in its own frame (SPEC §2 layout rules), not the registration's: the header and the bottom menu.
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();
    await expect(page.locator('[data-app-header]')).toBeVisible();

    const sent = await sim.requests('/wps/member/register');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.headers['module-id']).toBe('REGISTER_REE3');
    expect(sent[0]!.headers.encryption).toMatch(/^[0-9a-f]+$/);
    expect(Object.keys(JSON.parse(sent[0]!.body))).toEqual(['value']);
    expect(sent[0]!.body).not.toContain('Secret123');
    expect(sent[0]!.body).not.toContain('Newbie01');
    // SPEC §2: the new username and password are then used to log in.
    const all = await sim.requests();
    const registerAt = all.findIndex((r) => r.path === '/wps/member/register');
    expect(all.slice(registerAt).some((r) => r.method === 'POST' && r.path === '/wps/session/login')).toBe(true);

    expect(await sim.registration('newbie01')).toMatchObject({
      registerMethod: 'H5',
      domain: '127.0.0.1',
      registerUrl: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
      email: 'newbie01@example.com',
    });
  });

  test('the register button is disabled unless the agreement is ticked (ticked by default)', async ({ registerPage: register }) => {
    await register.goto();
    await expect(register.agreement).toBeChecked();
    await expect(register.submit).toBeEnabled();
    await register.agreement.uncheck();
    await expect(register.submit).toBeDisabled();
    await register.agreement.check();
    await expect(register.submit).toBeEnabled();
  });
});

test.describe('register by mobile number', () => {
  test('asks for a valid number before sending the SMS code, counts down, then registers and logs in', async ({ page, sim, registerPage: register }) => {
    await register.goto();
    await register.byMobile.click();
    await expect(register.byMobile).toHaveAttribute('aria-pressed', 'true');
    await expect(register.username).toHaveCount(0);
    await expect(register.captcha).toHaveCount(0);
    await expect(register.countryCode).toHaveValue('84');

    await register.sendCode.click();
    await expect(register.errorOf('mobileNum')).toHaveText('Vui lòng nhập số điện thoại hợp lệ');
    await expect(register.mobileNum).toBeFocused();
    expect(await sim.requests('/wps/verification/sms/noLogin')).toHaveLength(0);

    await register.mobileNum.fill('987650002');
    await register.sendCode.click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã gửi SMS' })).toBeVisible();
    await expect(register.sendCode).toHaveText(/Gửi lại sau (59|60)s/);
    await expect(register.sendCode).toBeDisabled();
    const code = await sim.sms('987650002');

    await register.submit.click();
    await expect(register.errorOf('verificationCode')).toHaveText('Vui lòng nhập thông tin này');
    await expect(register.verificationCode).toBeFocused();
    await register.verificationCode.fill(code);
    await register.password.fill('Secret123');
    await register.confirmPassword.fill('Secret123');
    await register.submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(accountButton(page, 'm987650002')).toBeVisible();

    const sent = await sim.requests('/wps/member/register/mobile');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.encryption).toMatch(/^[0-9a-f]+$/);
    expect(sent[0]!.body).not.toContain('Secret123');
    expect(sent[0]!.body).not.toContain('987650002');
    expect(await sim.registration('m987650002')).toMatchObject({
      mobileNum: '987650002', countryDialingCode: '84', registerMethod: 'H5',
    });
  });

  test('a wrong SMS code is the platform refusal, in Vietnamese, in the notice, the number stays', async ({ sim, registerPage: register }) => {
    await register.goto();
    await register.byMobile.click();
    await register.mobileNum.fill('987650003');
    await register.sendCode.click();
    const code = await sim.sms('987650003');
    await register.verificationCode.fill(code === '000000' ? '111111' : '000000');
    await register.password.fill('Secret123');
    await register.confirmPassword.fill('Secret123');
    await register.submit.click();
    await expect(register.notice).toContainText('Mã xác minh không đúng');
    await register.dismissNotice();
    await expect(register.mobileNum).toHaveValue('987650003');
  });

  test('the typed mobile number is carried over between the two methods', async ({ registerPage: register }) => {
    await register.goto();
    await register.username.fill('keepme01');
    await register.optionalMobileNum.fill('912000111');
    await register.password.fill('Secret123');
    await register.byMobile.click();
    await expect(register.mobileNum).toHaveValue('912000111');
    await expect(register.password).toHaveValue('Secret123');
    await register.mobileNum.fill('912000222');
    await register.byUsername.click();
    await expect(register.byUsername).toHaveAttribute('aria-pressed', 'true');
    await expect(register.optionalMobileNum).toHaveValue('912000222');
    await expect(register.username).toHaveValue('keepme01');
  });

  test('with only mobile registration on there is no toggle and the mobile form is the default', async ({ sim, registerPage: register }) => {
    await register.goto();
    await expect(register.methodToggle).toBeVisible();
    await sim.setState({ flags: { USERNAMEREG3: false } });
    await expect
      .poll(async () => {
        await register.goto();
        return register.methodToggle.count();
      }, { timeout: 10_000 })
      .toBe(0);
    await expect(register.mobileNum).toBeVisible();
    await expect(register.verificationCode).toBeVisible();
    await expect(register.username).toHaveCount(0);
    await expect(register.captcha).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('registers with a plain POST, sends registerMethod H5 and lands home signed in', async ({ page, sim, registerPage: register }) => {
    await register.goto('/register.html');
    await register.fillUsernameForm({ username: 'plainpost1', password: 'Secret123', captcha: await sim.captcha() });
    await register.submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // SPEC §2 home without scripts: the members' shared home links the account screen, which names the member.
    const home = new HomePage(page);
    await expect(home.accountLink).toBeVisible();
    await home.accountLink.click();
    await expect(page.getByText('plainpost1').first()).toBeVisible();
    expect(await sim.registration('plainpost1')).toMatchObject({ registerMethod: 'H5' });
  });

  test('the method toggle posts and keeps what was typed', async ({ registerPage: register }) => {
    await register.goto();
    await register.optionalMobileNum.fill('912000333');
    await register.byMobile.click();
    await expect(register.byMobile).toHaveAttribute('aria-pressed', 'true');
    await expect(register.mobileNum).toHaveValue('912000333');
    await expect(register.username).toHaveCount(0);
  });

  // SPEC §2 invite friends: the member centre shares /m/register?affiliateCode=<code>; the form starts with it.
  test('a shared referral link arrives with the invitation code filled in', async ({ page }) => {
    await page.goto('/m/register?affiliateCode=DM1001');
    await expect(new RegisterPage(page).affiliateCode).toHaveValue('DM1001');
  });
});

// SPEC §5 field rules: the mobile number takes digits only; the username's maxlength is its rule's longest
test('the mobile field keeps digits only and the username field stops at its rule\'s length', async ({ registerPage: register }) => {
  await register.goto();
  await untilHydrated(register.page);
  await register.byMobile.click();
  await register.mobileNum.pressSequentially('12ab');
  await expect(register.mobileNum).toHaveValue('12');
  await register.byUsername.click();
  // Row 15's username pattern is ^[A-Za-z][A-Za-z0-9]{5,15}$: 16 characters at most.
  await expect(register.username).toHaveAttribute('maxlength', '16');
});
