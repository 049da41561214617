import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInThroughBff } from './support/signIn';
import { SEEDED_SYMBOL } from './support/money';

const MERCHANT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

async function signIn(page: Page, user: string, password = 'Agent1234') {
  await page.goto('/m/home');
  await signInThroughBff(page, user, password);
}

/** Today in the merchant's time zone, as the platform's date parameters want it. */
function merchantToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MERCHANT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

function merchantHour(): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: MERCHANT_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
}

// SPEC §2 agent home, §6 agent area (types 0, 4, 40 replaced to /m/home)
test.describe('agent home: who may open it', () => {
  test('visitors are sent to the agent login and come back afterwards', async ({ page }) => {
    await page.goto('/m/agent/home');
    await expect(page).toHaveURL(/\/m\/agentLogin\?redirect=%2Fm%2Fagent%2Fhome$/);
  });

  test('a member (demo01, type 0) is replaced to /m/home and the HTML carries no agent data', async ({ page, sim }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await sim.clearRequests();
    for (const path of ['/m/agent/home', '/m/agent']) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBe(307);
      expect(new URL(answer.headers().location!, 'http://x').pathname).toBe('/m/home');
      const body = await answer.text();
      expect(body).not.toContain('Đội nhóm hôm nay');
      expect(body).not.toContain('Trung tâm đại lý');
    }
    await page.goto('/m/agent/home');
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await sim.requests('/wps/agent/team/kpi')).toHaveLength(0);
  });

  test('/m/agent is the agent home too', async ({ page, agentHomePage: agent }) => {
    await signIn(page, 'agent01');
    await agent.goto('/m/agent');
    await expect(agent.title).toBeVisible();
    await expect(agent.counter('Trực tuyến')).toHaveText('7');
  });
});

test.describe('agent home for agent01', () => {
  test('name, total balance, withdraw and deposit, and today\'s team counters from the KPI call', async ({ page, sim, agentHomePage: agent }) => {
    await signIn(page, 'agent01');
    await sim.clearRequests();
    await agent.goto();
    await expect(agent.title).toBeVisible();
    await expect(agent.name).toHaveText('Agent One');
    await expect(agent.balance).toHaveText(`${SEEDED_SYMBOL}88,000.00`);
    await expect(agent.withdraw).toHaveAttribute('href', '/m/withdraw');
    await expect(agent.deposit).toHaveAttribute('href', '/m/voucherCenter');
    await expect(agent.counter('Đăng nhập')).toHaveText('18');
    await expect(agent.counter('Đặt cược')).toHaveText('12');
    await expect(agent.counter('Đăng ký mới')).toHaveText('4');
    await expect(agent.counter('Trực tuyến')).toHaveText('7');
    // The shell draws neither header nor bottom menu here (SPEC §2 layout rules).
    await expect(page.locator('[data-app-header]')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toHaveCount(0);

    // SPEC §7 team KPI: AGEINFO3, startDate = endDate = today (merchant time zone), size 0.
    const kpi = await sim.requests('/wps/agent/team/kpi');
    expect(kpi).toHaveLength(1);
    expect(kpi[0]!.headers['module-id']).toBe('AGEINFO3');
    expect(kpi[0]!.query).toEqual({ startDate: merchantToday(), endDate: merchantToday(), size: '0' });
  });

  test('the ten nav tiles with their paths; mail carries the inbox unread badge', async ({ page, agentHomePage: agent }) => {
    await signIn(page, 'agent01');
    await agent.goto();
    const expected: Array<[string, string]> = [
      ['Tổng quan đội nhóm', '/m/agent/team/overview'],
      ['Lịch sử giao dịch', '/m/transaction/record?types=A'],
      ['Quản lý đội nhóm', '/m/member/team'],
      ['Mưa lì xì', '/m/redRain'],
      ['Lãi lỗ đội nhóm', '/m/agent/team/pnl'],
      ['Cược đội nhóm', '/m/teamBetting'],
      ['Cài đặt hoàn trả', '/m/member/agent/agentRebeat'],
      ['Thu nhập hoàn trả', '/m/member/teamRebate'],
      ['Trung tâm bảo mật', '/m/securityCenter'],
      ['Hộp thư', '/m/webEmail'],
    ];
    await expect(agent.tiles).toHaveCount(expected.length);
    for (const [index, [name, path]] of expected.entries()) {
      await expect(agent.tiles.nth(index)).toHaveAccessibleName(new RegExp(`^${name}`));
      await expect(agent.tiles.nth(index)).toHaveAttribute('href', path);
    }
    await expect(agent.badge(agent.tile('Hộp thư'))).toHaveText('5');
    await expect(agent.tile('Hộp thư')).toHaveAccessibleName('Hộp thư 5 chưa đọc');
  });

  test('tiles follow their whitelabel flags', async ({ page, sim, agentHomePage: agent }) => {
    await signIn(page, 'agent01');
    await sim.setState({ flags: { AGEPAG: false, MAILCEN: false, SECPRIV: false } });
    await expect(async () => {
      await agent.goto();
      await expect(agent.tiles).toHaveCount(7, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(agent.tile('Tổng quan đội nhóm')).toHaveCount(0);
    await expect(agent.tile('Hộp thư')).toHaveCount(0);
    await expect(agent.tile('Trung tâm bảo mật')).toHaveCount(0);
    await expect(agent.tile('Mưa lì xì')).toBeVisible();

    await sim.setState({ flags: { AGEPAG: true } });
    await expect(async () => {
      await agent.goto();
      await expect(agent.tile('Tổng quan đội nhóm')).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
  });

  test('footer: home, open account, dividend and announcements with the agent notices\' unread badge', async ({ page, sim, agentHomePage: agent }) => {
    await signIn(page, 'agent01');
    await sim.clearRequests();
    await agent.goto();
    const entries = agent.footer.getByRole('link');
    await expect(entries).toHaveCount(4);
    await expect(agent.footerEntry('Trang chủ')).toHaveAttribute('href', '/m/mine');
    await expect(agent.footerEntry('Mở tài khoản')).toHaveAttribute('href', '/m/agentRegister');
    await expect(agent.footerEntry('Cổ tức')).toHaveAttribute('href', '/m/member/agent/agentDivident');
    await expect(agent.footerEntry('Thông báo')).toHaveAttribute('href', '/m/member/notice?types=A');
    // agent01 has read one of the three agent notices (row 23 types=A, footer.unreadCount).
    await expect(agent.badge(agent.footerEntry('Thông báo'))).toHaveText('2');
    const notices = await sim.requests('/wps/announcements');
    expect(notices.some((request) => request.query.types === 'A')).toBe(true);
  });

  test('each failing call leaves its own part unavailable; the page still renders', async ({ page, sim, agentHomePage: agent }) => {
    await signIn(page, 'agent01');
    await sim.setState({ faults: [{ path: '/wps/agent/team/kpi', status: 500 }, { path: '/wps/wallets/balance', status: 503 }] });
    const answer = await agent.goto();
    expect(answer?.status()).toBe(200);
    await expect(agent.team.getByRole('status')).toHaveText('Không tải được số liệu đội nhóm lúc này.');
    await expect(page.getByRole('status').filter({ hasText: 'Không tải được số dư lúc này.' })).toBeVisible();
    await expect(agent.name).toHaveText('Agent One');
    await expect(agent.tiles).toHaveCount(10);
    await expect(agent.badge(agent.tile('Hộp thư'))).toHaveText('5');
  });
});

test.describe('agent home for a type without dividends (agent41, type 41)', () => {
  test('opens the agent home but has no dividend entry', async ({ page, agentHomePage: agent }) => {
    await signIn(page, 'agent41');
    await agent.goto();
    await expect(agent.title).toBeVisible();
    await expect(agent.counter('Đăng nhập')).toHaveText('2');
    await expect(agent.footer.getByRole('link')).toHaveCount(3);
    await expect(agent.footerEntry('Cổ tức')).toHaveCount(0);
    await expect(agent.footerEntry('Thông báo')).toBeVisible();
  });
});

// SPEC §2 greeting by hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening, by the
// player's own clock once the page runs; the server HTML greets by the merchant's hour.
test.describe('greeting under a controlled clock (player in Vietnam)', () => {
  test.use({ timezoneId: MERCHANT_TIME_ZONE });

  const cases: Array<[string, string]> = [
    ['2025-03-10T08:15:00+07:00', 'Chào buổi sáng'],
    ['2025-03-10T12:40:00+07:00', 'Chào buổi trưa'],
    ['2025-03-10T16:05:00+07:00', 'Chào buổi chiều'],
    ['2025-03-10T21:30:00+07:00', 'Chào buổi tối'],
  ];
  for (const [time, greeting] of cases) {
    test(`${time.slice(11, 16)} -> ${greeting}`, async ({ page, agentHomePage: agent }) => {
      await page.clock.setFixedTime(new Date(time));
      await signIn(page, 'agent01');
      await agent.goto();
      await expect(agent.greeting).toHaveText(greeting);
    });
  }
});

test.describe('greeting follows the player\'s clock, not the merchant\'s', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('08:15 in Vietnam is 21:15 the evening before in New York', async ({ page, agentHomePage: agent }) => {
    await page.clock.setFixedTime(new Date('2025-03-10T08:15:00+07:00'));
    await signIn(page, 'agent01');
    await agent.goto();
    await expect(agent.greeting).toHaveText('Chào buổi tối');
  });
});

test.describe('greeting without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML greets by the merchant\'s hour', async ({ context, baseURL, agentHomePage: agent }) => {
    // Sign in from a scripted page of its own, then read the agent home with scripts off.
    const helper = await context.browser()!.newContext({ baseURL });
    const scripted = await helper.newPage();
    await signIn(scripted, 'agent01');
    await context.addCookies(await helper.cookies());
    await helper.close();
    const bands: Record<string, string> = { morning: 'Chào buổi sáng', earlyAfternoon: 'Chào buổi trưa', lateAfternoon: 'Chào buổi chiều', evening: 'Chào buổi tối' };
    const hour = merchantHour();
    const band = hour <= 10 ? 'morning' : hour <= 14 ? 'earlyAfternoon' : hour <= 18 ? 'lateAfternoon' : 'evening';
    await agent.goto();
    await expect(agent.greeting).toHaveText(bands[band]!);
    await expect(agent.counter('Đăng nhập')).toHaveText('18');
  });
});
