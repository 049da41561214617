import { expect, test } from './support/fixtures';
import { GameListPage } from './pages/GameListPage';
import { Shell } from './pages/Shell';

// SPEC §2 popular-games lobby; "the lobby opening on SPORTS with HOT first"
test('opens on SPORTS with HOT first and the sports vendors as tiles', async ({ page, gameLobbyPage: lobby }) => {
  await lobby.goto();
  await expect(lobby.tabs).toHaveText(['Nổi bật', 'Slot', 'Casino trực tuyến', 'Bắn cá', 'Game bài', 'Thể thao', 'Xổ số', 'Xổ số điện tử']);
  await expect(lobby.currentTab).toHaveText('Thể thao');
  await expect(lobby.vendors).toHaveText(['SABA Sports', 'CMD368']);
  const icon = lobby.vendor('SABA Sports').locator('img');
  await expect(icon).toHaveAttribute('src', '/img/128/SABA-COLOR.png');
  await expect(icon).toHaveJSProperty('complete', true);
  expect(await icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(new Shell(page).headerTitle).toHaveText('Trung tâm trò chơi');
});

test('a sports tile launches the vendor lobby (a visitor may try sports)', async ({ page, sim, gameLobbyPage: lobby }) => {
  await lobby.goto();
  await expect(lobby.vendor('SABA Sports')).toHaveAttribute('href', /^\/m\/launchGame\?gameCategory=SPORTS&vendor=SABA&gameId=SABA_LOBBY&nodeId=\d+$/);
  await lobby.vendor('SABA Sports').click();
  await expect(page).toHaveURL(/\/play\/SABA\/SABA_LOBBY\?.*trial=1/);
  const trial = (await sim.requests('/wps/game/launchGame/trial')).at(-1)!;
  expect(JSON.parse(trial.body)).toMatchObject({ gameCategory: 'SPORTS', vendor: 'SABA', gameId: 'SABA_LOBBY' });
});

test('the slots tab lists its vendors, each opening its game list', async ({ page, sim, gameLobbyPage: lobby }) => {
  await lobby.goto();
  await lobby.tabs.filter({ hasText: 'Slot' }).click();
  await expect(page).toHaveURL(/\/m\/gameLobby\?tab=RNG$/);
  await expect(lobby.currentTab).toHaveText('Slot');
  await expect(lobby.vendors).toHaveText(['PG Soft', 'JILI Games', 'Pragmatic Play']);
  await lobby.vendor('JILI Games').click();
  await expect(page).toHaveURL(/\/m\/gameLobby\?type=RNG&vendor=JILI$/);
  await expect(new GameListPage(page).tiles).toHaveCount(26);
  await expect(page).toHaveTitle('Trung tâm slot RNG · MC Play');
  expect((await sim.requests('/lgw/games/mobile')).at(-1)!.query).toMatchObject({ vassalage: 'JILI', gameType: 'RNG' });
});

test('the HOT tab shows the vendors with hot games, opening them on Hot', async ({ page, gameLobbyPage: lobby }) => {
  await lobby.goto('?tab=HOT');
  await expect(lobby.currentTab).toHaveText('Nổi bật');
  await expect(lobby.vendors.first()).toHaveText('PG Soft');
  expect(await lobby.vendors.count()).toBeGreaterThan(5);
  await expect(lobby.vendor('PG Soft')).toHaveAttribute('href', '/m/gameLobby?type=RNG&vendor=PG&classify=hot');
  await lobby.vendor('PG Soft').click();
  await expect(new GameListPage(page).classification('Nổi bật')).toHaveAttribute('aria-current', 'page');
  await expect(new GameListPage(page).tiles).toHaveCount(10);
});

test('lottery lobby vendors launch the lottery lobby', async ({ gameLobbyPage: lobby }) => {
  await lobby.goto('?tab=LOTT');
  await expect(lobby.vendor('TCG Lotto VN')).toHaveAttribute('href', '/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home');
  await expect(lobby.vendor('Lott')).toHaveAttribute('href', '/m/gameLobby?type=LOTT&vendor=LOTT');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('tabs and vendor tiles are server HTML', async ({ gameLobbyPage: lobby }) => {
    await lobby.goto();
    await expect(lobby.currentTab).toHaveText('Thể thao');
    await lobby.tabs.filter({ hasText: 'Bắn cá' }).click();
    await expect(lobby.vendors).toHaveText(['JDB Fishing']);
  });
});
