import bn from '../../messages/bn.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { expect, test } from './support/fixtures';

const MOBILE = '912345678';

// SPEC §2 forgot password, §4 forgot by email, §5 forgot-password rules
test.describe('forgot password by email', () => {
  test('checks the fields first, then sends username and email form-encoded, shows in_been_out and goes back to login', async ({ page, sim, forgetPage: forget }) => {
    await forget.goto();
    await expect(forget.byEmail).toHaveAttribute('aria-pressed', 'true');

    await forget.submitEmail.click();
    await expect(page.getByText('Vui lòng nhập thông tin này')).toHaveCount(2);
    await expect(forget.username).toBeFocused();

    await forget.username.fill('a!');
    await forget.email.fill('demo01@example');
    await forget.submitEmail.click();
    await expect(page.getByText('Định dạng tài khoản không đúng')).toBeVisible();
    await expect(page.getByText('Định dạng email không đúng')).toBeVisible();
    await expect(forget.username).toHaveValue('a!');
    expect(await sim.requests('/wps/member/password/email')).toHaveLength(0);

    await forget.username.fill('  demo01 ');
    await forget.email.fill(' demo01@example.com  ');
    await forget.submitEmail.click();
    await expect(page.getByRole('status').filter({ hasText: 'Email đặt lại mật khẩu đã được gửi' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);

    const sent = await sim.requests('/wps/member/password/email');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const body = new URLSearchParams(sent[0]!.body);
    expect(Object.fromEntries(body)).toEqual({ username: 'demo01', email: 'demo01@example.com' });
  });

  test('a refusal shows in Vietnamese in the notice and keeps what was typed', async ({ page, forgetPage: forget }) => {
    await forget.goto();
    await forget.username.fill('demo01');
    await forget.email.fill('someone@example.com');
    await forget.submitEmail.click();
    await expect(forget.notice).toContainText('Xin lỗi, người dùng không tồn tại hoặc đã bị vô hiệu hóa');
    await forget.dismissNotice();
    await expect(forget.username).toHaveValue('demo01');
    await expect(forget.email).toHaveValue('someone@example.com');
    await expect(page).toHaveURL(/\/m\/forget$/);
  });

  test('without the password-change phone verification setting only the email form is offered', async ({ sim, forgetPage: forget }) => {
    await sim.setState({ flags: { MOBILENUMPASSREG3: false } });
    await expect(async () => {
      await forget.goto();
      await expect(forget.byPhone).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(forget.username).toBeVisible();
    await expect(forget.email).toBeVisible();
    await expect(forget.mobileNum).toHaveCount(0);
  });
});

// SPEC §2 phone form, §5, §8 modify.new.old.same
test.describe('forgot password by phone', () => {
  test('code field disabled until a code was sent, confirm blocked until touched and valid, then the new password works', async ({ page, sim, forgetPage: forget, loginPage: login }) => {
    await forget.goto();
    await forget.byPhone.click();
    await expect(forget.byPhone).toHaveAttribute('aria-pressed', 'true');
    await expect(forget.verificationCode).toBeDisabled();
    await expect(forget.submitPhone).toBeDisabled();

    // The mobile number is checked before a code is asked for.
    await forget.sendCode.click();
    await expect(page.getByText('Vui lòng nhập thông tin này')).toBeVisible();
    await expect(forget.mobileNum).toBeFocused();
    await forget.mobileNum.fill('123');
    await forget.sendCode.click();
    await expect(page.getByText('Số điện thoại cần ít nhất 6 chữ số')).toBeVisible();
    expect(await sim.requests('/wps/member/password/sms')).toHaveLength(0);

    await forget.mobileNum.fill(MOBILE);
    await expect(forget.countryCode).toHaveValue('84');
    await forget.sendCode.click();
    const code = await sim.sms(MOBILE);
    await expect(forget.sendCode).toHaveText(/Gửi lại sau \d+s/);
    await expect(forget.verificationCode).toBeEnabled();
    const smsRequests = await sim.requests('/wps/member/password/sms');
    expect(smsRequests).toHaveLength(1);
    expect(smsRequests[0]!.headers['module-id']).toBe('PWRESETSMS3');
    expect(JSON.parse(smsRequests[0]!.body)).toEqual({ mobileNum: MOBILE, countryDialingCode: '84' });

    await forget.verificationCode.fill(code);
    await expect(forget.submitPhone).toBeDisabled();
    await forget.newPassword.fill('abc');
    await forget.newPassword.blur();
    await expect(page.getByText('Định dạng mật khẩu không đúng')).toBeVisible();
    await expect(forget.submitPhone).toBeDisabled();
    await forget.newPassword.fill('Newpass99');
    await expect(forget.submitPhone).toBeEnabled();
    await forget.submitPhone.click();
    await expect(page).toHaveURL(/\/m\/login$/);

    const reset = await sim.requests('/wps/member/password/phone');
    expect(reset).toHaveLength(1);
    expect(reset[0]!.headers['module-id']).toBe('CHNGPASSVERIF3');
    expect(reset[0]!.headers.encryption).toMatch(/^[0-9a-f]+$/);
    expect(reset[0]!.body).not.toContain('Newpass99');

    await login.signIn('mobile01', 'Newpass99');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("'modify.new.old.same' clears the password field, any other error clears the code field", async ({ page, sim, forgetPage: forget }) => {
    await forget.goto();
    await forget.byPhone.click();
    await forget.mobileNum.fill(MOBILE);
    await forget.sendCode.click();
    const code = await sim.sms(MOBILE);
    await expect(forget.verificationCode).toBeEnabled();

    // The account's current password: the platform answers modify.new.old.same.
    await forget.verificationCode.fill(code);
    await forget.newPassword.fill('Mobile1234');
    await forget.submitPhone.click();
    await expect(forget.notice).toContainText('Mật khẩu mới và mật khẩu cũ không được giống nhau');
    await forget.dismissNotice();
    await expect(forget.newPassword).toHaveValue('');
    await expect(forget.verificationCode).toHaveValue(code);
    await expect(forget.mobileNum).toHaveValue(MOBILE);
    await expect(forget.submitPhone).toBeDisabled();

    // A wrong code: verification.code.error clears the code and keeps the password.
    await forget.newPassword.fill('Newpass99');
    await forget.submitWrongCode(code);
    await expect(forget.newPassword).toHaveValue('Newpass99');
    await expect(forget.submitPhone).toBeDisabled();

    const codes = (await sim.requests('/wps/member/password/phone')).length;
    expect(codes).toBe(2);
    await expect(page).toHaveURL(/\/m\/forget$/);
  });
});

// SPEC §4 SMS countdown, SPEC §8 a wrong code clears the code field, row 19 MOBILE_UNKNOWN
test.describe('forgot password by phone, refused', () => {
  const secondsLeft = async (forget: { sendCode: import('@playwright/test').Locator }) =>
    Number(/(\d+)/.exec((await forget.sendCode.textContent()) ?? '')?.[1] ?? 0);

  test('a wrong code neither restarts the resend countdown nor flags the code field the app emptied', async ({ sim, forgetPage: forget }) => {
    await forget.goto();
    await forget.byPhone.click();
    await forget.mobileNum.fill(MOBILE);
    await forget.sendCode.click();
    const code = await sim.sms(MOBILE);
    await expect(forget.sendCode).toHaveText(/Gửi lại sau/);
    // Some seconds pass, so a countdown started again would show more than it did.
    await expect.poll(() => secondsLeft(forget), { timeout: 10_000 }).toBeLessThanOrEqual(57);
    await forget.newPassword.fill('Newpass99');
    await forget.submitWrongCode(code);
    await expect(forget.sendCode).toHaveText(/Gửi lại sau/);
    expect(await secondsLeft(forget)).toBeLessThanOrEqual(57);
    await expect(forget.phoneForm.locator('#field-verificationCode-error')).toHaveCount(0);
    await expect(forget.verificationCode).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a number no account has is said to be not registered', async ({ page, forgetPage: forget }) => {
    await forget.goto();
    await forget.byPhone.click();
    await forget.mobileNum.fill('912000999');
    await forget.sendCode.click();
    await expect(page.getByText('Số điện thoại này chưa được đăng ký')).toBeVisible();
    await expect(page.getByText('Số điện thoại không hợp lệ')).toHaveCount(0);
  });
});

// SPEC §2: the language selector is on forgot password; switching reloads the screen in the new language.
test.describe('switching the language', () => {
  test('keeps the phone form and the typed number, never the new password', async ({ page, forgetPage: forget }) => {
    await forget.goto();
    await forget.byPhone.click();
    await forget.mobileNum.fill(MOBILE);
    await forget.newPassword.fill('Secret1234');
    await page.locator('summary').filter({ hasText: 'VI' }).click();
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const toggle = page.getByRole('group', { name: bn.forget.method });
    await expect(toggle.getByRole('button', { name: bn.forget.byPhone, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel(bn.forget.mobileNum, { exact: true })).toHaveValue(MOBILE);
    await expect(page.getByLabel(bn.forget.newPassword, { exact: true })).toHaveValue('');
  });

  test('keeps the email form with the typed account and email', async ({ page, forgetPage: forget }) => {
    await forget.goto();
    await forget.username.fill('demo01');
    await forget.email.fill('demo01@example.com');
    await page.locator('summary').filter({ hasText: 'VI' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('group', { name: en.forget.method }).getByRole('button', { name: en.forget.byEmail, exact: true }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel(en.forget.username)).toHaveValue('demo01');
    await expect(page.getByLabel(en.forget.email, { exact: true })).toHaveValue('demo01@example.com');
    // Taken once: a later visit starts empty.
    await page.reload();
    await expect(page.getByLabel(en.forget.username)).toHaveValue('');
  });
});

// SPEC §2: the login and the registration carry the language selector too; what was typed survives a switch, a
// password never does.
test.describe('switching the language on the login and the registration', () => {
  test('the login keeps the typed account, never the password', async ({ page, loginPage: login }) => {
    await login.goto();
    await login.username.fill('demo01');
    await login.password.fill('Demo1234');
    await page.locator('summary').filter({ hasText: 'VI' }).click();
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('input[name="username"]')).toHaveValue('demo01');
    await expect(page.locator('input[name="password"]')).toHaveValue('');
  });

  test('the registration keeps its method and the typed fields, never the passwords', async ({ page, registerPage: register }) => {
    await register.goto();
    await register.byMobile.click();
    await register.mobileNum.fill('912000333');
    await register.password.fill('Secret123');
    await page.locator('summary').filter({ hasText: 'VI' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('group', { name: en.register.method }).getByRole('button', { name: en.register.byMobile, exact: true }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('input[name="mobileNum"]')).toHaveValue('912000333');
    await expect(page.locator('input[name="password"]')).toHaveValue('');
  });
});
