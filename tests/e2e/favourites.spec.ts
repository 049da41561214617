import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInThroughBff } from './support/signIn';

// SPEC §4 favourite toggle; "favourite add/remove signed in and signed out"
const PG = 'type=RNG&vendor=PG';

async function signIn(page: Page) {
  await page.goto('/m/home');
  await signInThroughBff(page, 'demo01', 'Demo1234');
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('signed in', () => {
  test('hearts of favourites are filled in the server HTML', async ({ page, sim }) => {
    await signIn(page);
    const html = await (await page.request.get(`/m/gameLobby?${PG}`)).text();
    expect(html).toMatch(/aria-pressed="true" aria-label="Yêu thích Fortune Tiger"/);
    expect(html).toMatch(/aria-pressed="false" aria-label="Yêu thích Mahjong Ways"/);
    const list = (await sim.requests('/lgw/games/mobile')).at(-1)!;
    expect(list.headers.authorization).toBeTruthy();
  });

  test('adding: loading, the call, "change saved" and a filled heart', async ({ page, sim, gameListPage: list }) => {
    await signIn(page);
    await list.goto(PG);
    await sim.setState({ faults: [{ path: '/lgw/games/favourite', latencyMs: 800 }] });
    const heart = list.heart('Mahjong Ways');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(toast(page, 'Đang thêm vào yêu thích')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(toast(page, 'Đã lưu thay đổi')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(toast(page, 'Đang thêm vào yêu thích')).toHaveCount(0);
    const add = (await sim.requests('/lgw/games/favourite')).find((r) => r.method === 'POST')!;
    expect(JSON.parse(add.body)).toEqual({ nodeId: '10001', vendor: 'PG' });
    expect(add.headers['module-id']).toBe('GAMELOFAV3');
    // The success message goes after a second.
    await expect(toast(page, 'Đã lưu thay đổi')).toHaveCount(0, { timeout: 3000 });
    await page.reload();
    await expect(list.heart('Mahjong Ways')).toHaveAttribute('aria-pressed', 'true');
  });

  test('removing: loading, the call, then an empty heart', async ({ page, sim, gameListPage: list }) => {
    await signIn(page);
    await list.goto(PG);
    const heart = list.heart('Fortune Tiger');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await sim.setState({ faults: [{ path: '/lgw/games/favourite', latencyMs: 800 }] });
    await heart.click();
    await expect(toast(page, 'Đang bỏ yêu thích')).toBeVisible();
    await expect(toast(page, 'Đã lưu thay đổi')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const remove = (await sim.requests('/lgw/games/favourite')).find((r) => r.method === 'DELETE')!;
    expect(remove.query).toEqual({ nodeId: '10002', vendor: 'PG' });
    // Removing outside the favourites view keeps the tile.
    await expect(list.tile('Fortune Tiger')).toBeVisible();
  });

  test('a failed toggle hides the loading and changes nothing', async ({ page, sim, gameListPage: list }) => {
    await signIn(page);
    await list.goto(PG);
    await sim.setState({ faults: [{ path: '/lgw/games/favourite', status: 500, latencyMs: 500 }] });
    const heart = list.heart('Mahjong Ways');
    await heart.click();
    await expect(toast(page, 'Đang thêm vào yêu thích')).toBeVisible();
    await expect(toast(page, 'Đang thêm vào yêu thích')).toHaveCount(0);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(toast(page, 'Đã lưu thay đổi')).toHaveCount(0);
  });

  test('removing in the favourites view drops the tile, and the last one leaves the empty state', async ({ page, sim, gameListPage: list }) => {
    await signIn(page);
    await list.goto('type=RNG&vendor=FAV');
    await expect(list.tiles).toHaveCount(2);
    await list.heart('Fortune Tiger').click();
    await expect(list.tiles).toHaveCount(1);
    await expect(list.tile('Fortune Tiger')).toHaveCount(0);
    await list.heart('Golden Empire').click();
    await expect(list.tiles).toHaveCount(0);
    await expect(list.empty).toContainText('Bạn chưa có trò chơi yêu thích');
    expect((await sim.requests('/lgw/games/favourite')).filter((r) => r.method === 'DELETE').map((r) => r.query.nodeId)).toEqual(['10002', '10066']);
  });

  test('the home hot games show filled hearts for favourites', async ({ page, homePage: home }) => {
    await signIn(page);
    await home.goto();
    await expect(page.getByRole('button', { name: 'Yêu thích Fortune Tiger', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('signed out', () => {
  test('on a list the heart says to log in first for 2 s and sends nothing', async ({ page, sim, gameListPage: list }) => {
    await list.goto(PG);
    await list.heart('Mahjong Ways').click();
    const info = toast(page, 'Bạn chưa đăng nhập, vui lòng đăng nhập trước');
    await expect(info).toBeVisible();
    await expect(page).toHaveURL(/\/m\/gameLobby\?type=RNG&vendor=PG$/);
    await expect(list.heart('Mahjong Ways')).toHaveAttribute('aria-pressed', 'false');
    await expect(info).toHaveCount(0, { timeout: 4000 });
    expect(await sim.requests('/lgw/games/favourite')).toEqual([]);
  });

  test('in the lobby (home games) the heart goes to the login screen and back', async ({ page, sim, homePage: home }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await home.goto();
    const heart = home.hotGames.first().getByRole('button', { name: /^Yêu thích / });
    await heart.scrollIntoViewIfNeeded();
    await heart.click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fhome$/);
    expect(await sim.requests('/lgw/games/favourite')).toEqual([]);
  });

  test('the Favourite classification sends visitors to sign in with the way back', async ({ page, gameListPage: list }) => {
    await list.goto(PG);
    await list.classification('Yêu thích').click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FgameLobby%3Ftype%3DRNG%26vendor%3DPG%26classify%3Dfavourite$/);
  });
});
