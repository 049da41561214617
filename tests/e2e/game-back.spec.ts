import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';

// SPEC §4 game start, game list paging: Back from a launched game lands on the list it was tapped on, with the
// games loaded and the place scrolled to, and stays there (the launch never resumes, whatever was pending).
const PG = 'type=RNG&vendor=PG';

async function signIn(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('demo01', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** A phone under load: the renderer runs this many times slower. */
async function throttle(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

for (const taps of [1, 2]) {
  test(`Back from a game launched by ${taps === 1 ? 'a tap' : 'a double tap'} on a long list stays on the list, scrolled where it was`, async ({ page, sim, gameListPage: list }) => {
    test.setTimeout(60_000);
    await signIn(page);
    await list.goto(PG);
    await list.scrollUntil(64);
    const listUrl = page.url();
    const tile = list.tiles.nth(45).getByRole('link').first();
    await tile.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(1000);

    await sim.setState({ faults: [{ path: '/wps/game/launchGame', latencyMs: 1200 }] });
    await throttle(page, 6);
    await tile.click();
    if (taps === 2) await tile.click({ timeout: 2000 }).catch(() => undefined);
    await expect(page).toHaveURL(/\/play\/PG\//, { timeout: 15_000 });
    await expect(page.getByTestId('sim-game-name')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    // Long enough for a pending launch or a refresh to resume, were one left.
    await page.waitForTimeout(3000);
    expect(page.url()).toBe(listUrl);
    await expect(list.tiles).toHaveCount(64);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrollY + 50);
    const launches = (await sim.requests()).filter((r) => r.path === '/wps/game/launchGame');
    expect(launches.length).toBeLessThanOrEqual(taps);
  });
}
