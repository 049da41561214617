import { FEATURE_SWITCHES, routeRule } from '../../lib/routes/routeTable';
import vi from '../../messages/vi.json' with { type: 'json' };
import { expect, test } from './support/fixtures';
import { signInBeforeOpening } from './support/signIn';

const FEATURE_OFF = vi.refusals.FEATURE_OFF;
const SCREENS = FEATURE_SWITCHES.flatMap((entry) => (entry.screens ?? []).map((path) => ({ flag: entry.flag, path })));
const DOORS = FEATURE_SWITCHES.flatMap((entry) => (entry.doors ?? []).map((door) => ({ flag: entry.flag, door })));

// SPEC §2 member centre entries and agent tiles "each gated by a flag", §6 "entries gated by whitelabel flags": what
// the merchant switched off is refused by the product, worded as the refusal table's FEATURE_OFF, on its screens and
// doors alike (its actions: tests/unit/lib/featureSwitches.test.ts).
test('every screen and door of a switched-off feature says FEATURE_OFF, and the platform is not asked for its data', async ({ page, sim, shell, depositPage: deposit }) => {
  test.setTimeout(120_000);
  // agent01 may open every listed screen: a member's and an agent's.
  await signInBeforeOpening(page, 'agent01', 'Agent1234');
  await sim.setState({ flags: Object.fromEntries(FEATURE_SWITCHES.map((entry) => [entry.flag, false])) });
  await sim.clearRequests();
  const origin = new URL((await page.request.get('/api/health/live')).url()).origin;

  for (const { flag, path } of SCREENS) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await expect(shell.unavailable, `${path} (${flag})`).toHaveText(FEATURE_OFF);
    // The address and the screen's own title stay.
    expect(new URL(page.url()).pathname).toBe(path);
    const title = vi.titles[routeRule(path)!.title as keyof typeof vi.titles];
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }
  for (const { flag, door } of DOORS) {
    const [method, path] = door.split(' ') as [string, string];
    const answer = await page.request.fetch(path, { method, headers: { Origin: origin }, ...(method === 'GET' ? {} : { data: {} }) });
    expect(await answer.json(), `${door} (${flag})`).toMatchObject({ success: false, code: 'FEATURE_OFF', message: FEATURE_OFF });
  }
  // No read of a switched-off screen and no door's call reached the platform (the frame's own reads may have).
  const asked = new Set((await sim.requests()).map((request) => request.path));
  for (const path of ['/wps/deposit/methods', '/wps/member/security', '/wps/rewards', '/wps/transfer/upline', '/wps/rebate/manual',
    '/wps/agent/team/overview', '/wps/agent/downline', '/wps/agent/transfer/downlines', '/wps/agent/rebate/settings', '/wps/member/club',
    ...DOORS.map(({ door }) => door.split(' ')[1]!)]) {
    expect(asked.has(path), path).toBe(false);
  }

  // Switched on again, a screen is itself.
  await sim.setState({ flags: { DEPOSIT: true } });
  await deposit.goto();
  await expect(deposit.submitManual.or(deposit.submitGateway).first()).toBeVisible();
  await expect(shell.unavailable).toHaveCount(0);
});
