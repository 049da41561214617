import { expect, test } from './support/fixtures';
import { signInThroughBff } from './support/signIn';

// SPEC §2 home, hot games and lottery list, §6 roles: what is drawn once and shared between the signed-out
// visitors of a language never carries a member's account, balance or favourites, even right after a member
// loaded the same screens.
const SCREENS = ['/m/home', '/m/hot', '/m/moreLottery'];

test('a visitor right after a member sees none of the member’s name, balance or hearts', async ({ page, browser, baseURL }) => {
  // Six page loads in two browser contexts.
  test.slow();
  await page.goto('/m/home');
  await signInThroughBff(page, 'demo01', 'Demo1234');
  await page.goto('/m/home');
  // The member's own view has them: the account, the summed balance in the page, filled hearts.
  await expect(page.getByRole('button', { name: 'demo01', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trò chơi nổi bật' }).getByRole('button', { name: /^Yêu thích /, pressed: true }).first()).toBeAttached();
  for (const path of SCREENS.slice(1)) expect((await page.goto(path))?.status()).toBe(200);

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const visitor = await context.newPage();
    for (const path of SCREENS) {
      const response = await visitor.goto(path);
      expect(response?.status(), path).toBe(200);
      const html = await response!.text();
      expect(html, `${path}: the member's account`).not.toContain('demo01');
      expect(html, `${path}: the member's balance`).not.toMatch(/12[.,]345[.,]67/);
      // Game and lottery hearts are labelled "Yêu thích <name>" (the language buttons are pressed buttons too).
      expect(html, `${path}: a filled heart`).not.toMatch(/aria-pressed="true" aria-label="Yêu thích /);
      await expect(visitor.getByRole('button', { name: /^Yêu thích /, pressed: true }), path).toHaveCount(0);
    }
    await visitor.goto('/m/home');
    await expect(visitor.getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Trò chơi nổi bật' }).getByRole('listitem')).toHaveCount(26);
  } finally {
    await context.close();
  }
});
