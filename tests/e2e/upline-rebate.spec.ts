import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { untilHydrated } from './support/hydration';
import { withoutScripts } from './support/withoutScripts';
import type { Sim } from './support/sim';
import { signInBeforeOpening as signIn } from './support/signIn';
import { AgentHomePage } from './pages/AgentHomePage';
import { MemberCentrePage } from './pages/MemberCentrePage';
import { UplineTransferPage } from './pages/UplineTransferPage';
import { SEEDED_SYMBOL } from './support/money';

/** A second member in a browser context of its own. */
async function asOther(browser: Browser, user: string, password: string, walk: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, user, password);
    await walk(page);
  } finally {
    await context.close();
  }
}

const TRANSFER_CALL = '/wps/transfer/upline';
/** Row 88 only (row 87 is a GET on the same path). */
async function transferCalls(sim: Sim) {
  return (await sim.requests(TRANSFER_CALL)).filter((request) => request.path === TRANSFER_CALL && request.method === 'POST');
}

/** '1,234.56' -> 1234.56 */
const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// /m/upLine/transfer; SPEC §2 member centre entry and §6 superior transfer (README rows 87-88)
test('demo01 transfers to agent01 after a confirmation; refusals keep the amount', async ({ page, sim, browser, uplineTransferPage: transfer, reportPage: report }) => {
  // A whole path with two accounts: about 12 s, but more when the machine is busy.
  test.setTimeout(60_000);
  await signIn(page, 'demo01', 'Demo1234');
  await new MemberCentrePage(page).goto();
  await page.getByRole('link', { name: 'Chuyển cho cấp trên' }).click();
  await expect(transfer.upline).toHaveText('agent01');
  await expect(transfer.balance).toHaveText(`${SEEDED_SYMBOL}12,000.00`);
  await expect(transfer.form).toContainText(`Từ ${SEEDED_SYMBOL}10.00 đến ${SEEDED_SYMBOL}50,000.00`);

  // Live validation: under the minimum is refused in the browser. It runs once the page's scripts do, so the amount
  // is typed after hydration, not into the server's HTML before it (a flaky run typed too early).
  await untilHydrated(page);
  await transfer.amount.fill('5');
  await expect(transfer.form).toContainText(`Số tiền phải từ ${SEEDED_SYMBOL}10.00 đến ${SEEDED_SYMBOL}50,000.00`);
  await transfer.next.click();
  await expect(transfer.amount).toBeFocused();

  // Over the main wallet's balance: the platform refuses after the confirmation, the amount comes back to its step.
  await transfer.transfer('12000.01', '246810');
  await expect(transfer.form).toContainText(`Số dư không đủ: bạn chỉ có thể chuyển tối đa ${SEEDED_SYMBOL}12,000.00`);
  await expect(transfer.amount).toHaveValue('12000.01');

  // A wrong payment password: still on the confirmation, amount kept, password emptied.
  await transfer.amount.fill('1500.50');
  await transfer.next.click();
  await expect(transfer.confirmation).toBeVisible();
  await expect(transfer.confirmUpline).toHaveText('agent01');
  await expect(transfer.confirmAmount).toHaveText(`${SEEDED_SYMBOL}1,500.50`);
  await expect(transfer.paymentPassword).toBeFocused();
  await transfer.paymentPassword.fill('111111');
  await transfer.confirm.click();
  await expect(transfer.refusal).toHaveText('Mật khẩu thanh toán không đúng, còn 4 lần thử');
  await expect(transfer.confirmAmount).toHaveText(`${SEEDED_SYMBOL}1,500.50`);
  await expect(transfer.paymentPassword).toHaveValue('');

  await transfer.paymentPassword.fill('246810');
  await transfer.showPaymentPassword.click();
  await expect(transfer.showPaymentPassword).toHaveAttribute('aria-pressed', 'true');
  await expect(transfer.paymentPassword).toHaveAttribute('type', 'text');
  await transfer.confirm.click();
  await expect(transfer.success).toContainText(`Số dư hiện tại là ${SEEDED_SYMBOL}10,845.17.`);
  const orderNo = (await transfer.success.textContent())!.match(/T\d+/)![0];
  await expect(transfer.success).toHaveText(`Đã chuyển ${SEEDED_SYMBOL}1,500.50 cho agent01, mã đơn ${orderNo}. Số dư hiện tại là ${SEEDED_SYMBOL}10,845.17.`);
  await expect(transfer.balance).toHaveText(`${SEEDED_SYMBOL}10,499.50`);
  await expect(transfer.amount).toHaveValue('');

  // Row 88 is **enc**: the amount and password reached the platform sealed, under the module id.
  const sent = await transferCalls(sim);
  expect(sent).toHaveLength(3);
  for (const request of sent) {
    expect(request.headers['module-id']).toBe('AGETRANSFERUP3');
    expect(request.headers.encryption).toMatch(/^[0-9a-f]+$/);
    expect(request.body).not.toContain('246810');
    expect(request.body).not.toContain('111111');
  }

  // The member's transaction record (row 62) shows the transfer out.
  await report.goto('/m/transaction/record?range=today&transType=TRANSFER_OUT');
  await expect(report.records).toHaveCount(1);
  await expect(report.records.first().locator('[data-amount]')).toHaveText(`-${SEEDED_SYMBOL}1,500.50`);
  await expect(report.detail(report.records.first(), 'Mã đơn')).toHaveText(orderNo);

  // The upline received it (row 10 on the agent's home).
  await asOther(browser, 'agent01', 'Agent1234', async (agentPage) => {
    const agent = new AgentHomePage(agentPage);
    await agent.goto();
    await expect(agent.balance).toHaveText(`${SEEDED_SYMBOL}89,500.50`);
  });
});

// /m/upLine/transfer before hydration: both steps are server actions
test('without scripts the amount step answers the confirmation and a wrong password keeps the amount', async ({ page, sim }) => {
  await signIn(page, 'demo01', 'Demo1234');
  await withoutScripts(page, async (noScript) => {
    const transfer = new UplineTransferPage(noScript);
    await transfer.goto();
    await transfer.transfer('60', '000000');
    await expect(transfer.refusal).toHaveText('Mật khẩu thanh toán không đúng, còn 4 lần thử');
    await expect(transfer.confirmAmount).toHaveText(`${SEEDED_SYMBOL}60.00`);
    await expect(transfer.paymentPassword).toHaveValue('');
    expect(await transferCalls(sim)).toHaveLength(1);
  });
});

// /m/upLine/transfer before hydration, platform answer lost after the write (README row 88 **idem**): going back to
// change the amount and confirming again still carries the first key, so the money moves once
test('without scripts a transfer left unconfirmed, changed and confirmed again, moves the money once', async ({ page, sim }) => {
  test.setTimeout(60_000);
  await signIn(page, 'demo01', 'Demo1234');
  await withoutScripts(page, async (noScript) => {
    const transfer = new UplineTransferPage(noScript);
    await transfer.goto();
    await transfer.amount.fill('100');
    await transfer.next.click();
    await expect(transfer.confirmAmount).toHaveText(`${SEEDED_SYMBOL}100.00`);
    // The platform makes the transfer, then drops the connection; cleared once the write has arrived, so the page
    // drawn with the answer reads the figures (row 87, same path) again.
    await sim.setState({ faults: [{ path: TRANSFER_CALL, reset: true, latencyMs: 1500, delay: 'after' }] });
    await transfer.paymentPassword.fill('246810');
    const confirmed = transfer.confirm.click();
    await expect.poll(async () => (await transferCalls(sim)).length, { timeout: 10_000 }).toBe(1);
    await sim.setState({ faults: [] });
    await confirmed;
    await expect(transfer.refusal).toContainText('Chưa xác nhận được kết quả giao dịch', { timeout: 10_000 });

    await transfer.changeAmount.click();
    await expect(transfer.amount).toHaveValue('100');
    await transfer.next.click();
    await transfer.paymentPassword.fill('246810');
    await transfer.confirm.click();
    await expect(transfer.success).toContainText(`Đã chuyển ${SEEDED_SYMBOL}100.00 cho agent01`);
    await expect(transfer.balance).toHaveText(`${SEEDED_SYMBOL}11,900.00`);
  });
  const sent = await transferCalls(sim);
  expect(sent).toHaveLength(2);
  expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
});

// SPEC §2 member centre entry and §6: superior transfer needs toUpline and a type other than 2
test('mobile01 (no toUpline) has no entry and the screen says why without asking row 87', async ({ page, sim, uplineTransferPage: transfer }) => {
  await signIn(page, 'mobile01', 'Mobile1234');
  await new MemberCentrePage(page).goto();
  await expect(page.getByRole('link', { name: 'Hoàn trả thủ công' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chuyển cho cấp trên' })).toHaveCount(0);
  await transfer.goto();
  await expect(transfer.unavailable).toHaveText('Tài khoản của bạn không thể chuyển tiền cho cấp trên.');
  await expect(transfer.form).toHaveCount(0);
  expect(await sim.requests(TRANSFER_CALL)).toHaveLength(0);
});

// /m/member/manualRebate and /m/member/rebateReport (README rows 89-91)
test('demo01 claims the manual rebate: the balance rises, the claim tops the rebate report; flags off make both unavailable', async ({ page, sim, manualRebatePage: rebate, reportPage: report }) => {
  await signIn(page, 'demo01', 'Demo1234');
  await rebate.goto();
  await expect(rebate.row('Slot')).toContainText('0.8%');
  await expect(rebate.row('Casino trực tuyến')).toContainText('0.5%');
  const total = amountOf((await rebate.total.textContent())!);
  expect(total).toBeGreaterThanOrEqual(1);
  await expect(rebate.state).toHaveText(`Có thể nhận từ ${SEEDED_SYMBOL}1.00.`);

  await rebate.claim.click();
  const balance = money(12345.67 + total);
  await expect(rebate.claimed).toHaveText(`Đã nhận hoàn trả ${SEEDED_SYMBOL}${money(total)}. Số dư hiện tại là ${SEEDED_SYMBOL}${balance}.`);
  await expect(rebate.state).toHaveText('Hiện chưa có hoàn trả để nhận.');
  await expect(rebate.total).toHaveText(`${SEEDED_SYMBOL}0.00`);
  await expect(rebate.claim).toBeDisabled();
  const claims = (await sim.requests('/wps/rebate/manual')).filter((request) => request.method === 'POST');
  expect(claims).toHaveLength(1);
  expect(claims[0]!.headers['module-id']).toBe('MANPLAYREB3');
  expect(JSON.parse(claims[0]!.body || '{}')).toEqual({});

  // Row 91: the claim's entries come first (one per category), above the weekly AUTO rebates of the seed.
  await report.goto('/m/member/rebateReport?range=30d');
  await expect(report.records.first()).toContainText('Hoàn trả thủ công');
  await expect(report.records.filter({ hasText: 'Hoàn trả hằng tuần' }).first()).toBeVisible();
  await report.filter('30 ngày', { 'Loại hoàn trả': 'Hoàn trả hằng tuần' });
  await expect(report.records.first()).toContainText('Hoàn trả hằng tuần');
  await expect(report.records.filter({ hasText: 'Hoàn trả thủ công' })).toHaveCount(0);
  const reportCalls = (await sim.requests('/wps/report/rebate')).filter((request) => request.path === '/wps/report/rebate');
  expect(reportCalls.at(-1)!.query).toMatchObject({ type: 'AUTO', pageNo: '1', pageSize: '26' });
  // The transaction record (row 62) has the same REBATE movement.
  await report.goto('/m/transaction/record?range=today&transType=REBATE');
  await expect(report.records.first().locator('[data-amount]')).toHaveText(`+${SEEDED_SYMBOL}${money(total)}`);

  await sim.setState({ flags: { MANPLAYREB3: false, PLYRBT: false } });
  await expect(async () => {
    await rebate.goto();
    await expect(rebate.unavailable).toHaveText('Chức năng này tạm thời không khả dụng', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(rebate.form).toHaveCount(0);
  await expect(async () => {
    await report.goto('/m/member/rebateReport');
    await expect(rebate.unavailable).toHaveText('Chức năng này tạm thời không khả dụng', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(report.filters).toHaveCount(0);
});
