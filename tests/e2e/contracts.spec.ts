import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectUnchangedFor } from './support/unchanged';
import { signInBeforeOpening, signInThroughBff } from './support/signIn';
import { ContractPage } from './pages/ContractPage';
import { HomePage } from './pages/HomePage';
import { SEEDED_SYMBOL } from './support/money';

async function signInHome(page: Page, user: string, password = 'Agent1234') {
  const home = new HomePage(page);
  await signInBeforeOpening(page, user, password);
  await home.goto();
  return home;
}

/** The home load asked for the contracts (or, for excluded types, had its chance to) and no dialog came. */
async function expectNoContractDialog(page: Page) {
  await expectUnchangedFor(800, () => page.getByRole('alertdialog').count(), (dialogs) => expect(dialogs).toBe(0));
}

// SPEC §4 home load contract check: the first non-empty request asks, skipped for types 4, 40, 41, 42.
test.describe('home contract prompt', () => {
  test('agent02 (pending daily salary): the dialog opens the salary screen; after accepting, home no longer asks', async ({ page, sim, contractPage: contract }) => {
    const home = await signInHome(page, 'agent02');
    await home.closePopups();
    await expect(home.contractDialog).toContainText('hợp đồng lương ngày');
    await home.contractDialog.getByRole('button', { name: 'Xem hợp đồng' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);

    await expect(contract.offer).toBeVisible();
    await sim.clearRequests();
    await contract.answer('accept');
    await expect(contract.result).toHaveText('Bạn đã chấp nhận hợp đồng.');
    await expect(contract.empty).toBeVisible();
    await expect(contract.accept).toHaveCount(0);
    const answers = (await sim.requests('/wps/agent/contract/salary')).filter((request) => request.method === 'POST');
    expect(answers).toHaveLength(1);
    expect(answers[0]!.headers['module-id']).toBe('DAILYSALCONT3');
    expect(JSON.parse(answers[0]!.body)).toEqual({ accept: true });

    await sim.clearRequests();
    await home.goto();
    await expect.poll(async () => (await sim.requests('/wps/member/contracts')).length).toBe(1);
    await expectNoContractDialog(page);
  });

  test('agent03 is asked about the dividend first, then the hourly salary, then nothing', async ({ page, sim, contractPage: contract }) => {
    const home = await signInHome(page, 'agent03');
    await home.closePopups();
    await expect(home.contractDialog).toContainText('hợp đồng chia cổ tức');
    await home.contractDialog.getByRole('button', { name: 'Xem hợp đồng' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
    await contract.answer('decline');
    await expect(contract.result).toHaveText('Bạn đã từ chối hợp đồng.');
    const declined = (await sim.requests('/wps/agent/contract/dividend')).filter((request) => request.method === 'POST');
    expect(declined.map((request) => JSON.parse(request.body))).toEqual([{ accept: false }]);
    expect(declined[0]!.headers['module-id']).toBe('DIVCONT3');

    await home.goto();
    await expect(home.contractDialog).toContainText('hợp đồng lương theo giờ');
    await home.contractDialog.getByRole('button', { name: 'Xem hợp đồng' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
    await contract.answer('accept');
    await expect(contract.result).toHaveText('Bạn đã chấp nhận hợp đồng.');
    const accepted = (await sim.requests('/wps/agent/contract/hourly')).filter((request) => request.method === 'POST');
    expect(accepted[0]!.headers['module-id']).toBe('HOURSAL3');

    await home.goto();
    await expectNoContractDialog(page);
  });

  test('no dialog for a member without requests (demo01)', async ({ page, sim }) => {
    const home = await signInHome(page, 'demo01', 'Demo1234');
    await home.closePopups();
    await expect.poll(async () => (await sim.requests('/wps/member/contracts')).length).toBeGreaterThan(0);
    await expectNoContractDialog(page);
  });

  test('no dialog for type 41 although the platform has a request on record; its contract screens are closed', async ({ page, sim }) => {
    const home = await signInHome(page, 'agent41');
    await home.closePopups();
    await expectNoContractDialog(page);
    expect(await sim.requests('/wps/member/contracts')).toHaveLength(0);
    await page.goto(ContractPage.path('salary'));
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await sim.requests('/wps/agent/contract/salary')).toHaveLength(0);
  });

  test('no dialog for a trial account (type 4)', async ({ page, sim, trialPage: trial }) => {
    await trial.goto();
    await trial.start.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expectNoContractDialog(page);
    expect(await sim.requests('/wps/member/contracts')).toHaveLength(0);
  });
});

test('the agent home asks about a pending contract too (agents land there)', async ({ page }) => {
  await signInBeforeOpening(page, 'agent02', 'Agent1234');
  await page.goto('/m/agent/home');
  const dialog = new HomePage(page).contractDialog;
  await expect(dialog).toContainText('hợp đồng lương ngày');
  await dialog.getByRole('button', { name: 'Xem hợp đồng' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
});

test('accepting or declining asks first; cancelling sends nothing', async ({ page, sim, contractPage: contract }) => {
  await signInBeforeOpening(page, 'agent02', 'Agent1234');
  await contract.goto('salary');
  await sim.clearRequests();
  for (const [button, title] of [[contract.accept, 'Chấp nhận hợp đồng?'], [contract.decline, 'Từ chối hợp đồng?']] as const) {
    await button.click();
    await expect(contract.confirmation).toHaveAccessibleName(title);
    await contract.confirmation.getByRole('button', { name: 'Hủy' }).click();
    await expect(contract.confirmation).toHaveCount(0);
  }
  await expectUnchangedFor(
    300,
    async () => (await sim.requests('/wps/agent/contract/salary')).filter((request) => request.method === 'POST'),
    (posts) => expect(posts).toHaveLength(0),
  );
  await expect(contract.offer).toBeVisible();
  await contract.answer('decline');
  await expect(contract.result).toHaveText('Bạn đã từ chối hợp đồng.');
});

// SPEC §2 contract review screens; §7 DAILYSALCONT3, HOURSAL3 (rows 44-49)
test.describe('contract review screens', () => {
  test('the salary offer: terms table, period, who offered it, created time, accept and decline', async ({ page, sim, contractPage: contract }) => {
    await signInBeforeOpening(page, 'agent02', 'Agent1234');
    await contract.goto('salary');
    await expect(page.getByRole('heading', { level: 1, name: 'Hợp đồng lương ngày' })).toBeVisible();
    await expect(contract.fact('Chu kỳ')).toHaveText('Hằng ngày');
    await expect(contract.fact('Người đề nghị')).toHaveText('agent01');
    await expect(contract.fact('Thời gian tạo')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(contract.terms.getByRole('columnheader')).toHaveText(['Cấp', 'Doanh số cược ngày', 'Thành viên hoạt động', 'Tỷ lệ (%)']);
    const rows = contract.terms.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).locator('th, td')).toHaveText(['1', `${SEEDED_SYMBOL}10,000.00`, '5', '0.5']);
    await expect(rows.nth(2).locator('th, td')).toHaveText(['3', `${SEEDED_SYMBOL}100,000.00`, '20', '1.2']);
    await expect(contract.accept).toBeVisible();
    await expect(contract.decline).toBeVisible();
    const read = await sim.requests('/wps/agent/contract/salary');
    expect(read[0]!.headers['module-id']).toBe('DAILYSALCONT3');
  });

  test('a screen with nothing pending shows the empty state', async ({ page, contractPage: contract }) => {
    await signInBeforeOpening(page, 'agent02', 'Agent1234');
    for (const kind of ['dividend', 'hourly'] as const) {
      await contract.goto(kind);
      await expect(contract.empty).toBeVisible();
      await expect(contract.accept).toHaveCount(0);
      await expect(contract.empty.getByRole('link', { name: 'Về trung tâm đại lý' })).toHaveAttribute('href', '/m/agent/home');
    }
  });

  test('a failing platform leaves a clear unavailable state, and a failed answer says so and keeps the offer', async ({ page, sim, contractPage: contract }) => {
    await signInBeforeOpening(page, 'agent02', 'Agent1234');
    await sim.setState({ faults: [{ path: '/wps/agent/contract', status: 500 }] });
    const answer = await contract.goto('salary');
    expect(answer?.status()).toBe(200);
    await expect(contract.unavailable).toBeVisible();
    await expect(contract.accept).toHaveCount(0);

    await sim.setState({ faults: [] });
    await contract.goto('salary');
    await expect(contract.offer).toBeVisible();
    await sim.setState({ faults: [{ path: '/wps/agent/contract', status: 500 }] });
    await contract.answer('accept');
    await expect(page.getByRole('alert').filter({ hasText: 'Không gửi được câu trả lời' })).toBeVisible();
    await sim.setState({ faults: [] });
    await contract.goto('salary');
    await expect(contract.offer).toBeVisible();
  });

  // SPEC §8 logged out: an answer sent after the platform ended the session goes to the login with the notice, not to
  // a 'could not send' result on a screen that can do nothing; an agent's is the agent login (SPEC §6: the member
  // login refuses agents).
  test('an answer sent after the platform ended the session goes to the agent login saying the account was logged out', async ({ page, sim, baseURL, contractPage: contract }) => {
    await signInBeforeOpening(page, 'agent02', 'Agent1234');
    await contract.goto('salary');
    await expect(contract.offer).toBeVisible();
    expect(await sim.expireTokens({ userName: 'agent02' })).toBeGreaterThan(0);
    await contract.answer('accept');
    await expect(page).toHaveURL(`${baseURL}/m/agentLogin?redirect=${encodeURIComponent('/m/member/agent/getSalaryContract')}&expired=1`);
    await expect(page.getByTestId('session-expired')).toHaveText('Tài khoản đã đăng xuất, vui lòng đăng nhập lại');
  });

  // SPEC §4 maintenance: writes close with the pages. An answer sent from a screen drawn before the switch goes
  // through the same pipeline as every other write: refused in the player's language, the platform never told.
  test('an answer sent once maintenance began is refused with the maintenance text, the platform not asked', async ({ page, sim, contractPage: contract }) => {
    await signInBeforeOpening(page, 'agent02', 'Agent1234');
    await contract.goto('salary');
    await expect(contract.offer).toBeVisible();
    await sim.setState({ maintenance: true });
    await contract.answer('accept');
    await expect(page.getByRole('alertdialog', { name: 'Thông báo' })).toContainText('Hệ thống đang bảo trì, vui lòng quay lại sau.');
    expect((await sim.requests('/wps/agent/contract/salary')).filter((request) => request.method === 'POST')).toHaveLength(0);
    await sim.setState({ maintenance: false });
    await contract.goto('salary');
    await expect(contract.offer).toBeVisible();
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('declining is a plain form post', async ({ page, context, baseURL, sim, contractPage: contract }) => {
      const helper = await context.browser()!.newContext({ baseURL });
      const scripted = await helper.newPage();
      await scripted.goto('/m/home');
      await signInThroughBff(scripted, 'agent02', 'Agent1234');
      await context.addCookies(await helper.cookies());
      await helper.close();

      await contract.goto('salary');
      await contract.decline.click();
      await expect(page).toHaveURL(/getSalaryContract\?result=declined$/);
      await expect(contract.result).toHaveText('Bạn đã từ chối hợp đồng.');
      await expect(contract.empty).toBeVisible();
      const posts = (await sim.requests('/wps/agent/contract/salary')).filter((request) => request.method === 'POST');
      expect(posts.map((request) => JSON.parse(request.body))).toEqual([{ accept: false }]);
    });
  });
});
