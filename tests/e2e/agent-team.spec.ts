import { expect, test } from './support/fixtures';
import { withoutScripts } from './support/withoutScripts';
import type { Sim } from './support/sim';
import { signInBeforeOpening as signIn } from './support/signIn';
import { OpenAccountPage } from './pages/AgentTeamPages';
import { SEEDED_SYMBOL } from './support/money';

const dayDiff = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000;
const queriesOf = async (sim: Sim, path: string, method = 'GET') =>
  (await sim.requests(path)).filter((request) => request.path === path && request.method === method);
/** The last call of a row, which the step must have sent. */
async function lastQuery(sim: Sim, path: string, method = 'GET') {
  const last = (await queriesOf(sim, path, method)).at(-1);
  expect(last, `a ${method} ${path}`).toBeDefined();
  return last!;
}

// /m/agent/team/overview (AGEPAG, README row 92): presets and a custom range, KPI cards and the chart
test('agent01 changes the overview range; the figures, chart and daily table follow row 92', async ({ page, sim, teamOverviewPage: overview }) => {
  await signIn(page, 'agent01', 'Agent1234');
  await overview.goto();
  await overview.preset('30 ngày').click();
  await expect(overview.days).toHaveCount(30);
  await expect(overview.preset('30 ngày')).toHaveAttribute('aria-current', 'page');
  const month = await lastQuery(sim, '/wps/agent/team/overview');
  expect(month.headers['module-id']).toBe('AGEINFO3');
  const { startDate: monthStart = '', endDate = '' } = month.query;
  expect(dayDiff(monthStart, endDate)).toBe(29);
  await expect(overview.kpi('activeBettors')).toHaveText(/^[1-9]\d*$/);
  // The chart's spoken summary names the same total as the bets card.
  const bets = (await overview.kpi('bets').textContent())!;
  await expect(overview.chart).toHaveAttribute('aria-label', new RegExp(`tổng ${bets.replaceAll('.', '\\.')}`));

  // Days are shown as the other screens show them: DD/MM/YYYY.
  const shown = (day: string) => day.split('-').reverse().join('/');
  const daysBefore = (back: number) => new Date(Date.parse(endDate) - back * 86_400_000).toISOString().slice(0, 10);
  const startDate = daysBefore(2);
  await overview.startDate.fill(startDate);
  await overview.endDate.fill(endDate);
  await overview.show.click();
  await expect(overview.days).toHaveCount(3);
  // Each day of the table as DD/MM, in the range's order.
  await expect(overview.days.locator('th')).toHaveText([2, 1, 0].map((back) => shown(daysBefore(back)).slice(0, 5)));
  const custom = await lastQuery(sim, '/wps/agent/team/overview');
  expect(custom.query).toMatchObject({ startDate, endDate });
  await expect(page.getByTestId('team-range')).toHaveText(`${shown(startDate)} đến ${shown(endDate)}`);
  await expect(overview.preset('30 ngày')).not.toHaveAttribute('aria-current');
});

test('the overview\'s dates read DD/MM/YYYY in full, typed or picked', async ({ page, sim, teamOverviewPage: overview }) => {
  await signIn(page, 'agent01', 'Agent1234');
  await overview.goto();
  for (const field of [overview.startDate, overview.endDate]) {
    await expect(field).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    // Nothing of the day is cut off at 390 px.
    expect(await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    const box = (await field.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  const end = (await overview.endDate.inputValue()).split('/').reverse().join('-');
  const start = new Date(Date.parse(end) - 86_400_000).toISOString().slice(0, 10);
  await overview.startDate.fill(start.split('-').reverse().join('/'));
  await overview.show.click();
  await expect(overview.days).toHaveCount(2);
  expect((await lastQuery(sim, '/wps/agent/team/overview')).query).toMatchObject({ startDate: start, endDate: end });
  await expect(overview.startDate).toHaveValue(start.split('-').reverse().join('/'));
  await expect(overview.rangeForm.getByRole('button', { name: 'Chọn trên lịch: Từ ngày' })).toBeVisible();
});

test('the overview names whose profit it shows and agrees with the team profit and loss for the same days', async ({ page, sim, teamOverviewPage: overview }) => {
  await signIn(page, 'agent01', 'Agent1234');
  await page.goto('/m/agent/team/overview?preset=month');
  const label = page.getByTestId('kpi-profit').locator('xpath=preceding-sibling::dt');
  await expect(label).toHaveText('Lợi nhuận của thành viên đội (thắng/thua + khuyến mãi + hoàn trả)');
  const shownProfit = (await overview.kpi('profit').textContent())!.trim();
  const range = (await lastQuery(sim, '/wps/agent/team/overview')).query;

  await page.goto('/m/agent/team/pnl?range=30d');
  const pnlRange = (await lastQuery(sim, '/wps/agent/report/pnl')).query;
  expect([pnlRange.startDate, pnlRange.endDate]).toEqual([range.startDate, range.endDate]);
  const total = (await page.getByRole('region', { name: 'Tổng cộng' }).locator('[data-total="profit"]').textContent())!.trim();
  // Same sign, same number, as written.
  expect(shownProfit).toBe(total);
  expect(shownProfit).toMatch(new RegExp(`^[+-]?${SEEDED_SYMBOL}[\\d,]+\\.\\d\\d$`));
  expect(shownProfit).not.toBe(`${SEEDED_SYMBOL}0.00`);
});

// /m/member/team (DOWNMAN, row 93) and /m/agentRegister (row 94 **enc**, rebate within the agent's own)
test('agent01 searches and drills into the team, then opens an account that appears in it', async ({ page, sim, teamListPage: team, openAccountPage: open }) => {
  // Two screens and four form answers in one sign-in.
  test.setTimeout(60_000);
  await signIn(page, 'agent01', 'Agent1234');
  await team.goto();
  await expect(team.members).toHaveCount(23);
  await expect(team.member('ag01a')).toContainText('Đại lý');
  await expect(team.member('ag01a')).toContainText(/Trực tuyến|Ngoại tuyến/);
  await expect(team.member('ag01a')).toContainText(new RegExp(`Số dư ${SEEDED_SYMBOL}\\d{1,3}(,\\d{3})*\\.\\d{2}`));
  await expect(team.member('ag01a')).toContainText(/Đăng ký \d{2}\/\d{2}\/\d{4}\s*Đăng nhập lần cuối \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  await team.account.fill('ag01am');
  await team.search.click();
  await expect(team.members).toHaveCount(4);
  // 'ag01' matches 47 accounts of the team (all but demo01): 26 a page.
  await team.account.fill('ag01');
  await team.search.click();
  await expect(team.members).toHaveCount(26);
  await team.pages.getByRole('link', { name: '2' }).click();
  await expect(team.members).toHaveCount(21);
  await page.goto('/m/member/team');
  await team.member('ag01a').getByRole('link').click();
  await expect(team.members).toHaveCount(5);
  await team.member('ag01aa').getByRole('link').click();
  await expect(team.breadcrumb).toHaveText(/agent01\s*ag01a\s*ag01aa/);
  await team.breadcrumb.getByRole('link', { name: 'agent01' }).click();
  await expect(team.members).toHaveCount(23);
  const listed = await queriesOf(sim, '/wps/agent/downline');
  expect(listed.map((request) => [request.query.parent ?? '', request.query.account ?? ''])).toEqual(
    expect.arrayContaining([['', 'ag01am'], ['', 'ag01'], ['ag01a', ''], ['ag01aa', '']]),
  );
  expect(listed.every((request) => request.headers['module-id'] === 'AGEDOWNMAN3' && request.query.pageSize === '26')).toBe(true);
  expect(listed.some((request) => request.query.account === 'ag01' && request.query.pageNo === '2')).toBe(true);

  await open.goto();
  await expect(open.form).toContainText('Tối đa bằng tỷ lệ của bạn, 2%');
  await open.username.fill('newagent1');
  await open.password.fill('Newagent123');
  await open.confirm.fill('Newagent123');
  await open.type('Đại lý').check();
  // SPEC §5 required: an empty rate is asked for, not called malformed.
  await open.open.click();
  await expect(open.form).toContainText('Vui lòng nhập tỷ lệ hoàn trả');
  await expect(open.form).not.toContainText('Tỷ lệ có tối đa một chữ số thập phân');
  await expect(open.rebateRate).toBeFocused();
  await open.rebateRate.fill('2.5');
  await open.open.click();
  // Refused in the browser with the action's own rules: everything typed stays, the platform is not asked.
  await expect(open.form).toContainText('Tỷ lệ hoàn trả không được cao hơn tỷ lệ của bạn, 2%');
  await expect(open.rebateRate).toBeFocused();
  await expect(open.username).toHaveValue('newagent1');
  await expect(open.type('Đại lý')).toBeChecked();
  await expect(open.password).toHaveValue('Newagent123');
  expect(await queriesOf(sim, '/wps/agent/downline', 'POST')).toHaveLength(0);

  // Refused by the platform (an account that exists): the account, type and rate stay, the passwords go.
  await open.username.fill('ag01am1');
  await open.rebateRate.fill('1.5');
  await open.open.click();
  await expect(open.form).toContainText('Tên tài khoản đã tồn tại');
  await expect(open.username).toHaveValue('ag01am1');
  await expect(open.rebateRate).toHaveValue('1.5');
  await expect(open.type('Đại lý')).toBeChecked();
  await expect(open.password).toHaveValue('');
  await expect(open.confirm).toHaveValue('');

  await open.username.fill('newagent1');
  await open.password.fill('Newagent123');
  await open.confirm.fill('Newagent123');
  await open.open.click();
  await expect(open.opened).toContainText('Đã mở tài khoản newagent1 (Đại lý).');
  const sent = await lastQuery(sim, '/wps/agent/downline', 'POST');
  expect(sent.headers['module-id']).toBe('AGEDOWNMAN3');
  expect(sent.headers.encryption).toMatch(/^[0-9a-f]+$/);
  expect(sent.body).not.toContain('Newagent123');
  await open.opened.getByRole('link', { name: 'Xem đội của bạn' }).click();
  await expect(team.member('newagent1')).toContainText('Đại lý');
});

// /m/agentRegister before hydration: the same rules in the server action, the same answers
test('without scripts the open-account form is checked by the server and opens the account', async ({ page, sim }) => {
  await signIn(page, 'agent01', 'Agent1234');
  await withoutScripts(page, async (noScript) => {
    const open = new OpenAccountPage(noScript);
    await open.goto();
    await open.username.fill('plainmember1');
    await open.password.fill('Plain12345');
    await open.confirm.fill('Plain12346');
    await open.rebateRate.fill('2.5');
    await open.open.click();
    await expect(open.form).toContainText('Mật khẩu xác nhận không khớp');
    await expect(open.form).toContainText('Tỷ lệ hoàn trả không được cao hơn tỷ lệ của bạn, 2%');
    await expect(open.username).toHaveValue('plainmember1');
    await expect(open.rebateRate).toHaveValue('2.5');
    await expect(open.password).toHaveValue('');
    expect(await queriesOf(sim, '/wps/agent/downline', 'POST')).toHaveLength(0);

    await open.password.fill('Plain12345');
    await open.confirm.fill('Plain12345');
    await open.rebateRate.fill('0.5');
    await open.open.click();
    await expect(open.opened).toContainText('Đã mở tài khoản plainmember1 (Thành viên).');
    expect(await queriesOf(sim, '/wps/agent/downline', 'POST')).toHaveLength(1);
  });
});

// SPEC §6: a member is sent away on the server, with no agent data in the HTML
test('demo01 is redirected from the team pages without a platform call', async ({ page, sim }) => {
  await signIn(page, 'demo01', 'Demo1234');
  await sim.clearRequests();
  for (const path of ['/m/member/team', '/m/agent/team/overview', '/m/agentRegister']) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(new URL(answer.headers().location!, 'http://x').pathname).toBe('/m/home');
    expect(await answer.text()).not.toContain('ag01');
  }
  expect(await sim.requests('/wps/agent/')).toHaveLength(0);
});
