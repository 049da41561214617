import { expect, test } from './support/fixtures';
import { withoutScripts } from './support/withoutScripts';
import type { Sim } from './support/sim';
import { signInBeforeOpening as signIn } from './support/signIn';
import { SecurityCenterPage } from './pages/SecurityCenterPage';

/** Requests of one row only (the log filter is a prefix: /wps/member/security also matches rows 82 and 83). */
async function sent(sim: Sim, path: string) {
  return (await sim.requests(path)).filter((request) => request.path === path);
}

/** The merchant's today (UTC+7) `years` earlier, shifted by `days`, as YYYY-MM-DD. */
function yearsAgo(years: number, days = 0) {
  const now = new Date(Date.now() + 7 * 3600_000);
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

// /m/securityCenter: payment password, bank cards, security question, email, payee name, birthday
// (SPEC §2, §5 birthday, §7 security settings; README rows 80-86, 57-58)
test.describe('security centre', () => {
  test('demo01 changes the payment password, saves birthday, email and security question, and adds a second card', async ({ page, sim, securityCenterPage: centre }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await centre.goto();
    await expect(centre.changeLoginPassword).toHaveAttribute('href', '/m/changePsw');
    await expect(centre.badge(centre.payment)).toHaveText('Đã thiết lập');
    await expect(centre.badge(centre.question)).toHaveText('Chưa thiết lập');
    await expect(centre.payee).toContainText('NGUYEN VAN AN');
    await expect(centre.payeeName).toHaveCount(0);

    // Payment password (row 81, encrypted): the browser checks first, then a wrong current one is refused.
    await centre.oldPaymentPassword.fill('111111');
    await centre.newPaymentPassword.fill('135246');
    await centre.confirmPaymentPassword.fill('135247');
    await centre.submit(centre.payment, 'Đổi mật khẩu thanh toán');
    await expect(centre.fieldError(centre.payment, 'confirmPaymentPassword')).toHaveText('Mật khẩu nhập lại không khớp');
    await centre.confirmPaymentPassword.fill('135246');
    await centre.payment.getByRole('button', { name: 'Hiện mật khẩu' }).first().click();
    await expect(centre.payment.getByRole('button', { name: 'Hiện mật khẩu' }).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(centre.oldPaymentPassword).toHaveAttribute('type', 'text');
    await centre.submit(centre.payment, 'Đổi mật khẩu thanh toán');
    await expect(centre.fieldError(centre.payment, 'oldPaymentPassword')).toHaveText('Mật khẩu thanh toán không đúng, còn 4 lần thử');
    for (const secret of [centre.oldPaymentPassword, centre.newPaymentPassword, centre.confirmPaymentPassword]) await expect(secret).toHaveValue('');

    await centre.oldPaymentPassword.fill('246810');
    await centre.newPaymentPassword.fill('135246');
    await centre.confirmPaymentPassword.fill('135246');
    await centre.submit(centre.payment, 'Đổi mật khẩu thanh toán');
    await expect(centre.confirmation(centre.payment)).toHaveText('Đã lưu mật khẩu thanh toán');
    await expect(centre.oldPaymentPassword).toHaveValue('');
    // The new one is what the platform checks now: it is accepted as the current one.
    await centre.oldPaymentPassword.fill('135246');
    await centre.newPaymentPassword.fill('975310');
    await centre.confirmPaymentPassword.fill('975310');
    await centre.submit(centre.payment, 'Đổi mật khẩu thanh toán');
    await expect.poll(async () => (await sent(sim, '/wps/member/paymentPassword')).length).toBe(3);
    // The button is disabled while the answer is pending: enabled again, the answer is on screen.
    await expect(centre.payment.getByRole('button', { name: 'Đổi mật khẩu thanh toán' })).toBeEnabled();
    await expect(centre.fieldError(centre.payment, 'oldPaymentPassword')).toHaveCount(0);
    await expect(centre.confirmation(centre.payment)).toHaveText('Đã lưu mật khẩu thanh toán');
    for (const request of await sent(sim, '/wps/member/paymentPassword')) {
      expect(request.headers['module-id']).toBe('SECPRIV');
      expect(request.headers.encryption).toMatch(/^[0-9a-f]+$/);
      for (const secret of ['111111', '246810', '135246', '975310']) expect(request.body).not.toContain(secret);
    }

    // Birthday (row 86): under 21 is refused in the browser; the platform refuses too when its rule is stricter.
    const nineteen = yearsAgo(19);
    await centre.birthdayInput.fill(nineteen);
    await centre.submit(centre.birthday, 'Lưu ngày sinh');
    await expect(centre.fieldError(centre.birthday, 'birthday')).toHaveText('Bạn phải đủ 21 tuổi');
    expect(await sent(sim, '/wps/member/birthday')).toHaveLength(0);
    await sim.setState({ minimumAge: 18 });
    await centre.goto();
    await expect(centre.birthday).toContainText('Bạn phải đủ 18 tuổi; không thể thay đổi sau này.');
    await sim.setState({ minimumAge: 21 });
    await centre.birthdayInput.fill(nineteen);
    await centre.submit(centre.birthday, 'Lưu ngày sinh');
    await expect(centre.fieldError(centre.birthday, 'birthday')).toHaveText('Bạn phải đủ 21 tuổi');
    await expect(centre.birthdayInput).toHaveValue(nineteen);
    await sim.setState({ minimumAge: 18 });
    await centre.submit(centre.birthday, 'Lưu ngày sinh');
    await expect(centre.confirmation(centre.birthday)).toHaveText('Đã lưu ngày sinh');
    await expect(centre.birthday.getByTestId('security-birthday')).toHaveText(nineteen);
    await expect(centre.badge(centre.birthday)).toHaveText('Đã thiết lập');
    expect((await sent(sim, '/wps/member/birthday')).map((request) => JSON.parse(request.body))).toEqual([{ birthday: nineteen }, { birthday: nineteen }]);

    // Email (row 84).
    await expect(centre.email).toContainText('Email hiện tại: de***@example.com');
    await centre.emailInput.fill('an.nguyen@mail');
    await centre.submit(centre.email, 'Lưu email');
    await expect(centre.fieldError(centre.email, 'email')).toHaveText('Địa chỉ email không hợp lệ');
    await centre.emailInput.fill('an.nguyen@mail.vn');
    await centre.submit(centre.email, 'Lưu email');
    await expect(centre.confirmation(centre.email)).toHaveText('Đã lưu email');
    await expect(centre.email).toContainText('Email hiện tại: an***@mail.vn');
    await expect(centre.emailInput).toHaveValue('');
    const [emailCall] = await sent(sim, '/wps/member/email');
    expect(JSON.parse(emailCall!.body)).toEqual({ email: 'an.nguyen@mail.vn' });

    // Security question (row 83, encrypted): a wrong login password is refused, answer and password emptied.
    await centre.questionSelect.selectOption({ label: 'Bạn sinh ra ở thành phố nào?' });
    await centre.answer.fill('Hà Nội');
    await centre.loginPassword.fill('Demo12345');
    await centre.submit(centre.question, 'Lưu câu hỏi bảo mật');
    await expect(centre.fieldError(centre.question, 'password')).toHaveText('Mật khẩu đăng nhập không đúng');
    await expect(centre.answer).toHaveValue('');
    await expect(centre.loginPassword).toHaveValue('');
    await expect(centre.questionSelect).toHaveValue('3');
    await centre.answer.fill('Hà Nội');
    await centre.loginPassword.fill('Demo1234');
    await centre.submit(centre.question, 'Lưu câu hỏi bảo mật');
    await expect(centre.confirmation(centre.question)).toHaveText('Đã lưu câu hỏi bảo mật');
    await expect(centre.question).toContainText('Câu hỏi hiện tại: Bạn sinh ra ở thành phố nào?');
    await expect(centre.badge(centre.question)).toHaveText('Đã thiết lập');
    for (const request of await sent(sim, '/wps/member/securityQuestion')) {
      expect(request.headers.encryption).toMatch(/^[0-9a-f]+$/);
      expect(request.body).not.toContain('Demo1234');
      expect(request.body).not.toContain('Nội');
    }

    // A second card (row 58, the add-card form of the withdraw screen); the payee name is the account's.
    await expect(centre.boundCards).toHaveText(['Vietcombank **** 6789NGUYEN VAN AN']);
    await centre.bank.selectOption({ label: 'ACB' });
    await centre.cardNo.fill('9704 1234 5678');
    await centre.addCard.click();
    await expect(centre.confirmation(centre.cards)).toHaveText('Đã thêm thẻ ngân hàng');
    await expect(centre.boundCards).toHaveCount(2);
    await expect(centre.boundCards.nth(1)).toContainText('ACB **** 5678');
    await expect(centre.cardNo).toHaveValue('');
    const [card] = await sent(sim, '/wps/bank/card');
    expect(card!.headers['module-id']).toBe('FUNDTRANS3');
    expect(JSON.parse(card!.body)).toEqual({ bankCode: 'ACB', cardNo: '970412345678' });
  });

  test('agent02 sets a first payment password, its payee name before hydration; SECPRIV off is unavailable; trial is refused', async ({ page, sim, securityCenterPage: centre }) => {
    await signIn(page, 'agent02', 'Agent1234');
    await centre.goto();
    await expect(centre.badge(centre.payment)).toHaveText('Chưa thiết lập');
    await expect(centre.oldPaymentPassword).toHaveCount(0);
    await centre.newPaymentPassword.fill('90817');
    await centre.submit(centre.payment, 'Đặt mật khẩu thanh toán');
    await expect(centre.fieldError(centre.payment, 'newPaymentPassword')).toHaveText('Mật khẩu thanh toán gồm 6 chữ số');
    await centre.newPaymentPassword.fill('908172');
    await centre.confirmPaymentPassword.fill('908172');
    await centre.submit(centre.payment, 'Đặt mật khẩu thanh toán');
    await expect(centre.confirmation(centre.payment)).toHaveText('Đã lưu mật khẩu thanh toán');
    await expect(centre.badge(centre.payment)).toHaveText('Đã thiết lập');
    await expect(centre.oldPaymentPassword).toBeVisible();
    const [setCall] = await sent(sim, '/wps/member/paymentPassword');
    expect(setCall!.headers.encryption).toMatch(/^[0-9a-f]+$/);
    expect(setCall!.body).not.toContain('908172');

    // Before hydration the payee name form posts to its server action all the same; saved once, then only shown.
    await withoutScripts(page, async (noScript) => {
      const plain = new SecurityCenterPage(noScript);
      await plain.goto();
      await plain.payeeName.fill('Pham Van Duc');
      await plain.submit(plain.payee, 'Lưu tên người nhận');
      await expect(plain.confirmation(plain.payee)).toHaveText('Đã lưu tên người nhận');
      await expect(plain.payee.getByTestId('security-payee-name')).toHaveText('Pham Van Duc');
      await expect(plain.payeeName).toHaveCount(0);
      // The add-card form no longer asks for a payee name.
      await expect(plain.cards.getByLabel('Tên người nhận', { exact: true })).toHaveCount(0);
    });
    const [payee] = await sent(sim, '/wps/member/payeeName');
    expect(JSON.parse(payee!.body)).toEqual({ payeeName: 'Pham Van Duc' });

    await sim.setState({ flags: { SECPRIV: false } });
    await expect(async () => {
      await centre.goto();
      await expect(centre.unavailable).toHaveText('Chức năng này tạm thời không khả dụng', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(centre.payment).toHaveCount(0);

    // A trial session sees free_reject; the platform is never asked.
    await page.context().clearCookies();
    await page.goto('/m/home');
    expect(await page.evaluate(async () => (await fetch('/wps/member/trial', { method: 'POST' })).status)).toBe(200);
    await sim.clearRequests();
    await centre.goto();
    await expect(page.getByText('Vui lòng đăng nhập tài khoản thật để sử dụng chức năng này')).toBeVisible();
    expect(await sim.requests('/wps/member/security')).toHaveLength(0);
  });
});
