import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';
import { signInBeforeOpening } from './support/signIn';

// SPEC §2 register/login/agreement and §9 'please wait': what the account screens tell before the player fails,
// the agreement they agree to, the agents' own way in, and the language on screens without a header.

async function useLocale(context: BrowserContext, baseURL: string, locale: 'vi' | 'en' | 'bn') {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
}

const rulesOf = (page: Page, field: string) => page.locator(`#field-${field}-rules li`);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('user agreement (row 103)', () => {
  test('shows the merchant agreement in Vietnamese, not the pending placeholder', async ({ page, sim }) => {
    await page.goto('/m/useragreement');
    await expect(page.getByRole('heading', { level: 2, name: 'Thỏa thuận người dùng' })).toBeVisible();
    for (const heading of ['1. Tài khoản', '2. Độ tuổi', '3. Chơi có trách nhiệm', '4. Nạp và rút tiền', '5. Quyền riêng tư']) {
      await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await expect(page.getByText('từ đủ 21 tuổi trở lên')).toBeVisible();
    await expect(page.getByText('Phiên bản 2026-03-01')).toBeVisible();
    await expect(page.locator('[data-screen="useragreement"]')).toBeVisible();
    await expect(page.getByText('Màn hình này sẽ sớm được mở.')).toHaveCount(0);
    const asked = await sim.requests('/wps/system/agreement');
    expect(asked.at(-1)!.headers).toMatchObject({ language: 'VI', 'module-id': 'COMM3' });
  });

  // SPEC §5 birthday check, §9 minimum age: one rule, the merchant's (row 80 minimumAge), in both places
  test("the agreement and the security centre name the same minimum age, the merchant's", async ({ page, sim, securityCenterPage: centre }) => {
    await page.goto('/m/useragreement');
    await expect(page.getByText('từ đủ 21 tuổi trở lên')).toBeVisible();
    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    await centre.goto();
    await expect(centre.birthday).toContainText('Bạn phải đủ 21 tuổi; không thể thay đổi sau này.');

    await sim.setState({ minimumAge: 18 });
    await expect.poll(async () => {
      await page.goto('/m/useragreement');
      return page.getByText('từ đủ 18 tuổi trở lên').count();
    }).toBe(1);
    await centre.goto();
    await expect(centre.birthday).toContainText('Bạn phải đủ 18 tuổi; không thể thay đổi sau này.');
  });

  for (const [locale, title, subject] of [
    ['en', 'User agreement', '3. Responsible gaming'],
    ['bn', 'ব্যবহারকারী চুক্তি', '৩. দায়িত্বশীল খেলা'],
  ] as const) {
    test(`asks the platform in the player's language: ${locale}`, async ({ page, context, baseURL, sim }) => {
      await useLocale(context, baseURL!, locale);
      await page.goto('/m/useragreement');
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: subject })).toBeVisible();
      expect((await sim.requests('/wps/system/agreement')).at(-1)!.headers.language).toBe(locale.toUpperCase());
    });
  }

  test('a platform that cannot answer gets a translated message, and the way to registration stays', async ({ page, sim }) => {
    await sim.setState({ faults: [{ path: '/wps/system/agreement', status: 500 }] });
    const response = await page.goto('/m/useragreement');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert').filter({ hasText: 'Hiện không tải được Thỏa thuận người dùng' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Đến trang đăng ký' })).toHaveAttribute('href', '/m/register');
  });

  test('the register form opens it in a tab of its own and keeps what was typed', async ({ page, context, registerPage: register }) => {
    await register.goto();
    await register.username.fill('keepme01');
    await register.affiliateCode.fill('AG8888');
    const link = page.getByRole('link', { name: /Thỏa thuận người dùng/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const [agreement] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(agreement.getByRole('heading', { level: 2, name: 'Thỏa thuận người dùng' })).toBeVisible();
    await agreement.close();
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(register.username).toHaveValue('keepme01');
    await expect(register.affiliateCode).toHaveValue('AG8888');
    await expect(register.agreement).toBeChecked();
    // Unticked, the button waits and says why; ticked again, it registers.
    await register.agreement.uncheck();
    await expect(register.submit).toBeDisabled();
    await expect(page.getByText('Đánh dấu đồng ý Thỏa thuận người dùng để đăng ký.')).toBeVisible();
    await register.agreement.check();
    await expect(register.submit).toBeEnabled();
    await expect(page.getByText('Đánh dấu đồng ý Thỏa thuận người dùng để đăng ký.')).toHaveCount(0);
  });
});

test.describe('register rules (row 15) before the player fails them', () => {
  test('each field lists its rules, met or unmet as typed', async ({ page, registerPage: register }) => {
    await register.goto();
    await expect(rulesOf(page, 'username')).toHaveText(['Từ 6 đến 16 ký tự', 'Bắt đầu bằng một chữ cái', 'Chỉ gồm chữ cái và chữ số']);
    await expect(rulesOf(page, 'password')).toHaveText(['Từ 8 đến 20 ký tự', 'Không có khoảng trắng', 'Có ít nhất một chữ in hoa']);
    await expect(rulesOf(page, 'email')).toHaveText(['Một địa chỉ email hợp lệ, ví dụ ten@example.com']);
    await expect(rulesOf(page, 'mobileNum')).toHaveText(['Từ 6 đến 20 ký tự', 'Chỉ gồm chữ số']);
    for (const state of await rulesOf(page, 'username').evaluateAll((items) => items.map((item) => item.getAttribute('data-state')))) {
      expect(state).toBe('pending');
    }
    await expect(register.username).toHaveAttribute('aria-describedby', /field-username-rules/);

    const states = (field: string) => rulesOf(page, field).evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
    await register.username.pressSequentially('1ab');
    await expect.poll(() => states('username')).toEqual(['unmet', 'unmet', 'met']);
    await expect(rulesOf(page, 'username').nth(0)).toContainText('chưa đạt');
    await register.username.fill('');
    await register.username.pressSequentially('player01');
    await expect.poll(() => states('username')).toEqual(['met', 'met', 'met']);
    await expect(rulesOf(page, 'username').nth(0)).toContainText('đã đạt');

    await register.password.pressSequentially('abcdefgh');
    await expect.poll(() => states('password')).toEqual(['met', 'met', 'unmet']);
    await register.password.fill('');
    await register.password.pressSequentially('Abcdefgh');
    await expect.poll(() => states('password')).toEqual(['met', 'met', 'met']);
  });

  test('the rules are said in Bengali too', async ({ page, context, baseURL }) => {
    await useLocale(context, baseURL!, 'bn');
    await page.goto('/m/register');
    await expect(rulesOf(page, 'username')).toHaveText(['6 থেকে 16 অক্ষর', 'একটি বর্ণ দিয়ে শুরু', 'শুধু বর্ণ ও অঙ্ক']);
    await expect(rulesOf(page, 'password').nth(2)).toHaveText('অন্তত একটি বড় হাতের অক্ষর');
  });
});

test.describe('register: social sign-up (SPEC §2)', () => {
  test('shows Google and Facebook while their flags are on, each starting the provider sign-in', async ({ page }) => {
    await page.goto('/m/register');
    const google = page.getByRole('link', { name: 'Đăng ký bằng Google' });
    await expect(google).toHaveAttribute('href', '/m/login/social/google');
    await expect(page.getByRole('link', { name: 'Đăng ký bằng Facebook' })).toHaveAttribute('href', '/m/login/social/facebook');
    await google.click();
    await expect(page.getByTestId('idp-title')).toHaveText('Sign in with Google');
  });

  test('a provider whose flag is off has no button', async ({ page, sim }) => {
    await sim.setState({ flags: { GOOGLELOGIN3: false } });
    await expect
      .poll(async () => {
        await page.goto('/m/register');
        return page.getByRole('link', { name: 'Đăng ký bằng Google' }).count();
      }, { timeout: 10_000 })
      .toBe(0);
    await expect(page.getByRole('link', { name: 'Đăng ký bằng Facebook' })).toBeVisible();
  });
});

test.describe('agents have a way in', () => {
  test('a visitor opening an agent route is sent to the agent login and comes back after it', async ({ page }) => {
    await page.goto('/m/member/team');
    await expect(page).toHaveURL(/\/m\/agentLogin\?redirect=%2Fm%2Fmember%2Fteam$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập đại lý' })).toBeVisible();
    await new LoginPage(page).signIn('agent01', 'Agent1234');
    await expect(page).toHaveURL(/\/m\/member\/team$/);
  });

  test('the member login links to the agent login and the agent login back, keeping the way back', async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('link', { name: 'Đăng nhập đại lý' })).toHaveAttribute('href', '/m/agentLogin');
    await page.goto('/m/login?redirect=%2Fm%2Fwithdraw');
    await expect(page.getByRole('link', { name: 'Đăng nhập đại lý' })).toHaveAttribute('href', '/m/agentLogin?redirect=%2Fm%2Fwithdraw');
    await page.goto('/m/agentLogin?redirect=%2Fm%2Fwithdraw');
    await expect(page.getByRole('link', { name: 'Đăng nhập thành viên' })).toHaveAttribute('href', '/m/login?redirect=%2Fm%2Fwithdraw');
  });

  test("the member login's refusal of an agent (NON_MEMBER) offers the agent login, which signs the agent in", async ({ page, loginPage: login }) => {
    await login.goto('/m/login?redirect=%2Fm%2Fagent%2Fhome');
    await login.signIn('agent01', 'Agent1234');
    // SPEC §6: to a player an agent is a member too; the refusal says what the account is.
    await expect(login.notice).toContainText('Đây là tài khoản đại lý, hãy đăng nhập tại trang đại lý');
    const offer = login.notice.getByRole('link', { name: 'Đăng nhập tại trang đại lý' });
    await expect(offer).toHaveAttribute('href', '/m/agentLogin?redirect=%2Fm%2Fagent%2Fhome');
    await offer.click();
    await expect(page).toHaveURL(/\/m\/agentLogin\?redirect=%2Fm%2Fagent%2Fhome$/);
    await login.signIn('agent01', 'Agent1234');
    await expect(page).toHaveURL(/\/m\/agent\/home$/);
  });

  test("the agent login's refusal of a member (NON_AGENT) offers the member login", async ({ loginPage: login }) => {
    await login.goto('/m/agentLogin');
    await login.signIn('demo01', 'Demo1234');
    await expect(login.notice).toContainText('Tài khoản không phải đại lý không thể đăng nhập');
    const offer = login.notice.getByRole('link', { name: 'Đây là tài khoản thành viên? Đăng nhập tại trang thành viên' });
    await expect(offer).toHaveAttribute('href', '/m/login');
    // Another refusal afterwards says only what it is: no stale offer of the other login.
    await login.dismissNotice();
    await login.signIn('demo01', 'Wrong1234');
    await expect(login.notice).toBeVisible();
    await expect(login.notice.getByRole('link')).toHaveCount(0);
  });
});

test.describe('progress and remembered login', () => {
  test("login and register say 'please wait' while the platform answers", async ({ page, sim, loginPage: login, registerPage: register }) => {
    await sim.setState({ faults: [{ path: '/wps/session/login', latencyMs: 1500 }] });
    await login.goto();
    await login.signIn('demo01', 'Demo1234');
    await expect(toast(page, 'Vui lòng chờ')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);

    await sim.setState({ faults: [{ path: '/wps/member/register', latencyMs: 1500 }] });
    await page.context().clearCookies();
    await register.goto();
    await register.fillUsernameForm({ username: 'waiting01', password: 'Secret123', captcha: await sim.captcha() });
    await register.submit.click();
    await expect(toast(page, 'Vui lòng chờ')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('no remember box on the SMS tab; the remembered password is said once', async ({ page, context, loginPage: login }) => {
    await login.goto('/m/login?method=sms');
    await expect(login.messageCode).toBeVisible();
    await expect(login.remember).toHaveCount(0);

    await login.goto();
    await login.remember.check();
    await login.signIn('demo01', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/home$/);
    await context.clearCookies({ name: 'mc_session' });
    await login.goto();
    await expect(login.username).toHaveValue('demo01');
    await expect(login.password).toHaveAttribute('placeholder', 'Mật khẩu đã được ghi nhớ');
    await expect(page.locator('#field-password-hint')).toHaveCount(0);
    await expect(page.getByText('Mật khẩu đã được ghi nhớ')).toHaveCount(0);
  });
});

test.describe('language selector on the screens without a header (SPEC §2)', () => {
  for (const [path, english] of [
    ['/m/login?redirect=%2Fm%2Fwithdraw', 'Welcome back'],
    ['/m/register', 'Create an account'],
    ['/m/forget', 'Forgot password'],
  ] as const) {
    test(`switches ${path} to English and stays there`, async ({ page }) => {
      await page.goto(path);
      await page.locator('summary').filter({ hasText: 'VI' }).click();
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      if (english) await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
    });
  }
});

test.describe('before scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the register rules, the agreement tab and the language selector are in the server HTML', async ({ page }) => {
    await page.goto('/m/register');
    await expect(rulesOf(page, 'username')).toHaveText(['Từ 6 đến 16 ký tự', 'Bắt đầu bằng một chữ cái', 'Chỉ gồm chữ cái và chữ số']);
    await expect(page.getByRole('link', { name: /Thỏa thuận người dùng/ })).toHaveAttribute('target', '_blank');
    await page.locator('summary').filter({ hasText: 'VI' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  });

  test("the member login's refusal of an agent offers the agent login in the notice drawn by the server", async ({ page, loginPage: login }) => {
    await login.goto();
    await login.signIn('agent01', 'Agent1234');
    await expect(page.getByText('Đây là tài khoản đại lý, hãy đăng nhập tại trang đại lý')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Đăng nhập tại trang đại lý' })).toHaveAttribute('href', '/m/agentLogin');
  });
});
