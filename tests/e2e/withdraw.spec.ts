import { expect, test } from './support/fixtures';
import { withoutScripts } from './support/withoutScripts';
import type { Sim } from './support/sim';
import { signInBeforeOpening as signIn } from './support/signIn';
import { WithdrawPage } from './pages/WithdrawPage';
import { untilHydrated } from './support/hydration';
import { SEEDED_SYMBOL } from './support/money';

const WITHDRAW_CALL = '/wps/transaction/withdraw';
/** Row 59 only (the log filter is a prefix, which row 56 also matches). */
async function withdrawCalls(sim: Sim) {
  return (await sim.requests(WITHDRAW_CALL)).filter((request) => request.path === WITHDRAW_CALL);
}

// Withdraw and bank cards; SPEC §2 /m/withdraw, §7 /wps/transaction/withdraw (rows 56-59)
test.describe('withdraw', () => {
  test('demo01 is refused over the balance and with a wrong payment password, then withdraws; the balance drops', async ({ page, sim, withdrawPage: withdraw, memberCentrePage: member, reportPage: report }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await withdraw.goto();
    await expect(withdraw.balance).toHaveText(`${SEEDED_SYMBOL}12,345.67`);
    await expect(withdraw.withdrawable).toHaveText(`${SEEDED_SYMBOL}12,000.00`);
    await expect(withdraw.card(/Vietcombank \*\*\*\* 6789/)).toBeChecked();
    await expect(withdraw.form).toContainText('NGUYEN VAN AN');
    await expect(withdraw.turnover).toHaveCount(0);
    await expect(withdraw.form).toContainText(`Từ ${SEEDED_SYMBOL}100.00 đến ${SEEDED_SYMBOL}50,000.00`);

    // Live validation: under the minimum is refused in the browser, the platform is not asked.
    await withdraw.amount.fill('99.5');
    await expect(withdraw.form).toContainText(`Số tiền phải từ ${SEEDED_SYMBOL}100.00 đến ${SEEDED_SYMBOL}50,000.00`);
    await withdraw.paymentPassword.fill('246810');
    await withdraw.submit.click();
    await expect(withdraw.amount).toBeFocused();
    await expect(withdraw.amount).toHaveValue('99.5');
    expect(await withdrawCalls(sim)).toHaveLength(0);

    // Over what may be withdrawn (the main wallet): the platform refuses, the amount stays, the password goes.
    await withdraw.withdraw('12000.01', '246810');
    await expect(withdraw.refusal).toHaveText(`Số dư không đủ: bạn chỉ có thể rút tối đa ${SEEDED_SYMBOL}12,000.00`);
    await expect(withdraw.amount).toHaveValue('12000.01');
    await expect(withdraw.paymentPassword).toHaveValue('');

    await withdraw.withdraw('1500.50', '111111');
    await expect(withdraw.refusal).toHaveText('Mật khẩu thanh toán không đúng, còn 4 lần thử');
    await expect(withdraw.amount).toHaveValue('1500.50');
    await expect(withdraw.paymentPassword).toHaveValue('');
    await expect(withdraw.card(/Vietcombank/)).toBeChecked();

    await withdraw.paymentPassword.fill('246810');
    await withdraw.showPaymentPassword.click();
    await expect(withdraw.showPaymentPassword).toHaveAttribute('aria-pressed', 'true');
    await expect(withdraw.paymentPassword).toHaveAttribute('type', 'text');
    await withdraw.submit.click();
    await expect(withdraw.success).toContainText(`Số dư hiện tại là ${SEEDED_SYMBOL}10,845.17.`);
    const [recorded] = await sim.withdrawals('demo01');
    await expect(withdraw.success).toHaveText(`Đã gửi yêu cầu rút tiền, mã đơn ${recorded!.orderNo}. Số dư hiện tại là ${SEEDED_SYMBOL}10,845.17.`);
    await expect(withdraw.balance).toHaveText(`${SEEDED_SYMBOL}10,845.17`);
    await expect(withdraw.withdrawable).toHaveText(`${SEEDED_SYMBOL}10,499.50`);
    await expect(withdraw.refusal).toHaveCount(0);

    // The platform got the card, the amount and the password sealed (row 59 is **enc**, as login).
    expect(recorded).toMatchObject({ amount: 1500.5, cardNoMasked: '**** 6789', bankName: 'Vietcombank', status: 'PENDING', cardId: expect.any(String) });
    const sent = await withdrawCalls(sim);
    expect(sent).toHaveLength(3);
    for (const request of sent) {
      expect(request.headers['module-id']).toBe('FUNDTRANS3');
      expect(request.headers.encryption).toMatch(/^[0-9a-f]+$/);
      expect(request.body).not.toContain('246810');
      expect(request.body).not.toContain('111111');
    }

    // The balance elsewhere is read fresh.
    await page.goto('/m/mine');
    await expect(member.balance).toHaveText(`${SEEDED_SYMBOL}10,845.17`);
    // The withdraw report lists the new order first, pending, for its amount (rows 60-61 read the same ledger).
    await report.goto('/m/withdrawReport?range=today');
    const latest = report.records.first();
    await expect(report.detail(latest, 'Mã đơn')).toHaveText(recorded!.orderNo);
    await expect(latest.locator('[data-status]')).toHaveAttribute('data-status', 'PENDING');
    await expect(latest.locator('[data-amount]')).toContainText('1,500.50');

    // Before hydration the form posts to the server action: the platform's range refusal keeps the amount.
    await withoutScripts(page, async (noScript) => {
      const plain = new WithdrawPage(noScript);
      await plain.goto();
      await plain.withdraw('60', '246810');
      // Without scripts the platform refuses the amount: its refusal names the limits with the symbol, as the screen does.
      await expect(plain.form).toContainText(`Số tiền phải từ ${SEEDED_SYMBOL}100.00 đến ${SEEDED_SYMBOL}50,000.00`);
      await expect(plain.amount).toHaveValue('60');
      await expect(plain.paymentPassword).toHaveValue('');
      expect(await withdrawCalls(sim)).toHaveLength(4);
    });
  });

  test('mobile01 has no card: adds one with a payee name, then withdraws to it', async ({ page, sim, withdrawPage: withdraw }) => {
    await signIn(page, 'mobile01', 'Mobile1234');
    await withdraw.goto();
    await expect(withdraw.form).toHaveCount(0);
    await expect(withdraw.withdrawable).toHaveText(`${SEEDED_SYMBOL}250.50`);
    await withdraw.addCard.click();
    await expect(withdraw.addCardForm).toContainText('Hãy chọn ngân hàng');
    await expect(withdraw.addCardForm).toContainText('Số thẻ gồm 10 đến 19 chữ số');
    await expect(withdraw.addCardForm).toContainText('Dùng 2 đến 50 chữ cái và khoảng trắng');
    expect(await sim.requests('/wps/bank/card')).toHaveLength(0);

    await withdraw.bank.selectOption({ label: 'BIDV' });
    await withdraw.cardNo.fill('1234 5678 90');
    await withdraw.payeeName.fill('Hồ Thị Em');
    await withdraw.addCard.click();
    await expect(withdraw.card(/BIDV \*\*\*\* 7890/)).toBeChecked();
    await expect(withdraw.form).toContainText('Hồ Thị Em');
    const [bound] = await sim.requests('/wps/bank/card');
    expect(bound!.headers['module-id']).toBe('FUNDTRANS3');
    expect(JSON.parse(bound!.body)).toEqual({ bankCode: 'BIDV', cardNo: '1234567890', payeeName: 'Hồ Thị Em' });
    expect((await sim.registration('mobile01'))?.payeeName).toBe('Hồ Thị Em');

    await withdraw.withdraw('100', '112233');
    await expect(withdraw.success).toContainText(`Số dư hiện tại là ${SEEDED_SYMBOL}150.50.`);
    await expect(withdraw.balance).toHaveText(`${SEEDED_SYMBOL}150.50`);
    const [recorded] = await sim.withdrawals('mobile01');
    expect(recorded).toMatchObject({ amount: 100, bankName: 'BIDV', cardNoMasked: '**** 7890', status: 'PENDING' });
  });

  test('by account: nothing to withdraw while turnover is pending, no payment password, trial free_reject without a platform call', async ({ page, sim, withdrawPage: withdraw }) => {
    await signIn(page, 'promo01', 'Promo1234');
    await withdraw.goto();
    await expect(withdraw.withdrawable).toHaveText(`${SEEDED_SYMBOL}0.00`);
    await expect(withdraw.turnover).toHaveAttribute('value', '500');
    await expect(page.getByRole('main')).toContainText(`Đã cược ${SEEDED_SYMBOL}500.00 / ${SEEDED_SYMBOL}6,000.00`);
    // Nothing can be withdrawn: the form says why and what is left to bet, and cannot be sent.
    await expect(withdraw.amount).toBeDisabled();
    await expect(withdraw.paymentPassword).toBeDisabled();
    await expect(withdraw.submit).toBeDisabled();
    await expect(withdraw.form).toContainText(`Chưa thể rút tiền: cần cược thêm ${SEEDED_SYMBOL}5,500.00 để đạt yêu cầu doanh thu cược.`);
    await expect(withdraw.balance).toHaveText(`${SEEDED_SYMBOL}3,000.00`);
    expect(await withdrawCalls(sim)).toHaveLength(0);

    // agent02 has no payment password: the screen and the refusal both lead to the security centre.
    await page.context().clearCookies();
    await signIn(page, 'agent02', 'Agent1234');
    await withdraw.goto();
    const toSecurity = page.getByRole('link', { name: 'Đến trung tâm bảo mật' });
    await expect(toSecurity.first()).toHaveAttribute('href', '/m/securityCenter');
    await withdraw.bank.selectOption({ label: 'MB Bank' });
    await withdraw.cardNo.fill('9704000011112222');
    await withdraw.payeeName.fill('Pham Van Duc');
    await withdraw.addCard.click();
    await withdraw.withdraw('100', '123456');
    await expect(withdraw.refusal).toContainText('Vui lòng đặt mật khẩu thanh toán trước');
    await expect(withdraw.refusal.getByRole('link', { name: 'Đến trung tâm bảo mật' })).toHaveAttribute('href', '/m/securityCenter');

    // A trial session sees free_reject; the platform is never asked for withdraw figures.
    await page.context().clearCookies();
    await page.goto('/m/home');
    const trial = await page.evaluate(async () => (await fetch('/wps/member/trial', { method: 'POST' })).status);
    expect(trial).toBe(200);
    await sim.clearRequests();
    await withdraw.goto();
    await expect(withdraw.freeReject).toBeVisible();
    await expect(withdraw.form).toHaveCount(0);
    expect(await sim.requests('/wps/transaction/withdraw')).toHaveLength(0);
    expect(await sim.requests('/wps/bank')).toHaveLength(0);
  });
});

// SPEC §8 'The account has been logged out, please log in again'; SPEC §5 a refusal belongs to what was submitted
test.describe('withdraw across a refusal and an ended session', () => {
  test('a refusal about the amount goes once the amount changes, and any refusal on the next submit', async ({ page, withdrawPage: withdraw }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await withdraw.goto();
    await untilHydrated(page);
    await withdraw.withdraw('12000.01', '246810');
    await expect(withdraw.refusal).toHaveText(`Số dư không đủ: bạn chỉ có thể rút tối đa ${SEEDED_SYMBOL}12,000.00`);
    await withdraw.amount.fill('200');
    await expect(withdraw.refusal).toHaveCount(0);

    await withdraw.withdraw('1500', '111111');
    await expect(withdraw.refusal).toHaveText('Mật khẩu thanh toán không đúng, còn 4 lần thử');
    // A new submit the browser stops (no payment password) shows its own error, not the last refusal.
    await withdraw.submit.click();
    await expect(withdraw.paymentPassword).toBeFocused();
    await expect(withdraw.refusal).toHaveCount(0);
  });

  test("a session that ended while the form was typed signs in again in the login's own frame and comes back with the amount, never the password", async ({ page, withdrawPage: withdraw, loginPage: login, shell }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await withdraw.goto();
    await untilHydrated(page);
    await withdraw.amount.fill('1500');
    await withdraw.paymentPassword.fill('246810');
    // The session cookie lapses with the platform token (README, Security: session gone).
    await page.context().clearCookies({ name: 'mc_session' });
    await withdraw.submit.click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fwithdraw&expired=1$/);
    await expect(page.getByTestId('session-expired')).toHaveText('Tài khoản đã đăng xuất, vui lòng đăng nhập lại');
    await expect(shell.header).toHaveCount(0);
    await expect(shell.bottomMenu).toHaveCount(0);

    await login.signIn('demo01', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(withdraw.amount).toHaveValue('1500');
    await expect(withdraw.paymentPassword).toHaveValue('');
    await expect(shell.headerTitle).toHaveText('Rút tiền');
  });
});
