import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withoutScripts } from './support/withoutScripts';
import { signInBeforeOpening } from './support/signIn';
import { DepositPage } from './pages/DepositPage';
import { untilHydrated } from './support/hydration';
import { MemberCentrePage } from './pages/MemberCentrePage';
import { ReportPage } from './pages/ReportPage';
import { SEEDED_SYMBOL } from './support/money';

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The newest record of today's deposit report, with its order number. */
async function latestDeposit(page: Page) {
  const report = new ReportPage(page);
  await report.goto('/m/vouReport?range=today');
  const record = report.records.first();
  const fields = {
    status: record.locator('[data-status]'),
    amount: record.locator('[data-amount]'),
    bonus: report.detail(record, 'Khuyến mãi'),
  };
  return [fields, await report.detail(record, 'Mã đơn').innerText()] as const;
}

/** The colour of an amount that moved money in (Reports.module.css `.in`). */
const MONEY_IN = 'rgb(94, 224, 138)';
const amountColour = (record: Locator) => record.locator('[data-amount]').evaluate((node) => getComputedStyle(node.parentElement!).color);

async function signedInDeposit(page: Page) {
  await signInBeforeOpening(page, 'demo01', 'Demo1234');
  const deposit = new DepositPage(page);
  await deposit.goto();
  return deposit;
}

async function memberBalance(page: Page) {
  const centre = new MemberCentrePage(page);
  await centre.goto();
  return centre.balance;
}

// Deposit (SPEC §2 /m/voucherCenter, §7 deposits: payment gateway, wallet types, promo; README rows 52-55)
test.describe('deposit', () => {
  // What the form shows is what it sends: Back draws the screen again with the choice the form holds.
  test('after leaving and coming back, the method and promotion shown are the ones the form sends', async ({ page }) => {
    const deposit = await signedInDeposit(page);
    await untilHydrated(page);
    const ticked = () => page.getByRole('radio', { checked: true }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const first = await ticked();
    await deposit.method('QuickPay').check();
    await deposit.promo('Nạp lại mỗi ngày 10%').check();
    await expect(deposit.submitGateway).toBeVisible();
    await page.goto('/m/withdraw');
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await expect(deposit.submitManual).toBeVisible();
    await expect(deposit.method('QuickPay')).not.toBeChecked();
    await expect(deposit.promo('Không nhận khuyến mãi')).toBeChecked();
    await expect(deposit.submitManual).toBeVisible();
    expect(await ticked()).toEqual(first);
  });

  test('gateway: bad amounts are refused with the field kept, then the payUrl opens; paid, the balance rises', async ({ page, sim, shell }) => {
    const deposit = await signedInDeposit(page);
    const methods = await sim.requests('/wps/deposit/methods');
    expect(methods.at(-1)!.headers['module-id']).toBe('DEPOSIT');

    await deposit.method('QuickPay').check();
    await expect(deposit.method('QuickPay')).toHaveAccessibleName(new RegExp(`${SEEDED_SYMBOL}50\\.00 – ${SEEDED_SYMBOL}20,000\\.00`));
    await deposit.amount.fill('abc');
    await expect(deposit.amountError).toHaveText('Số tiền phải là số, tối đa 2 chữ số thập phân');
    await deposit.submitGateway.click();
    await expect(deposit.amount).toHaveValue('abc');
    await expect(deposit.amount).toBeFocused();
    await deposit.amount.fill('49.99');
    await expect(deposit.amountError).toHaveText(`Số tiền phải từ ${SEEDED_SYMBOL}50.00 đến ${SEEDED_SYMBOL}20,000.00`);
    await deposit.submitGateway.click();
    await expect(deposit.amount).toHaveValue('49.99');
    expect(await sim.requests('/wps/deposit/gateway')).toHaveLength(0);

    // A preset fills the amount; the promo shows its bonus and turnover (none is chosen at first).
    await expect(deposit.promo('Không nhận khuyến mãi')).toBeChecked();
    await deposit.preset(`${SEEDED_SYMBOL}500.00`).click();
    await expect(deposit.amount).toHaveValue('500');
    await expect(deposit.amountError).toHaveCount(0);
    await deposit.promo('Nạp lại mỗi ngày 10%').check();
    await expect(deposit.promo('Nạp lại mỗi ngày 10%')).toHaveAccessibleName(/doanh thu cược ×3/);
    await expect(deposit.bonus).toHaveText(`Tiền thưởng: ${SEEDED_SYMBOL}50.00`);
    await deposit.submitGateway.click();

    await expect(page.getByTestId('pay-status')).toHaveText('Awaiting payment');
    expect(page.url()).toMatch(new RegExp(`^${sim.url}/pay/D\\d+$`));
    await expect(page.getByTestId('pay-amount')).toHaveText('500.00');
    const orderNo = await page.getByTestId('pay-order').innerText();
    const sent = await sim.requests('/wps/deposit/gateway');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['module-id']).toBe('DEPOSIT');
    expect(sent[0]!.headers.authorization).toBeTruthy();
    expect(JSON.parse(sent[0]!.body)).toEqual({ methodId: 'QUICKPAY', walletCode: 'MAIN', amount: 500, promoId: 'RELOAD10' });

    // Until the gateway confirms the payment nothing is credited: the deposit waits for its payment, not for approval.
    await expect(await memberBalance(page)).toHaveText(`${SEEDED_SYMBOL}12,345.67`);
    await deposit.goto();
    await expect(deposit.pending).toHaveCount(1);
    await expect(deposit.pending).toContainText(orderNo);
    await expect(deposit.pending).toContainText('500.00');
    await expect(deposit.pending).toContainText('Đang chờ thanh toán');
    const [waiting, waitingNo] = await latestDeposit(page);
    expect(waitingNo).toBe(orderNo);
    await expect(waiting.status).toHaveAttribute('data-status', 'PENDING');
    await expect(waiting.status).toHaveText('Đang chờ thanh toán');
    expect(await amountColour(page.locator('main li[data-record]').first())).not.toBe(MONEY_IN);

    // 12,345.67 + 500 + 50 bonus, once the gateway says it was paid.
    await sim.settleGatewayDeposit(orderNo, 'PAID');
    await expect(await memberBalance(page)).toHaveText(`${SEEDED_SYMBOL}12,895.67`);
    // The deposit report shows it first: approved, 500.00 with its 50.00 bonus (rows 55 and 60 share the ledger).
    const [gateway] = await latestDeposit(page);
    await expect(gateway.status).toHaveAttribute('data-status', 'APPROVED');
    await expect(gateway.amount).toContainText('500.00');
    expect(await amountColour(page.locator('main li[data-record]').first())).toBe(MONEY_IN);
    await expect(gateway.bonus).toHaveText(`${SEEDED_SYMBOL}50.00`);

    // Flag DEPOSIT off: the screen says the function is unavailable (the refusal table's FEATURE_OFF).
    await sim.setState({ flags: { DEPOSIT: false } });
    await expect(async () => {
      await deposit.goto();
      await expect(shell.unavailable).toHaveText('Chức năng này tạm thời không khả dụng', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(deposit.submitGateway).toHaveCount(0);
  });

  test('manual: payee copied, bad receipts refused before upload, pending, approved later; dep_func 1 shows the detail', async ({ page, context, sim }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await sim.setState({ manualDepositApprovalMs: 600_000 });
    const deposit = await signedInDeposit(page);
    await expect(deposit.screen).toHaveAttribute('data-deposit-version', 'base');
    await expect(deposit.method('Chuyển khoản Vietcombank')).toBeChecked();
    await expect(deposit.noPending).toBeVisible();

    await deposit.copy('Số tài khoản').click();
    await expect(deposit.copied).toHaveText('Đã sao chép Số tài khoản');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0071000123456');

    // SPEC §5: PNG or JPG only, 5 MB at most, refused as soon as chosen; nothing reaches the platform.
    await deposit.receipt.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) });
    await expect(deposit.receiptError).toHaveText('Biên lai tối đa 5 MB');
    await expect(deposit.receipt).toHaveValue('');
    await deposit.receipt.setInputFiles({ name: 'slip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(deposit.receiptError).toHaveText('Biên lai phải là ảnh PNG hoặc JPG');
    await deposit.receipt.setInputFiles({ name: 'slip.txt', mimeType: 'text/plain', buffer: Buffer.from('paid') });
    await expect(deposit.receiptError).toHaveText('Biên lai phải là ảnh PNG hoặc JPG');
    await deposit.amount.fill('1000');
    await deposit.depositorName.fill('NGUYEN VAN B');
    await deposit.submitManual.click();
    await expect(deposit.receiptError).toHaveText('Vui lòng chọn ảnh biên lai');
    await expect(deposit.amount).toHaveValue('1000');
    expect(await sim.requests('/wps/deposit/receipt')).toHaveLength(0);
    expect(await sim.requests('/wps/deposit/manual')).toHaveLength(0);

    await deposit.receipt.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
    await expect(deposit.receiptError).toHaveCount(0);
    await expect(deposit.receiptPreview).toBeVisible();
    await deposit.submitManual.click();
    await expect(deposit.created).toContainText(/Đã gửi lệnh nạp D\d+: Đang chờ duyệt/);
    const createdNo = /D\d+/.exec(await deposit.created.innerText())![0];
    await expect(deposit.pending).toHaveCount(1);
    await expect(deposit.pending).toContainText('1,000.00');
    await expect(deposit.pending).toContainText('Đang chờ duyệt');

    const [receipt] = await sim.requests('/wps/deposit/receipt');
    expect(JSON.parse(receipt!.body)).toEqual({ fileName: 'slip.png', contentType: 'image/png', data: PNG.toString('base64') });
    const [manual] = await sim.requests('/wps/deposit/manual');
    const { receiptId, ...fields } = JSON.parse(manual!.body);
    expect(receiptId).toMatch(/^R[0-9a-f]+$/);
    expect(fields).toEqual({ methodId: 'BANK_VCB', walletCode: 'MAIN', amount: 1000, depositorName: 'NGUYEN VAN B' });
    await expect(await memberBalance(page)).toHaveText(`${SEEDED_SYMBOL}12,345.67`);

    // The platform approves it: the balance rises and it leaves the pending list.
    await sim.setState({ manualDepositApprovalMs: 0, depFunc: '1' });
    await expect(await memberBalance(page)).toHaveText(`${SEEDED_SYMBOL}13,345.67`);
    const [manualRecord, orderNo] = await latestDeposit(page);
    await expect(manualRecord.status).toHaveAttribute('data-status', 'APPROVED');
    await expect(manualRecord.amount).toContainText('1,000.00');
    expect(orderNo).toBe(createdNo);

    // dep_func '1' (once the app's settings are fresh): the new detail version after a deposit.
    await expect(async () => {
      await deposit.goto();
      await expect(deposit.screen).toHaveAttribute('data-deposit-version', 'new', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(deposit.noPending).toBeVisible();
    await deposit.method('Chuyển khoản ACB').check();
    await deposit.amount.fill('150');
    await expect(deposit.amountError).toHaveText(`Số tiền phải từ ${SEEDED_SYMBOL}200.00 đến ${SEEDED_SYMBOL}100,000.00`);
    await deposit.amount.fill('1000');
    await deposit.promo('Thưởng nạp đầu 100%').check();
    await deposit.depositorName.fill('NGUYEN VAN B');
    await deposit.receipt.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
    await deposit.submitManual.click();
    await expect(deposit.detail).toBeVisible();
    await expect(deposit.detailValue('Mã lệnh')).toHaveText(/^D\d+$/);
    await expect(deposit.detailValue('Phương thức')).toHaveText('Chuyển khoản ACB');
    await expect(deposit.detailValue('Số tiền')).toHaveText(`${SEEDED_SYMBOL}1,000.00`);
    await expect(deposit.detailValue('Tiền thưởng')).toHaveText(`${SEEDED_SYMBOL}1,000.00`);
    await expect(deposit.detailValue('Trạng thái')).toHaveText('Đang chờ duyệt');
    await expect(deposit.detailValue('Thời gian')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    await expect(deposit.detailValue('Người nhận')).toHaveText('ACB · CONG TY TNHH MC GAMING · 2468101214');
    await expect(deposit.created).toHaveCount(0);
    const manuals = await sim.requests('/wps/deposit/manual');
    expect(JSON.parse(manuals.at(-1)!.body)).toMatchObject({ methodId: 'BANK_ACB', amount: 1000, promoId: 'WELCOME100' });
  });

  test('before hydration a gateway deposit still reaches the payment page, through a link', async ({ page, sim }) => {
    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    await withoutScripts(page, async (plain) => {
      const deposit = new DepositPage(plain);
      await deposit.goto();
      await deposit.method('Ví MoMo').check();
      await deposit.amount.fill('100');
      // Without scripts the form still shows the first (manual) method's button; the chosen method decides.
      await deposit.submitManual.click();
      // CSP form-action 'self' would block a cross-origin redirect of the post, so the answer is a link.
      await plain.getByRole('link', { name: 'Tiếp tục thanh toán' }).click();
      await expect(plain.getByTestId('pay-status')).toHaveText('Awaiting payment');
    });
    const [sent] = await sim.requests('/wps/deposit/gateway');
    expect(JSON.parse(sent!.body)).toEqual({ methodId: 'MOMO', walletCode: 'MAIN', amount: 100 });
  });

  // SPEC §7 deposits (promo): a promotion is granted as often as its terms say, however many deposits are sent.
  test('the first-deposit bonus is granted once: a second claim from a form opened before is refused, and it is offered no more', async ({ page, context, sim }) => {
    const deposit = await signedInDeposit(page);
    await expect(deposit.promo('Thưởng nạp đầu 100%')).toHaveAccessibleName(/mỗi thành viên một lần/);
    await expect(deposit.promo('Nạp lại mỗi ngày 10%')).toHaveAccessibleName(/mỗi ngày một lần/);
    const stale = new DepositPage(await context.newPage());
    await stale.goto();
    await untilHydrated(stale.page);
    await untilHydrated(page);

    await deposit.method('QuickPay').check();
    await deposit.amount.fill('500');
    await deposit.promo('Thưởng nạp đầu 100%').check();
    await deposit.submitGateway.click();
    await expect(page.getByTestId('pay-status')).toHaveText('Awaiting payment');
    const claimNo = await page.getByTestId('pay-order').innerText();

    // The same bonus again from the form opened before the first claim: refused, translated, nothing created.
    await stale.method('QuickPay').check();
    await stale.amount.fill('500');
    await stale.promo('Thưởng nạp đầu 100%').check();
    await stale.submitGateway.click();
    await expect(stale.notice).toContainText('Bạn đã nhận khuyến mãi này rồi');
    const sent = await sim.requests('/wps/deposit/gateway');
    expect(sent).toHaveLength(2);
    // The newest order is still the first claim, with its bonus.
    const [first, newestNo] = await latestDeposit(page);
    expect(newestNo).toBe(claimNo);
    await expect(first.bonus).toHaveText(`${SEEDED_SYMBOL}500.00`);

    await deposit.goto();
    await expect(deposit.promo('Nạp lại mỗi ngày 10%')).toBeVisible();
    await expect(deposit.promo('Thưởng nạp đầu 100%')).toHaveCount(0);
  });

  // SPEC §2 /m/voucherCenter and /m/vouReport: a gateway deposit the gateway has not confirmed is no money in yet.
  for (const [lang, awaiting, rejected] of [
    ['vi', 'Đang chờ thanh toán', 'Bị từ chối'], ['en', 'Awaiting payment', 'Rejected'], ['bn', 'পেমেন্টের অপেক্ষায়', 'প্রত্যাখ্যাত'],
  ] as const) {
    test(`${lang}: a gateway deposit awaits its payment on the deposit screen and in the record; failed, it moved nothing`, async ({ page, context, baseURL, sim }) => {
      await context.addCookies([{ name: 'NEXT_LOCALE', value: lang, url: baseURL! }]);
      const deposit = await signedInDeposit(page);
      await untilHydrated(page);
      await page.locator('input[name="methodId"][value="MOMO"]').check();
      await page.locator('input[name="amount"]').fill('100');
      await page.locator('main form button[type="submit"]').click();
      await expect(page.getByTestId('pay-status')).toHaveText('Awaiting payment');
      const orderNo = await page.getByTestId('pay-order').innerText();

      await deposit.goto();
      await expect(deposit.pending).toHaveCount(1);
      await expect(deposit.pending).toContainText(orderNo);
      await expect(deposit.pending.locator('strong')).toHaveText(awaiting);
      const report = new ReportPage(page);
      await report.goto('/m/vouReport?range=today');
      const record = report.records.first();
      await expect(record).toContainText(orderNo);
      await expect(record.locator('[data-status]')).toHaveText(awaiting);
      await expect(record.locator('[data-amount]')).toHaveText(`+${SEEDED_SYMBOL}100.00`);
      // Not yet in the balance, so not in the colour of money in.
      expect(await amountColour(record)).not.toBe(MONEY_IN);

      await sim.settleGatewayDeposit(orderNo, 'FAILED');
      await report.goto('/m/vouReport?range=today');
      await expect(record.locator('[data-status]')).toHaveText(rejected);
      await expect(await memberBalance(page)).toContainText('12,345.67');
      await deposit.goto();
      await expect(deposit.pending).toHaveCount(0);
    });
  }

  test('a trial account sees free_reject and the platform is never asked', async ({ page, sim, trialPage: trial, depositPage: deposit }) => {
    await trial.goto();
    await trial.start.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await deposit.goto();
    await expect(deposit.freeReject).toBeVisible();
    await expect(deposit.amount).toHaveCount(0);
    expect(await sim.requests('/wps/deposit/')).toHaveLength(0);
  });
});
