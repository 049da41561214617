import { expect, test } from './support/fixtures';
import { expectUnchangedFor } from './support/unchanged';
import { signInThroughBff } from './support/signIn';
import type { Sim } from './support/sim';

// SPEC §2 game list screen, §4 game list paging, §9 page size 26; "paging to the last page and stopping"
const PG = 'type=RNG&vendor=PG';

async function pagesAsked(sim: Sim, vendor = 'PG'): Promise<string[]> {
  const requests = await sim.requests('/lgw/games/mobile');
  return requests.filter((r) => r.query.vassalage === vendor).map((r) => r.query.pageNo!);
}

test.describe('infinite grid', () => {
  test('pages to the last page and stops there', async ({ sim, gameListPage: list }) => {
    await list.goto(PG);
    await expect(list.tiles).toHaveCount(26);
    await expect(list.nextPage).toHaveCount(0);
    await list.scrollUntil(52);
    await list.scrollUntil(64);
    // Past the last page nothing more is asked, however often the player scrolls.
    for (let i = 0; i < 3; i += 1) {
      await list.scrollToEnd();
      await expectUnchangedFor(1100, () => pagesAsked(sim), (pages) => expect(pages).toEqual(['1', '2', '3']));
    }
    await expect(list.tiles).toHaveCount(64);
    expect(await pagesAsked(sim)).toEqual(['1', '2', '3']);
    const first = (await sim.requests('/lgw/games/mobile'))[0]!;
    expect(first.query).toMatchObject({ gameType: 'RNG', vassalage: 'PG', pageSize: '26', clientType: '2', platform: 'html5', language: 'VI' });
  });

  // SPEC §9 infinite scroll: throttle 1000 ms, however fast the player reaches the end again
  test('loads at most one page per second', async ({ page, gameListPage: list }) => {
    const asked: number[] = [];
    // When the browser started each request: this process hears of a request late, by up to half a second on a
    // busy machine, so its own clock cannot tell the gap between two.
    page.on('response', (response) => {
      if (/\/lgw\/games\/mobile\?.*pageNo=/.test(response.url())) asked.push(response.request().timing().startTime);
    });
    await list.goto(PG);
    await expect(list.tiles).toHaveCount(26);
    await list.scrollUntil(52);
    await list.scrollUntil(64);
    await expect.poll(() => asked.length).toBe(2);
    expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(900);
  });

  test('a failed page load stops paging', async ({ page, sim, gameListPage: list }) => {
    await list.goto(PG);
    await expect(list.tiles).toHaveCount(26);
    await sim.setState({ faults: [{ path: '/lgw/games/mobile', status: 500 }] });
    await list.scrollToEnd();
    await expect(list.loadFailed).toBeVisible();
    await sim.setState({ faults: [] });
    for (let i = 0; i < 2; i += 1) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await list.scrollToEnd();
      await expectUnchangedFor(1100, () => pagesAsked(sim), (pages) => expect(pages).toEqual(['1', '2']));
    }
    await expect(list.tiles).toHaveCount(26);
    expect(await pagesAsked(sim)).toEqual(['1', '2']);
  });

  test('a first page that fails says so instead of an empty list', async ({ page, sim, gameListPage: list }) => {
    await sim.setState({ faults: [{ path: '/lgw/games/mobile', status: 503 }] });
    const response = await list.goto(PG);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Không tải được danh sách trò chơi' })).toBeVisible();
    await expect(list.empty).toHaveCount(0);
  });
});

test('a picture neither the app nor the CDN can deliver falls back to the placeholder', async ({ page, sim, gameListPage: list }) => {
  // The app keeps its copy once made, so its refusal is set here rather than caused by the CDN's.
  await page.route('**/img/384/games/PG/10001.webp', (route) => route.fulfill({ status: 404 }));
  await sim.setState({ faults: [{ path: '/cdn/games/PG/10001.webp', status: 404 }] });
  await list.goto(PG);
  await expect(list.tile('Mahjong Ways').locator('img')).toHaveAttribute('src', '/images/placeholder.svg');
  await expect(list.tile('Fortune Tiger').locator('img')).toHaveAttribute('src', /^\/img\/384\/games\/PG\/10002\.webp$/);
  await expect(list.tile('Mahjong Ways').locator('img')).toHaveAttribute('width', '96');
});

test.describe('search (slots only)', () => {
  test('sends the trimmed name to the platform and shows the matches', async ({ page, sim, gameListPage: list }) => {
    await list.goto(PG);
    await list.search.fill('   tiger  ');
    await list.search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(list.tiles).toHaveCount(3);
    await expect(list.tile('Fortune Tiger')).toBeVisible();
    await expect(list.search).toHaveValue('tiger');
    const searched = (await sim.requests('/lgw/games/mobile')).at(-1)!;
    expect(searched.query).toMatchObject({ gameName: 'tiger', vassalage: 'PG', gameType: 'RNG', pageNo: '1' });
  });

  test('no match shows the empty state, with a way back to the whole list', async ({ page, gameListPage: list }) => {
    await list.goto(PG);
    const all = await list.tiles.count();
    await list.search.fill('zzzz');
    await list.searchButton.click();
    await expect(list.empty).toBeVisible();
    await expect(list.empty).toContainText('Không tìm thấy trò chơi cho “zzzz”');
    await expect(list.tiles).toHaveCount(0);
    // SPEC §2 game list search: nothing found is drawn as a magnifier, not a '+' that reads as "add".
    await expect(list.empty.locator('svg path')).not.toHaveAttribute('d', /M16 24h16M24 16v16/);
    await list.empty.getByRole('link', { name: 'Xóa tìm kiếm' }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page).toHaveURL(/vendor=PG/);
    await expect(list.search).toHaveValue('');
    await expect(list.tiles).toHaveCount(all);
  });

  test('is not offered outside slots', async ({ gameListPage: list }) => {
    await list.goto('type=LIVE&vendor=EVO');
    await expect(list.tiles.first()).toBeVisible();
    await expect(list.search).toHaveCount(0);
  });
});

test.describe('classification bar', () => {
  test('All, New, Hot, Recent, Favourite, then the vendor classifications', async ({ gameListPage: list }) => {
    await list.goto(PG);
    await expect(list.classStrip.getByRole('link')).toHaveText(['Tất cả', 'Mới', 'Nổi bật', 'Gần đây', 'Yêu thích', 'Jackpot', 'Megaways', 'Cổ điển']);
    await expect(list.classification('Tất cả')).toHaveAttribute('aria-current', 'page');
  });

  test('arrows scroll 200 px and are disabled at the ends', async ({ gameListPage: list }) => {
    await list.goto(PG);
    await expect(list.left).toBeDisabled();
    await expect(list.right).toBeEnabled();
    const max = await list.classStrip.evaluate((strip) => strip.scrollWidth - strip.clientWidth);
    expect(max).toBeGreaterThan(200);
    await list.right.click();
    await expect.poll(() => list.stripScrollLeft()).toBe(200);
    await expect(list.left).toBeEnabled();
    await list.right.click();
    await expect.poll(() => list.stripScrollLeft()).toBe(Math.min(400, max));
    if (max <= 400) await expect(list.right).toBeDisabled();
    await list.left.click();
    await expect.poll(() => list.stripScrollLeft()).toBe(Math.min(400, max) - 200);
    await list.left.click();
    await expect.poll(() => list.stripScrollLeft()).toBe(0);
    await expect(list.left).toBeDisabled();
  });

  test('the selected entry is scrolled into view and filters the list', async ({ page, sim, gameListPage: list }) => {
    await list.goto(PG);
    await list.right.click();
    await list.right.click();
    await list.classification('Cổ điển').click();
    await expect(page).toHaveURL(/classify=classic/);
    await expect(list.classification('Cổ điển')).toHaveAttribute('aria-current', 'page');
    await expect(list.classification('Cổ điển')).toBeInViewport();
    await expect(list.right).toBeDisabled();
    expect((await sim.requests('/lgw/games/mobile')).at(-1)!.query).toMatchObject({ gameClassify: 'classic', vassalage: 'PG' });
    await expect(list.tiles).toHaveCount(14);
  });

  test('New asks for new games only', async ({ sim, gameListPage: list }) => {
    await list.goto(`${PG}&classify=new`);
    await expect(list.tiles.first()).toBeVisible();
    expect((await sim.requests('/lgw/games/mobile')).at(-1)!.query).toMatchObject({ isNew: '1', vassalage: 'PG' });
  });

  test('Recent needs a session and then lists the recent games of the vendor', async ({ page, sim, gameListPage: list }) => {
    await list.goto(PG);
    await list.classification('Gần đây').click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FgameLobby%3Ftype%3DRNG%26vendor%3DPG%26classify%3Drecent$/);
    await signInThroughBff(page, 'demo01', 'Demo1234');
    await list.goto(`${PG}&classify=recent`);
    await expect(list.tiles).toHaveCount(1);
    await expect(list.tile('Mahjong Ways')).toBeVisible();
    expect((await sim.requests('/lgw/games/recent')).at(-1)!.query).toMatchObject({ page: '1', gameType: 'RNG', vendor: 'PG', pageSize: '26' });
  });

  test('Favourite lists the favourites of a signed-in player', async ({ page, gameListPage: list }) => {
    await page.goto('/m/home');
    await signInThroughBff(page, 'demo01', 'Demo1234');
    await list.goto(`${PG}&classify=favourite`);
    await expect(list.tiles).toHaveCount(2);
    await expect(list.tile('Fortune Tiger')).toBeVisible();
    await expect(list.tile('Golden Empire')).toBeVisible();
  });
});

test.describe('vendor/type menu', () => {
  test('hot, favourites, then the vendors of the category', async ({ page, gameListPage: list }) => {
    await list.goto(PG);
    await expect(list.vendorMenu.getByRole('link')).toHaveText(['Nổi bật', 'Yêu thích', 'PG Soft', 'JILI Games', 'Pragmatic Play']);
    await expect(list.vendorMenu.locator('a[aria-current="page"]')).toHaveText('PG Soft');
    await list.vendorMenu.getByRole('link', { name: 'Nổi bật' }).click();
    await expect(page).toHaveURL(/vendor=HOT/);
    // The hot list of slots, without paging.
    await expect(list.tiles).toHaveCount(26);
    await expect(list.classBar).toHaveCount(0);
  });

  test('favourites need a session', async ({ page }) => {
    const response = await page.request.get('/m/gameLobby?type=RNG&vendor=FAV', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/m/login?redirect=%2Fm%2FgameLobby%3Ftype%3DRNG%26vendor%3DFAV');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first page is server HTML and a real link leads to the next', async ({ page, sim, gameListPage: list }) => {
    await list.goto(PG);
    await expect(list.tiles).toHaveCount(26);
    await expect(list.tiles.first().getByRole('link')).toHaveAttribute('href', /^\/m\/launchGame\?gameCategory=RNG&vendor=PG&/);
    await expect(list.tiles.first().locator('img')).toHaveAttribute('src', /^\/img\/384\/games\/PG\/10001\.webp$/);
    await expect(list.tiles.first().locator('img')).toHaveJSProperty('complete', true);
    expect(await list.tiles.first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(list.classification('Tất cả')).toHaveAttribute('aria-current', 'page');
    await list.nextPage.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list.tiles).toHaveCount(26);
    expect(await pagesAsked(sim)).toEqual(['1', '2']);
  });

  test('the search form works without scripts', async ({ sim, gameListPage: list }) => {
    await list.goto(PG);
    await list.search.fill(' tiger ');
    await list.searchButton.click();
    await expect(list.tiles).toHaveCount(3);
    expect((await sim.requests('/lgw/games/mobile')).at(-1)!.query.gameName).toBe('tiger');
  });
});

test('back from a game comes back to the same games at the same place', async ({ page, gameListPage: list }) => {
  await list.goto(PG);
  await list.scrollUntil(52);
  // Part-way down, short of where the third page would be asked, as a player would be before tapping a game.
  await page.evaluate(() => window.scrollTo(0, 1000));
  const scrolled = await page.evaluate(() => Math.round(window.scrollY));
  expect(scrolled).toBe(1000);
  const index = await list.tiles.evaluateAll((tiles) => tiles.findIndex((tile) => tile.getBoundingClientRect().top > 150));
  const tile = list.tiles.nth(index);
  await expect(list.tiles).toHaveCount(52);
  await tile.getByRole('link').click();
  // A visitor's game start ends on the login screen; back from there once it has settled.
  await expect(page).toHaveURL(/\/m\/login/);
  await page.waitForLoadState('load');

  await page.goBack();
  await expect(page).toHaveURL(/\/m\/gameLobby\?type=RNG&vendor=PG$/);
  await expect(list.tiles).toHaveCount(52);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(scrolled - 5);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(scrolled + 5);

  // A new visit starts at the top with the first page.
  await list.goto(PG);
  await expect(list.tiles).toHaveCount(26);
});
