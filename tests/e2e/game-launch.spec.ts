import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';

// SPEC §4 game start, every branch; "each launch branch": the platform request and where the browser ends
const rng = '/m/launchGame?gameCategory=RNG&vendor=PG&gameId=1000&nodeId=10001';

async function signIn(page: import('@playwright/test').Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('demo01', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
}

test('a visitor tapping a game signs in first, then the game opens and joins the recent list', async ({ page, sim }) => {
  await page.goto('/m/home');
  const firstGame = page.getByRole('region', { name: 'Trò chơi nổi bật' }).getByRole('link').first();
  const href = await firstGame.getAttribute('href');
  await firstGame.click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FlaunchGame/);
  await new LoginPage(page).signIn('demo01', 'Demo1234');
  await expect(page).toHaveURL(/\/play\/[A-Z_]+\/[^/?]+\?ticket=/);
  const query = Object.fromEntries(new URL(href!, 'http://x').searchParams);
  const launch = (await sim.requests()).find((r) => r.path === '/wps/game/launchGame');
  expect(JSON.parse(launch!.body)).toEqual({ ...query, showChoice: true });
  const recent = (await sim.requests()).find((r) => r.path === '/lgw/games/recent' && r.method === 'POST');
  expect(JSON.parse(recent!.body)).toEqual({ nodeId: query.nodeId });
});

test('the login redirect replaces the launch address in history', async ({ page }) => {
  await page.goto('/m/home');
  await page.goto(rng);
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('sports may be tried without a session', async ({ page, sim }) => {
  await page.goto('/m/launchGame?gameCategory=SPORTS&vendor=SABA&gameId=SABA-MAIN&nodeId=10203');
  await expect(page).toHaveURL(/\/play\/SABA\/.*trial=1/);
  const trial = (await sim.requests()).find((r) => r.path === '/wps/game/launchGame/trial');
  expect(JSON.parse(trial!.body)).toEqual({ gameCategory: 'SPORTS', vendor: 'SABA', gameId: 'SABA-MAIN', nodeId: '10203' });
  expect(trial!.headers.authorization).toBeUndefined();
});

test('a sports trial the platform refuses goes on to the sign-in', async ({ page, sim }) => {
  await sim.setState({ faults: [{ path: '/wps/game/launchGame/trial', status: 500 }] });
  await page.goto('/m/launchGame?gameCategory=SPORTS&vendor=SABA&gameId=SABA-MAIN&nodeId=10203');
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
});

test('signed in, a sports game launches without the choice screen', async ({ page, sim }) => {
  await signIn(page);
  await page.goto('/m/launchGame?gameCategory=SPORTS&vendor=CMD&gameId=CMD-MAIN&nodeId=10204');
  await expect(page).toHaveURL(/\/play\/CMD\//);
  const launch = (await sim.requests()).find((r) => r.path === '/wps/game/launchGame');
  expect(JSON.parse(launch!.body)).toMatchObject({ vendor: 'CMD', gameId: 'CMD-MAIN', showChoice: false });
});

test('a LOTT game opens the lottery betting view on this site', async ({ page, sim }) => {
  await signIn(page);
  await page.goto('/m/launchGame?playType=trad&prize_mode=Lott&code=LOTT_01&pageBack=home');
  await expect(page).toHaveURL(/\/play\/LOTT\/LOTT_01\?view=betting/);
  await expect(page.getByRole('heading', { name: 'LOTT LOTT_01' })).toBeVisible();
  const launch = (await sim.requests()).find((r) => r.path === '/lgw/lottery/launch');
  expect(JSON.parse(launch!.body)).toMatchObject({
    lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Lott', lottoGameCode: 'LOTT_01', lottoView: 'betting', device: 'MOBILE',
    language: 'VI', backUrl: expect.stringMatching(/\/m\/home$/),
  });
});

test('TCG_LOTTO_VN opens the lottery lobby', async ({ page, sim, baseURL }) => {
  await signIn(page);
  await page.goto('/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home');
  await expect(page).toHaveURL(/\/play\/LOTT\/lobby\?view=lobby&prizeMode=Lott&ticket=\w+$/);
  expect(page.url().startsWith(`${baseURL}/play/`)).toBe(true);
  const launch = (await sim.requests()).find((r) => r.path === '/lgw/lottery/launch');
  expect(JSON.parse(launch!.body)).toMatchObject({ lottoView: 'lobby', lottoGameCode: '' });
});

// SPEC §4 lottery launch: the platform's page runs on this site's address, so it runs sandboxed, and /play
// passes on nothing but the lottery pages row 40 launches
test("the lottery page runs sandboxed, outside this site's origin, and /play opens no other platform path", async ({ page, sim, baseURL }) => {
  await signIn(page);
  const answer = page.waitForResponse((response) => response.url().includes('/play/LOTT/'));
  await page.goto('/m/launchGame?playType=trad&prize_mode=Lott&code=LOTT_01&pageBack=home');
  const csp = (await answer).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/(^|;)\s*sandbox allow-scripts/);
  expect(csp).not.toContain('allow-same-origin');
  await expect(page.getByRole('heading', { name: 'LOTT LOTT_01' })).toBeVisible();
  expect(await page.evaluate(() => window.origin)).toBe('null');

  await sim.clearRequests();
  for (const path of ['/play/PG/1000', '/play/LOTT/LOTT_01/bet', '/play/LOTT/LOTT_01?view=betting&next=https://evil.example']) {
    const refused = await page.request.get(`${baseURL}${path}`);
    expect(refused.status(), path).toBe(400);
    expect(await refused.text(), path).toContain('Một số thông tin gửi đi không hợp lệ.');
    // The refusal is the site's own page, with the site's policy (its language form posts to this site)
    expect(refused.headers()['content-security-policy'], path).toContain("script-src 'self' 'nonce-");
  }
  expect((await sim.requests()).filter((request) => request.path.startsWith('/play'))).toEqual([]);
});

test('a launch the platform refuses shows a way back instead of a blank screen', async ({ page, sim }) => {
  await signIn(page);
  await sim.setState({ faults: [{ path: '/wps/game/launchGame', status: 500 }] });
  const response = await page.goto(rng);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: 'Không thể mở trò chơi lúc này' })).toBeVisible();
  await page.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a slow launch shows the loading state first', async ({ page, sim }) => {
  await signIn(page);
  await sim.setState({ faults: [{ path: '/wps/game/launchGame', latencyMs: 1500 }] });
  await page.goto(rng, { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Đang vào trò chơi' })).toBeVisible();
  await expect(page).toHaveURL(/\/play\/PG\//, { timeout: 10000 });
});

// SPEC §4 game start; platform-sim README row 41: a game ticket ends with the token that asked for it.
test('on a shared phone, Back from a game skips the launch, and the game page left in the history bets nothing once its member signed out', async ({ page, sim, settingsPage: settings }) => {
  await signIn(page);
  await page.getByRole('region', { name: 'Trò chơi nổi bật' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/play\/[A-Z_]+\/[^/?]+\?ticket=\w+$/);
  const gameUrl = page.url();
  await expect(page.getByTestId('sim-stake')).toBeVisible();
  // The launch replaced its own entry: Back lands on the screen the game was tapped on, not on a launch that would
  // ask the platform for another ticket.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goForward();
  await expect(page).toHaveURL(gameUrl);

  await settings.goto();
  await settings.signOut.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await sim.tokens()).toEqual([]);

  // The next person on the phone opens the game from the history: the ticket ended with the member's token.
  await page.goto(gameUrl);
  await expect(page.getByTestId('sim-game-name')).toBeVisible();
  await expect(page.getByTestId('sim-stake')).toHaveCount(0);
  const { pathname, searchParams } = new URL(gameUrl);
  const bet = await page.request.post(`${new URL(gameUrl).origin}${pathname}/bet`, { form: { ticket: searchParams.get('ticket')!, stake: '10' } });
  expect(bet.status()).toBe(400);
  expect(await bet.text()).toContain('sim-bet-error');
});
