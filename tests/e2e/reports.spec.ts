import { expect, test } from './support/fixtures';
import { withoutScripts } from './support/withoutScripts';
import type { Sim } from './support/sim';
import { signInBeforeOpening as signIn } from './support/signIn';
import { ReportPage } from './pages/ReportPage';
import { SEEDED_SYMBOL } from './support/money';

// "report filters and paging": the five money reports against the simulator's ledger (README rows 60-64)

const DAY = 24 * 60 * 60 * 1000;
/** The merchant's day (TIME_ZONE Asia/Ho_Chi_Minh, UTC+7 all year) `daysBack` days before today. */
const merchantDay = (daysBack = 0) => new Date(Date.now() + 7 * 60 * 60 * 1000 - daysBack * DAY).toISOString().slice(0, 10);
const shown = (date: string) => date.split('-').reverse().join('/');

/** The query of the last report call the platform received on `path`. */
async function lastQuery(sim: Sim, path: string) {
  const calls = (await sim.requests(path)).filter((request) => request.path === path);
  expect(calls.length, `no call to ${path}`).toBeGreaterThan(0);
  return calls[calls.length - 1]!.query;
}

test('each report shows rows and totals for 30 days, and its filters change what the platform receives and shows', async ({ page, sim, reportPage: report }) => {
  await signIn(page, 'demo01', 'Demo1234');
  const thirtyDays = { startDate: merchantDay(29), endDate: merchantDay(0) };
  for (const [path, call, list] of [
    ['/m/vouReport', '/wps/report/deposit', 'Lịch sử nạp tiền'],
    ['/m/withdrawReport', '/wps/report/withdraw', 'Lịch sử rút tiền'],
    ['/m/transaction/record', '/wps/report/transactions', 'Lịch sử giao dịch'],
    ['/m/gameRecord', '/wps/report/bets', 'Lịch sử cược'],
    ['/m/profitandloss', '/wps/report/pnl', 'Lãi lỗ theo ngày'],
  ] as const) {
    await report.goto(`${path}?range=30d`);
    await expect(report.list(list).locator('li').first(), path).toBeVisible();
    await expect(report.range).toHaveText(`Từ ${shown(thirtyDays.startDate)} đến ${shown(thirtyDays.endDate)}`);
    expect(await lastQuery(sim, call), path).toMatchObject({ ...thirtyDays, pageNo: '1', pageSize: '26' });
    expect(Number(await report.total('count').innerText()), path).toBeGreaterThanOrEqual(await report.records.count());
  }

  // Deposit report: status filter (SPEC: statuses translated), totals over the filtered orders only.
  await report.goto('/m/vouReport');
  await report.filter('30 ngày', { 'Trạng thái': 'Bị từ chối' });
  await expect(page).toHaveURL(/\/m\/vouReport\?range=30d&status=REJECTED$/);
  expect(await lastQuery(sim, '/wps/report/deposit')).toMatchObject({ ...thirtyDays, status: 'REJECTED' });
  const rejected = await report.records.count();
  expect(rejected).toBeGreaterThan(0);
  await expect(report.records.locator('[data-status]')).toHaveText(Array(rejected).fill('Bị từ chối'));
  await expect(report.total('count')).toHaveText(String(rejected));
  for (const amount of await report.amounts()) expect(amount).toMatch(new RegExp(`^\\+${SEEDED_SYMBOL}\\d{1,3}(,\\d{3})*\\.\\d{2}$`));

  // Betting record: today's range and a game category reach the platform; the form keeps them on reload.
  await report.goto('/m/gameRecord?range=30d');
  await report.filter('Hôm qua', { 'Loại trò chơi': 'Casino trực tuyến' });
  expect(await lastQuery(sim, '/wps/report/bets')).toMatchObject({ startDate: merchantDay(1), endDate: merchantDay(1), gameCategory: 'LIVE' });
  await page.reload();
  await expect(report.filters.getByLabel('Loại trò chơi')).toHaveValue('LIVE');
  await expect(report.filters.getByRole('radio', { name: 'Hôm qua' })).toBeChecked();

  // Transaction record: the type filter; every row shown is of that type.
  await report.goto('/m/transaction/record?range=30d&transType=DEPOSIT');
  expect(await lastQuery(sim, '/wps/report/transactions')).toMatchObject({ transType: 'DEPOSIT' });
  const deposits = await report.records.count();
  expect(deposits).toBeGreaterThan(0);
  await expect(report.records.locator('span').filter({ hasText: /^Nạp tiền$/ })).toHaveCount(deposits);
});

test('scrolling to the end loads page 2 through the BFF (without scripts a link does); an empty range and a failing platform have their own states', async ({ page, sim, reportPage: report }) => {
  await signIn(page, 'demo01', 'Demo1234');
  await report.goto('/m/gameRecord?range=30d');
  await expect(report.records).toHaveCount(26);
  const total = Number(await report.total('count').innerText());
  expect(total).toBeGreaterThan(26);
  await sim.clearRequests();
  await report.records.last().scrollIntoViewIfNeeded();
  await expect(report.records).toHaveCount(Math.min(52, total));
  const pageTwo = (await sim.requests('/wps/report/bets')).map((request) => request.query);
  expect(pageTwo).toEqual([expect.objectContaining({ pageNo: '2', pageSize: '26', startDate: merchantDay(29), endDate: merchantDay(0) })]);

  // Without scripts the server shows one page more per tap on the link.
  await withoutScripts(page, async (noScript) => {
    const plain = new ReportPage(noScript);
    await plain.goto('/m/gameRecord?range=30d');
    await expect(plain.records).toHaveCount(26);
    await noScript.getByRole('link', { name: 'Xem thêm bản ghi' }).click();
    await expect(noScript).toHaveURL(/\/m\/gameRecord\?range=30d&pages=2$/);
    await expect(plain.records).toHaveCount(Math.min(52, total));
  });

  // demo01's seeded deposits are all settled: nothing pending.
  await report.goto('/m/vouReport?range=30d&status=PENDING');
  await expect(report.empty).toBeVisible();
  await expect(report.total('count')).toHaveText('0');

  await sim.setState({ faults: [{ path: '/wps/report/withdraw', status: 500 }] });
  const answer = await report.goto('/m/withdrawReport?range=30d');
  expect(answer?.status()).toBe(200);
  await expect(report.unavailable).toBeVisible();
  await expect(report.filters).toBeVisible();
});

test('the agent\'s transaction record (types=A) shows commission to an agent and sends a member back to their own', async ({ page, sim, browser, reportPage: report }) => {
  await signIn(page, 'agent01', 'Agent1234');
  await report.goto('/m/transaction/record?types=A&range=30d');
  await expect(report.list('Giao dịch đại lý').locator('li').first()).toBeVisible();
  expect(await lastQuery(sim, '/wps/report/transactions')).toMatchObject({ types: 'A' });
  const rows = await report.records.count();
  await expect(report.records.locator('span').filter({ hasText: /^Hoa hồng$/ })).toHaveCount(rows);
  // SPEC §6 agent transaction record: a commission belongs to no order, so no row shows an order number.
  await expect(report.records.locator('dt', { hasText: 'Mã đơn' })).toHaveCount(0);
  await expect(report.records.locator('dd', { hasText: /^team$/ })).toHaveCount(0);

  const member = await browser.newPage();
  await signIn(member, 'demo01', 'Demo1234');
  const plain = await member.request.get('/m/transaction/record?types=A', { maxRedirects: 0 });
  expect(plain.status()).toBe(307);
  expect(plain.headers().location).toBe('/m/transaction/record');
  await member.goto('/m/transaction/record?types=A');
  await expect(member).toHaveURL(/\/m\/transaction\/record$/);
  await member.close();
});

test('a bet on a launched game shows in the betting record and the transaction record with the balance it left', async ({ page, memberCentrePage: centre, reportPage: report }) => {
  await signIn(page, 'demo01', 'Demo1234');
  const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
  await centre.goto();
  const before = amountOf(await centre.balance.innerText());
  await page.goto('/m/launchGame?gameCategory=RNG&vendor=PG&gameId=1000&nodeId=10001');
  await expect(page).toHaveURL(/\/play\/PG\/1000\?ticket=/);
  await page.getByTestId('sim-stake').fill('12.50');
  await page.getByTestId('sim-bet').click();
  await expect(page.getByTestId('sim-bet-result')).toBeVisible();
  const orderNo = await page.getByTestId('sim-bet-order').innerText();
  const winLoss = Number(await page.getByTestId('sim-bet-winloss').innerText());
  const balance = Number(await page.getByTestId('sim-balance').innerText());
  const money = (value: number) => `${value < 0 ? '-' : ''}${SEEDED_SYMBOL}${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await report.goto('/m/gameRecord?range=today');
  const bet = report.records.first();
  await expect(report.detail(bet, 'Mã đơn')).toHaveText(orderNo);
  await expect(report.detail(bet, 'Tiền cược')).toHaveText(`${SEEDED_SYMBOL}12.50`);
  await expect(bet.locator('[data-amount]')).toHaveText(`${winLoss > 0 ? '+' : ''}${money(winLoss)}`);

  await report.goto('/m/transaction/record?range=today');
  const latest = report.records.first();
  await expect(report.detail(latest, 'Mã đơn')).toHaveText(orderNo);
  await expect(report.detail(latest, 'Số dư sau')).toHaveText(money(balance));

  // The member centre's balance (every wallet, row 10) moved by exactly the bet's win/loss.
  await centre.goto();
  expect(amountOf(await centre.balance.innerText())).toBeCloseTo(before + winLoss, 2);
});
