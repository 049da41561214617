import type { Page } from '@playwright/test';
import { currentIssue, findLotteryGame, winningNumber } from '../../platform-sim/lottery.mjs';
import bn from '../../messages/bn.json' with { type: 'json' };
import { expect, test } from './support/fixtures';
import { untilHydrated } from './support/hydration';
import { expectUnchangedFor } from './support/unchanged';

// SPEC §2 lottery list, §4 lottery countdown / menu / game start.
const HOT = ['VNMB', 'VNMB5', 'VNMT90', 'VNHCM', 'SEA1', 'SEA3'];
const FAST = ['SEA1', 'SEA90', 'SEA3', 'SEA5'];
const HOUR = 3_600_000;

const digitsOf = (result: string) => [...result.split('~')[0]!.split(',')[0]!];

async function signIn(page: Page, returnTo: string) {
  await page.goto(`/m/login?redirect=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Tên đăng nhập').fill('demo01');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === returnTo);
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the first list is in the server HTML: HOT rows with issue, status, countdown and previous digits', async ({ page, sim, lotteryPage: lottery }) => {
    await lottery.goto();
    await expect(lottery.tabs).toHaveText(['Nổi bật', 'Yêu thích', 'Miền Bắc', 'Miền Trung', 'Miền Nam', 'Xổ số siêu tốc']);
    await expect(lottery.current).toHaveText('Nổi bật');
    await lottery.expectCodes(HOT);
    const sea1 = lottery.row('SEA1');
    await expect(sea1.getByRole('link')).toContainText('Siêu tốc 1 phút');
    await expect(lottery.numero('SEA1')).toHaveText(/^Kỳ \d{8}-\d{4}$/);
    await expect(lottery.countdown('SEA1')).toHaveText(/^00:0[01]:\d\d$/);
    // Two countdowns in a row: the big one says it counts to the draw, the small one to the bet lock.
    await expect(sea1.locator('[data-draw-label]')).toHaveText('Quay thưởng sau');
    await expect(sea1.locator('[data-sale-status]')).toHaveText(/^(Đang mở bán · Khóa cược sau 00:00:\d\d|Đã khóa cược)$/);
    await expect(lottery.balls('SEA1')).toHaveCount(5);
    // The row icon comes from the CDN at the size the row draws it (the app's /img resizes it).
    await expect(sea1.locator('img')).toHaveAttribute('src', '/img/96/lottery/SEA1.png');
    await expect(sea1.locator('img')).toHaveJSProperty('complete', true);
    expect(await sea1.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    const menuCall = (await sim.requests('/lgw/lottery/menu')).at(-1)!;
    expect(menuCall.query).toMatchObject({ prizeMode: 'ELOTT', device: 'MOBILE', language: 'VI' });
    expect(menuCall.headers['module-id']).toBe('GAMELO3');
    // A group tab is a link that works without scripts.
    await lottery.tab('Xổ số siêu tốc').click();
    await expect(page).toHaveURL(/\/m\/moreLottery\?tab=FAST$/);
    await lottery.expectCodes(FAST);
  });
});

test('HOT, FAV and group tabs; off-sale games show --:--:--', async ({ page, lotteryPage: lottery }) => {
  await lottery.goto();
  await lottery.expectCodes(HOT);
  await lottery.tab('Miền Trung').click();
  await expect(page).toHaveURL(/\/m\/moreLottery\?tab=VN_CENTRAL$/);
  await expect(lottery.current).toHaveText('Miền Trung');
  await lottery.expectCodes(['VNDN', 'VNKH', 'VNMT90']);
  await expect(lottery.countdown('VNKH')).toHaveText('--:--:--');
  await expect(lottery.row('VNKH').locator('[data-sale-status]')).toHaveText('Tạm ngưng bán');
  await expect(lottery.numero('VNKH')).toHaveText('Chưa có kỳ mở');
  await lottery.tab('Xổ số siêu tốc').click();
  await lottery.expectCodes(FAST);
  await expect(lottery.countdown('SEA5')).toHaveText('--:--:--');
  await lottery.tab('Nổi bật').click();
  await expect(page).toHaveURL(/\/m\/moreLottery$/);
  await lottery.expectCodes(HOT);
  // The same list on /m/startLottery.
  await lottery.goto('?tab=VN_SOUTH', '/m/startLottery');
  await lottery.expectCodes(['VNHCM', 'VNVT', 'VNMN1']);
});

test('in Bengali at 320 px the draw countdown is labelled, the label right above its figures', async ({ page, context, baseURL, lotteryPage: lottery }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: baseURL! }]);
  await page.setViewportSize({ width: 320, height: 700 });
  await lottery.goto();
  // The page object names the list in Vietnamese: the rows by their game code here.
  const row = (code: string) => page.locator(`li[data-game-code="${code}"]`);
  await expect(page.locator('li[data-game-code]')).toHaveCount(HOT.length);
  for (const code of HOT) {
    const label = row(code).locator('[data-draw-label]');
    await expect(label).toHaveText(bn.lottery.drawIn);
    const [above, figures] = [await label.boundingBox(), await row(code).locator('[data-countdown]').boundingBox()];
    expect(above!.y + above!.height).toBeLessThanOrEqual(figures!.y + 1);
    expect(above!.x + above!.width).toBeLessThanOrEqual(320);
  }
});

test('on home at 320 px in Bengali and Arabic no row’s text or digits run under its countdown', async ({ page, context, baseURL }) => {
  // SPEC §2 home lottery list: home's list is narrower than the lottery screen's (room for the floating buttons).
  await page.setViewportSize({ width: 320, height: 700 });
  for (const language of ['bn', 'ar']) {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: language, url: baseURL! }]);
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('li[data-game-code]')).toHaveCount(HOT.length);
    const overlaps = await page.locator('li[data-game-code]').evaluateAll((rows) =>
      rows.flatMap((row) => {
        const boxes = (selector: string) => [...row.querySelectorAll(selector)].map((element) => element.getBoundingClientRect());
        // The text's own extent, not its box: text too wide for its column runs out of the box.
        const textOf = (selector: string) =>
          [...row.querySelectorAll(selector)].map((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return range.getBoundingClientRect();
          });
        const clock = [...boxes('[data-draw-label]'), ...boxes('[data-countdown]')];
        const text = [...textOf('[data-numero]'), ...textOf('[data-sale-status]'), ...boxes('[data-winning] li')];
        const meet = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
        return text.some((box) => clock.some((other) => meet(box, other))) ? [row.getAttribute('data-game-code')] : [];
      }),
    );
    expect(overlaps, `rows in ${language} whose text meets the countdown`).toEqual([]);
  }
});

test('FAV without a session leads to /m/login; the heart asks to sign in', async ({ page, lotteryPage: lottery }) => {
  await lottery.goto();
  await expect(lottery.rows.first()).toBeVisible();
  await lottery.heart('SEA1').click();
  await expect(page.getByText('Bạn chưa đăng nhập, vui lòng đăng nhập trước')).toBeVisible();
  await expect(lottery.heart('SEA1')).toHaveAttribute('aria-pressed', 'false');
  await lottery.tab('Yêu thích').click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FmoreLottery%3Ftab%3DFAV$/);
  await page.goto('/m/moreLottery?tab=FAV');
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FmoreLottery%3Ftab%3DFAV$/);
});

test('favourites go on top, most recently added first, kept under LOTTFAV per user', async ({ page, lotteryPage: lottery }) => {
  await signIn(page, '/m/moreLottery?tab=FAST');
  await lottery.expectCodes(FAST);
  await lottery.heart('SEA3').click();
  await expect(page.getByText('Đã lưu thay đổi')).toBeVisible();
  await expect(lottery.heart('SEA3')).toHaveAttribute('aria-pressed', 'true');
  await lottery.expectCodes(['SEA3', 'SEA1', 'SEA90', 'SEA5']);
  await lottery.heart('SEA5').click();
  await lottery.expectCodes(['SEA5', 'SEA3', 'SEA1', 'SEA90']);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('LOTTFAV') ?? 'null'))).toEqual({ demo01: ['534', '533'] });

  await lottery.tab('Yêu thích').click();
  await expect(page).toHaveURL(/\/m\/moreLottery\?tab=FAV$/);
  await lottery.expectCodes(['SEA5', 'SEA3']);
  await page.reload();
  await lottery.expectCodes(['SEA5', 'SEA3']);
  // Removing in the favourites view drops the row.
  await lottery.heart('SEA5').click();
  await lottery.expectCodes(['SEA3']);
  await lottery.tab('Nổi bật').click();
  await lottery.expectCodes(['SEA3', 'VNMB', 'VNMB5', 'VNMT90', 'VNHCM', 'SEA1']);
});

test('tapping a game launches it through /m/launchGame with the lottery launch call', async ({ page, sim, lotteryPage: lottery }) => {
  await signIn(page, '/m/moreLottery?tab=VN_CENTRAL');
  await expect(lottery.row('VNDN').getByRole('link')).toHaveAttribute('href', '/m/launchGame?playType=trad&prize_mode=Lott&code=VNDN&pageBack=home');
  await expect(lottery.row('VNMT90').getByRole('link')).toHaveAttribute('href', '/m/launchGame?playType=ent&prize_mode=Lott&code=VNMT90&pageBack=home');
  await lottery.row('VNMT90').getByRole('link').click();
  await expect(page).toHaveURL(/\/play\/LOTT\/VNMT90\?view=betting&prizeMode=Lott&ticket=\w+$/);
  const launch = (await sim.requests('/lgw/lottery/launch')).at(-1)!;
  expect(launch.method).toBe('POST');
  expect(launch.headers['module-id']).toBe('GAMELO3');
  const body = JSON.parse(launch.body);
  expect(body).toMatchObject({
    lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Lott', lottoGameCode: 'VNMT90', lottoView: 'betting', device: 'MOBILE', language: 'VI',
  });
  expect(body.backUrl).toMatch(/^http:\/\/[^/]+\/m\/home$/);
});

test('a phone clock an hour wrong still shows the platform’s countdown', async ({ page, lotteryPage: lottery }) => {
  await page.clock.install({ time: Date.now() - HOUR });
  await lottery.goto('?tab=FAST');
  await expect(lottery.rows.first()).toBeVisible();
  // SEA1 closes on every minute of the real (platform) clock, through the countdown's ticks in the browser.
  await expectUnchangedFor(
    1200,
    async () => ({ shown: await lottery.seconds('SEA1'), expected: Math.ceil((60_000 - (Date.now() % 60_000)) / 1000) }),
    ({ shown, expected }) => {
      expect(shown).not.toBeNull();
      expect(Math.abs(shown! - expected) <= 2 || Math.abs(shown! - expected) >= 58).toBe(true);
    },
  );
});

test('near, bet lock and zero with the browser clock run forward; a failed refresh keeps the list', async ({ page, sim, lotteryPage: lottery }) => {
  await page.clock.install({ time: Date.now() - HOUR });
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/lgw/lottery/menu');
  await lottery.goto();
  await lottery.expectCodes(HOT);
  // The list measures the platform clock once on arrival (server render + one refresh).
  await expect.poll(async () => (await sim.requests('/lgw/lottery/menu')).length).toBeGreaterThanOrEqual(2);
  // The refresh's answer reached the page, which takes its clock offset from it.
  await (await refreshed).finished();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  // From here every refresh fails, so the browser clock alone moves the countdowns (no new offset).
  await sim.setState({ faults: [{ path: '/lgw/lottery/menu', status: 500 }] });
  // One tick on the paused clock, so the countdowns read next are drawn at that clock with the refresh's offset
  // (the last tick before the pause can be up to a second old, and a busy page may not have drawn the offset yet).
  await page.clock.runFor(1000);
  // A game with a 3 s bet lock and at least 8 s to go (SEA1 closes every minute, VNMT90 every 90 s).
  const left = { SEA1: (await lottery.seconds('SEA1')) ?? 0, VNMT90: (await lottery.seconds('VNMT90')) ?? 0 };
  const code = left.SEA1 >= 8 ? 'SEA1' : 'VNMT90';
  const seconds = left[code];
  test.skip(seconds < 8, 'both games are about to be drawn');
  const numero = await lottery.numero(code).getAttribute('data-numero');

  await page.clock.runFor((seconds - 5) * 1000);
  await expect(lottery.row(code)).toHaveAttribute('data-near', 'true');
  await expect(lottery.countdown(code)).toHaveText(/^00:00:0[4-5]$/);
  await expect(lottery.row(code).getByText('Sắp quay')).toBeVisible();
  await expect(lottery.row(code).locator('[data-sale-status]')).toHaveText(/^Đang mở bán · Khóa cược sau 00:00:0[1-2]$/);

  await page.clock.runFor(3000);
  await expect(lottery.row(code)).toHaveAttribute('data-status', 'locked');
  await expect(lottery.row(code).locator('[data-sale-status]')).toHaveText('Đã khóa cược');

  await page.clock.runFor(3000);
  await expect(lottery.countdown(code)).toHaveText('--:--:--');
  await expect(lottery.row(code)).toHaveAttribute('data-near', 'false');
  // The timer fired and failed: the list is still the last one.
  await expect.poll(async () => (await sim.requests('/lgw/lottery/menu')).length).toBeGreaterThanOrEqual(3);
  await page.clock.runFor(1000);
  await lottery.expectCodes(HOT);
  await expect(lottery.numero(code)).toHaveAttribute('data-numero', numero!);
});

test('a countdown reaches zero and the list refreshes to the next numero with the closed issue’s result', async ({ page, sim, lotteryPage: lottery }) => {
  test.setTimeout(60_000);
  // SEA1 closes on every minute of the platform's clock, which decides when the issue closes: rather than wait for
  // the next real minute, the platform's clock is set so that one closes 12 s from now.
  const clockOffsetMs = (60_000 - 12_000 - (Date.now() % 60_000) + 60_000) % 60_000;
  await sim.setState({ clockOffsetMs });
  const platformNow = () => Date.now() + clockOffsetMs;
  await page.clock.install({ time: Date.now() - HOUR });
  await lottery.goto('?tab=FAST');
  const numero = (await lottery.numero('SEA1').getAttribute('data-numero'))!;
  const closesAt = currentIssue(findLotteryGame('SEA1')!, platformNow()).periodEnd as number;
  const next = currentIssue(findLotteryGame('SEA1')!, closesAt + 1).numero as string;
  expect(next).not.toBe(numero);
  await expect.poll(async () => (await sim.requests('/lgw/lottery/menu')).length).toBeGreaterThanOrEqual(2);
  // The refresh at the draw answers after 1.5 s (the app gives the platform 2.5 s under e2e), so the finished countdown is seen.
  await sim.setState({ faults: [{ path: '/lgw/lottery/menu', latencyMs: 1500 }] });
  const before = (await sim.requests('/lgw/lottery/menu')).length;

  await expect(lottery.row('SEA1')).toHaveAttribute('data-near', 'true', { timeout: closesAt - platformNow() + 3000 });
  await expect(lottery.countdown('SEA1')).toHaveText('--:--:--', { timeout: 10_000 });
  await expect(lottery.numero('SEA1')).toHaveAttribute('data-numero', next, { timeout: 15_000 });
  await expect(lottery.numero('SEA1')).toHaveText(`Kỳ ${next}`);
  await expect(lottery.balls('SEA1')).toHaveText(digitsOf(winningNumber('SEA1', numero)));
  await expect(lottery.countdown('SEA1')).toHaveText(/^00:00:5\d$/);
  await expect(lottery.row('SEA1')).toHaveAttribute('data-near', 'false');
  const refreshes = (await sim.requests('/lgw/lottery/menu')).slice(before);
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes[0]!.query).toMatchObject({ prizeMode: 'ELOTT', device: 'MOBILE', language: 'VI' });
});

test('the selected tab is scrolled into view in the tab bar', async ({ lotteryPage: lottery }) => {
  await lottery.goto('?tab=FAST');
  await expect(lottery.current).toHaveText('Xổ số siêu tốc');
  const inView = () =>
    lottery.current.evaluate((tab) => {
      const strip = tab.closest('nav')!.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      // The bar is wider than the screen: otherwise nothing would need scrolling.
      const overflows = tab.closest('nav')!.scrollWidth > tab.closest('nav')!.clientWidth;
      return overflows && box.left >= strip.left - 1 && box.right <= strip.right + 1;
    });
  await expect.poll(inView).toBe(true);
  await lottery.tab('Nổi bật').click();
  await expect(lottery.current).toHaveText('Nổi bật');
  await expect.poll(inView).toBe(true);
});

test('on home the tab chosen by the address is in view in the tab bar once the player scrolls to the list', async ({ page, lotteryPage: lottery }) => {
  // SPEC §2 home lottery list: the strip is measured when the list comes near, not while home loads.
  await page.goto('/m/home?lottTab=FAST');
  await untilHydrated(page);
  await expect(lottery.current).toHaveText('Xổ số siêu tốc');
  await lottery.rows.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      lottery.current.evaluate((tab) => {
        const nav = tab.closest('nav')!;
        const strip = nav.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return nav.scrollWidth > nav.clientWidth && box.left >= strip.left - 1 && box.right <= strip.right + 1;
      }),
    )
    .toBe(true);
});

test('below home’s first screen the list does nothing until the player scrolls to it, then refreshes and ticks', async ({ page, sim, lotteryPage: lottery }) => {
  // SPEC §4 lottery countdown and menu timer serve the rows a player sees: a home load that never scrolls to the
  // list neither ticks its countdowns nor asks for the menu again.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/m/home');
  await untilHydrated(page);
  await expect(lottery.rows.first()).not.toBeInViewport();
  const countdowns = () => lottery.rows.locator('[data-countdown]').allTextContents();
  const menuCalls = async () => (await sim.requests('/lgw/lottery/menu')).length;
  /** Runs the page's clock forward `ms`, proving the list neither ticked nor asked for the menu meanwhile. */
  const stillFor = async (ms: number) => {
    const calls = await menuCalls();
    const shown = await countdowns();
    await page.clock.runFor(ms);
    expect(await countdowns()).toEqual(shown);
    expect(await menuCalls()).toBe(calls);
    return { calls, shown };
  };
  const { calls, shown: drawn } = await stillFor(3000);
  expect(drawn.some((text) => /^\d\d:\d\d:\d\d$/.test(text))).toBe(true);

  // The refresh's answer is awaited: one still on its way when the list goes out of sight would redraw it there.
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/lgw/lottery/menu');
  await lottery.rows.first().scrollIntoViewIfNeeded();
  await refreshed;
  await expect.poll(menuCalls).toBeGreaterThan(calls);
  await page.clock.runFor(2000);
  await expect.poll(countdowns).not.toEqual(drawn);

  // Out of sight again for longer than the menu timer's longest wait (30 s): no reload meanwhile, and the one that
  // came due is made as soon as the list shows again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(lottery.rows.first()).not.toBeInViewport();
  const { calls: away } = await stillFor(35_000);
  await lottery.rows.first().scrollIntoViewIfNeeded();
  await expect.poll(menuCalls).toBeGreaterThan(away);
});

test('on home a kept favourite is read when the list comes near, and then drawn on top with its heart filled', async ({ page, lotteryPage: lottery }) => {
  // SPEC §3 LOTTFAV, §2 home lottery list: the hearts of a list below the first screen are not read while home loads
  // (the page's first storage listener loads the site's whole storage on the main thread); they show as it comes near.
  await signIn(page, '/m/moreLottery');
  await lottery.heart('SEA3').click();
  await expect(lottery.heart('SEA3')).toHaveAttribute('aria-pressed', 'true');
  await page.addInitScript(() => {
    const read = Storage.prototype.getItem;
    const seen: string[] = [];
    Object.assign(window, { storageReads: seen });
    Storage.prototype.getItem = function (this: Storage, key: string) {
      seen.push(key);
      return read.call(this, key);
    };
  });
  await page.goto('/m/home');
  await untilHydrated(page);
  await expect(lottery.rows.first()).not.toBeInViewport();
  await expect(lottery.heart('SEA3')).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads)).not.toContain('LOTTFAV');

  await lottery.rows.first().scrollIntoViewIfNeeded();
  await expect(lottery.heart('SEA3')).toHaveAttribute('aria-pressed', 'true');
  await lottery.expectCodes(['SEA3', 'VNMB', 'VNMB5', 'VNMT90', 'VNHCM', 'SEA1']);
});
