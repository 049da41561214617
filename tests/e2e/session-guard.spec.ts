import { expect, test } from './support/fixtures';
import { signInBeforeOpening } from './support/signIn';

// SPEC §6 roles; proxy: protected routes -> /m/login with a return path, /m/set -> /m/home, agents only
test.describe('session guard', () => {
  test('a visitor opening a protected page goes to login with the way back', async ({ page }) => {
    await page.goto('/m/withdraw');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fwithdraw$/);
    await page.goto('/m/transaction/record?types=A');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/m/transaction/record?types=A');
  });

  test('a visitor opening settings or change password goes home', async ({ page }) => {
    await page.goto('/m/set');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a member may open member pages but is sent home from the agent area', async ({ page }) => {
    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    const withdraw = await page.request.get('/m/withdraw', { maxRedirects: 0 });
    expect(withdraw.status()).not.toBe(307);
    await page.goto('/m/agent/home');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('an agent may open the agent area', async ({ page }) => {
    await signInBeforeOpening(page, 'agent01', 'Agent1234');
    const agentHome = await page.request.get('/m/agent/home', { maxRedirects: 0 });
    expect(agentHome.status()).not.toBe(307);
  });

  test('a forged session cookie counts as signed out', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'mc_session', value: 'Fe26.2**forged**cookie', url: baseURL! }]);
    await page.goto('/m/withdraw');
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  });
});
