import { expect, test } from './support/fixtures';
import { expectUnchangedFor } from './support/unchanged';
import { signInBeforeOpening } from './support/signIn';
import { Shell } from './pages/Shell';

// SPEC §2 hot games screen; "/m/hot: FAV, HOT and one entry per vendor, swipe between them"
const VENDORS = ['PG Soft', 'JILI Games', 'Pragmatic Play', 'Evolution', 'AE Sexy', 'JDB Fishing', 'Kingmaker', 'SABA Sports', 'CMD368',
  'TCG Lotto VN', 'TCG SEA Lotto', 'Lott', 'E-Lott'];

test('FAV, HOT and one entry per vendor; opens on HOT with every hot game', async ({ sim, hotGamesPage: hot }) => {
  await hot.goto();
  await expect(hot.entries).toHaveText(['Yêu thích', 'Nổi bật', ...VENDORS]);
  await expect(hot.current).toHaveText('Nổi bật');
  await expect(hot.tiles).toHaveCount(58);
  expect((await sim.requests('/lgw/games/hot')).at(-1)!.query).toMatchObject({ isPlatform: '2', platform: 'html5', language: 'VI' });
});

test('swiping moves to the next and previous entries', async ({ page, hotGamesPage: hot }) => {
  await hot.goto();
  await expect(hot.tiles.first()).toBeVisible();
  await hot.swipe(-150);
  await expect(page).toHaveURL(/\/m\/hot\?tab=PG$/);
  await expect(hot.current).toHaveText('PG Soft');
  await expect(hot.tiles).toHaveCount(26);
  await hot.swipe(150);
  await expect(page).toHaveURL(/\/m\/hot$/);
  await expect(hot.current).toHaveText('Nổi bật');
  // A mostly vertical move is a scroll, not a swipe.
  await hot.swipe(30);
  await expectUnchangedFor(300, async () => page.url(), (url) => expect(url).toMatch(/\/m\/hot$/));
});

test('a vendor entry pages its games', async ({ page, hotGamesPage: hot }) => {
  await hot.goto('?tab=JDB');
  await expect(hot.current).toHaveText('JDB Fishing');
  await expect(hot.tiles).toHaveCount(10);
  await hot.goto('?tab=PP');
  await expect(hot.tiles).toHaveCount(26);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(hot.tiles).toHaveCount(44, { timeout: 1500 });
  }).toPass({ timeout: 10_000 });
});

test('FAV without a session goes to /m/login and comes back', async ({ page, hotGamesPage: hot }) => {
  await hot.goto();
  await hot.entries.filter({ hasText: 'Yêu thích' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fhot%3Ftab%3DFAV$/);
});

test('FAV lists the favourites, paged, with an empty state', async ({ page, sim, hotGamesPage: hot }) => {
  await signInBeforeOpening(page, 'demo01', 'Demo1234');
  await hot.goto('?tab=FAV');
  await expect(hot.current).toHaveText('Yêu thích');
  await expect(hot.tiles).toHaveCount(2);
  expect((await sim.requests('/lgw/games/favourite')).at(-1)!.query).toMatchObject({ pageNo: '1', pageSize: '26' });

  await signInBeforeOpening(page, 'agent01', 'Agent1234');
  await hot.goto('?tab=FAV');
  await expect(hot.tiles).toHaveCount(0);
  await expect(hot.empty).toContainText('Bạn chưa có trò chơi yêu thích');
});

test('changing the language renders the screen again on the server', async ({ page, sim, hotGamesPage: hot }) => {
  await hot.goto('?tab=PG');
  await new Shell(page).languageButton.click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/m\/hot\?tab=PG$/);
  await expect(hot.entries.first()).toHaveText('Favourites');
  expect((await sim.requests('/lgw/games/mobile')).at(-1)!.query).toMatchObject({ vassalage: 'PG', language: 'EN', pageNo: '1' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first view is readable', async ({ hotGamesPage: hot }) => {
    await hot.goto();
    await expect(hot.current).toHaveText('Nổi bật');
    await expect(hot.tiles).toHaveCount(58);
    await expect(hot.tiles.first().getByRole('link')).toHaveAttribute('href', /^\/m\/launchGame\?/);
  });
});
