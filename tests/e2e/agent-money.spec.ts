import { expect, test } from './support/fixtures';
import { withoutScripts } from './support/withoutScripts';
import type { Sim } from './support/sim';
import { signInBeforeOpening as signIn } from './support/signIn';
import { simClient } from '../unit/sim/simClient';
import { AgentRebatePage } from './pages/AgentRebatePage';
import { RedRainPage } from './pages/RedRainPage';
import { SEEDED_SYMBOL } from './support/money';

const TRANSFER_CALL = '/wps/agent/transfer/downlines';
/** Row 98 only (row 102 is a GET on the same path). */
async function transferCalls(sim: Sim) {
  return (await sim.requests(TRANSFER_CALL)).filter((request) => request.path === TRANSFER_CALL && request.method === 'POST');
}

/** A downline's MAIN balance, asked of the platform directly (what it received, not what the app shows). */
async function platformBalance(sim: Sim, userName: string): Promise<number> {
  const client = simClient(sim.url);
  const token = (await client.login(userName, 'Team1234')).body.value.token as string;
  const wallets = (await client.call('/wps/wallets/balance', { moduleId: 'FUNDTRANS3', token })).body.value.wallets;
  return wallets.find((wallet: { code: string }) => wallet.code === 'MAIN').balance;
}

// /m/redRain (AGENTRANSMULTDOWN3; README rows 98 and 102): several downlines, a confirmation listing each
// amount and the total, refusals (over the balance, wrong payment password) keeping the picks and amounts
test('agent01 sends red envelopes to 3 downlines after an over-balance and a wrong-password refusal', async ({ page, sim, redRainPage: rain }) => {
  test.setTimeout(60_000);
  const before = { ag01a: await platformBalance(sim, 'ag01a'), ag01m01: await platformBalance(sim, 'ag01m01') };
  await signIn(page, 'agent01', 'Agent1234');
  await rain.goto();
  await expect(rain.balance).toHaveText(`${SEEDED_SYMBOL}88,000.00`);
  await expect(rain.pick('ag01a')).toBeVisible();
  await expect(rain.form.getByRole('checkbox')).toHaveCount(23);
  const firstView = (await sim.requests(TRANSFER_CALL)).filter((request) => request.method === 'GET');
  expect(firstView.map((request) => request.headers['module-id'])).toEqual(['AGENTRANSMULTDOWN3']);

  // Nothing picked: refused in the browser.
  await rain.next.click();
  await expect(rain.refusal).toHaveText('Hãy chọn ít nhất một cấp dưới');

  // One amount for all, one downline with its own: the total is over the balance, refused by the platform.
  for (const userName of ['ag01a', 'ag01b', 'ag01m01']) await rain.pick(userName).check();
  await rain.allAmount.fill('40000');
  await rain.amountFor('ag01m01').fill('8000.01');
  await rain.next.click();
  await expect(rain.confirmation).toBeVisible();
  await expect(rain.confirmRows).toHaveText([`ag01a${SEEDED_SYMBOL}40,000.00`, `ag01b${SEEDED_SYMBOL}40,000.00`, `ag01m01${SEEDED_SYMBOL}8,000.01`]);
  await expect(rain.confirmTotal).toHaveText(`${SEEDED_SYMBOL}88,000.01`);
  await rain.confirmWith('135790');
  await expect(rain.refusal).toHaveText(`Số dư không đủ: tổng ${SEEDED_SYMBOL}88,000.01 lớn hơn số dư ${SEEDED_SYMBOL}88,000.00`);
  await expect(rain.pick('ag01m01')).toBeChecked();
  await expect(rain.allAmount).toHaveValue('40000');
  await expect(rain.amountFor('ag01m01')).toHaveValue('8000.01');

  // A wrong payment password: still on the confirmation, amounts kept, password emptied.
  await rain.allAmount.fill('500');
  await rain.amountFor('ag01m01').fill('100.25');
  await rain.next.click();
  await expect(rain.confirmTotal).toHaveText(`${SEEDED_SYMBOL}1,100.25`);
  await rain.confirmWith('111111');
  await expect(rain.refusal).toHaveText('Mật khẩu thanh toán không đúng, còn 4 lần thử');
  await expect(rain.confirmTotal).toHaveText(`${SEEDED_SYMBOL}1,100.25`);
  await expect(rain.paymentPassword).toHaveValue('');

  await rain.confirmWith('135790');
  await expect(rain.success).toContainText(`Đã gửi tổng cộng ${SEEDED_SYMBOL}1,100.25`);
  await expect(rain.success).toContainText(`Số dư hiện tại là ${SEEDED_SYMBOL}86,899.75.`);
  await expect(rain.balance).toHaveText(`${SEEDED_SYMBOL}86,899.75`);
  await expect(rain.pick('ag01a')).not.toBeChecked();

  // Row 98 is **enc**: sealed under the module id, no password in clear; the platform moved each amount.
  const sent = await transferCalls(sim);
  expect(sent).toHaveLength(3);
  for (const request of sent) {
    expect(request.headers['module-id']).toBe('AGENTRANSMULTDOWN3');
    expect(request.headers.encryption).toMatch(/^[0-9a-f]+$/);
    expect(request.body).not.toContain('135790');
    expect(request.body).not.toContain('ag01a');
  }
  expect(await platformBalance(sim, 'ag01a')).toBeCloseTo(before.ag01a + 500, 2);
  expect(await platformBalance(sim, 'ag01m01')).toBeCloseTo(before.ag01m01 + 100.25, 2);
});

// /m/redRain before hydration: the rules on the whole form (a pick, at most 20) come back from the server worded as
// the browser's own check words them, and nothing reaches the platform
test('without scripts red rain names a missing pick and too many picks in Vietnamese, keeping the amount', async ({ page, sim }) => {
  await signIn(page, 'agent01', 'Agent1234');
  await withoutScripts(page, async (noScript) => {
    const rain = new RedRainPage(noScript);
    await rain.goto();
    await rain.allAmount.fill('15');
    await rain.next.click();
    await expect(rain.refusal).toHaveText('Hãy chọn ít nhất một cấp dưới');
    await expect(rain.allAmount).toHaveValue('15');
    for (const box of await rain.form.getByRole('checkbox').all()) await box.check();
    await rain.next.click();
    await expect(rain.refusal).toHaveText('Chỉ chọn tối đa 20 cấp dưới');
    await expect(rain.pick('ag01a')).toBeChecked();
  });
  expect(await transferCalls(sim)).toHaveLength(0);
});

const SETTINGS_CALL = '/wps/agent/rebate/settings';

// /m/member/agent/agentRebeat (GAMSER; README rows 99-100): a rate above the agent's own is refused in the
// browser, then (without scripts) by the platform, with the limit named; a rate within it is saved
test('agent01 sets ag01a\'s rebate rates within its own, then reads its dividends', async ({ page, sim, agentRebatePage: rebate }) => {
  test.setTimeout(60_000);
  await signIn(page, 'agent01', 'Agent1234');
  await rebate.goto();
  await rebate.downline.selectOption('ag01a');
  await rebate.show.click();
  await expect(page).toHaveURL(/\?userName=ag01a$/);
  await expect(rebate.rate('Game bài')).toHaveValue('0.4');
  await expect(rebate.form).toContainText('Tỷ lệ của bạn: 0.8% (mức tối đa có thể đặt)');
  const read = (await sim.requests(SETTINGS_CALL)).filter((request) => request.method === 'GET').at(-1)!;
  expect([read.headers['module-id'], read.query.userName]).toEqual(['GAMSER', 'ag01a']);

  const above = 'Tỷ lệ Game bài tối đa là 0.8%, bằng tỷ lệ của bạn';
  await rebate.rate('Game bài').fill('0.81');
  await rebate.save.click();
  await expect(rebate.form).toContainText(above);
  await expect(rebate.rate('Game bài')).toBeFocused();

  // Before hydration the browser cannot check: the platform refuses and names the same limit.
  await withoutScripts(page, async (noScript) => {
    const plain = new AgentRebatePage(noScript);
    await plain.goto('?userName=ag01a');
    await plain.rate('Game bài').fill('0.81');
    await plain.save.click();
    await expect(plain.form).toContainText(above);
    await expect(plain.rate('Game bài')).toHaveValue('0.81');
  });

  await rebate.rate('Game bài').fill('0.75');
  await rebate.rate('Slot').fill('1.2');
  await rebate.save.click();
  await expect(rebate.success).toHaveText('Đã lưu tỷ lệ hoàn trả của ag01a.');
  const saved = (await sim.requests(SETTINGS_CALL)).filter((request) => request.method === 'POST');
  expect(saved).toHaveLength(2);
  for (const request of saved) expect(request.headers['module-id']).toBe('GAMSER');
  expect(JSON.parse(saved[0]!.body)).toMatchObject({ userName: 'ag01a', rates: { POKER: 0.81 } });
  expect(JSON.parse(saved[1]!.body)).toEqual({
    userName: 'ag01a', rates: { RNG: 1.2, LIVE: 0.5, FISH: 0.5, POKER: 0.75, SPORTS: 0.5, LOTT: 0.3, ELOTT: 0.3 },
  });
  await page.reload();
  await expect(rebate.rate('Game bài')).toHaveValue('0.75');

  // /m/member/agent/agentDivident (README row 101), on the same sign-in: the contract in force and the
  // records, 10 a page, with a link to the next page.
  await page.goto('/m/member/agent/agentDivident');
  const contract = page.getByRole('region', { name: 'Hợp đồng chia cổ tức hiện hành' });
  await expect(contract.getByRole('row')).toHaveCount(4);
  await expect(contract).toContainText('Nửa tháng');
  const records = page.getByTestId('dividend-record');
  await expect(records).toHaveCount(10);
  await expect(records.first()).toContainText('Đang chờ');
  await expect(records.first()).toContainText(/^\d{2}\/\d{2}\/\d{4} ~ \d{2}\/\d{2}\/\d{4}/);
  await page.getByRole('link', { name: 'Trang sau' }).click();
  await expect(page.getByText('Trang 2/2')).toBeVisible();
  await expect(records).toHaveCount(2);
  const asked = await sim.requests('/wps/agent/dividend');
  expect(asked.map((request) => [request.headers['module-id'], request.query.pageNo, request.query.pageSize])).toEqual([
    ['DIVCONT3', '1', '10'], ['DIVCONT3', '2', '10'],
  ]);
});

// SPEC §6: a member (demo01, type 0) is sent away from an agent path on the server
test('demo01 is redirected from the agent money paths without asking the platform', async ({ page, sim }) => {
  await signIn(page, 'demo01', 'Demo1234');
  await sim.clearRequests();
  for (const path of ['/m/redRain', '/m/member/agent/agentRebeat']) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(new URL(answer.headers().location!, 'http://x').pathname).toBe('/m/home');
    expect(await answer.text()).not.toContain('Cấp dưới trực tiếp');
  }
  expect(await sim.requests('/wps/agent')).toHaveLength(0);
});
