import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ENTRY_NAMES, MemberCentrePage, type EntryKey } from './pages/MemberCentrePage';
import { signInThroughBff } from './support/signIn';
import { SEEDED_SYMBOL } from './support/money';

const ALL_ENTRIES = Object.keys(ENTRY_NAMES) as EntryKey[];
const without = (...keys: EntryKey[]) => ALL_ENTRIES.filter((key) => !keys.includes(key));

/** The twelve entries that each hang on one whitelabel flag (SPEC §2). */
const FLAGGED: Array<[flag: string, entry: EntryKey]> = [
  ['REWCEN3', 'rewardCenter'], ['DEPOSIT', 'deposit'], ['TRANSBETREPMEM3', 'bettingRecord'],
  ['showReferral', 'inviteFriendsPopup'], ['TRANSREC3', 'accountRecord'], ['SECPRIV', 'securityCenter'],
  ['DEPRECM3', 'depositReport'], ['WITHREC3', 'withdrawReport'], ['PERSREP', 'profitAndLoss'],
  ['AGETRANSFERUP3', 'superiorTransfer'], ['MANPLAYREB3', 'manualRebate'], ['PLYRBT', 'myRebate'],
];

async function signedIn(page: Page, user: string, password: string) {
  await page.goto('/m/home');
  await signInThroughBff(page, user, password);
  const centre = new MemberCentrePage(page);
  await centre.goto();
  return centre;
}

/** The app keeps the settings about a second: reload until the entries show the switch. */
async function expectEntriesAfterSwitch(centre: MemberCentrePage, expected: EntryKey[]) {
  await expect(async () => {
    await centre.page.reload();
    expect(await centre.entryKeys()).toEqual(expected);
  }).toPass({ timeout: 10_000, intervals: [300] });
}

// SPEC §2 member centre, §3 member info, §6 roles
test.describe('member centre', () => {
  test('signed out: own header, the login-or-register prompt, the VIP tile, and every entry leads to /m/login', async ({ page, memberCentrePage: centre }) => {
    await centre.goto();
    // SPEC §2 layout rules: no shell header on /m/mine; the page draws its own.
    await expect(page.locator('[data-app-header]')).toHaveCount(0);
    await expect(centre.title).toBeVisible();
    await expect(centre.back).toHaveAttribute('href', '/m/home');
    await expect(centre.settings).toHaveAttribute('href', '/m/set');
    await expect(centre.guestPrompt).toBeVisible();
    await expect(centre.loginLink).toHaveAttribute('href', '/m/login?redirect=%2Fm%2Fmine');
    await expect(centre.registerLink).toHaveAttribute('href', '/m/register');
    await expect(centre.vipTile).toBeVisible();
    await expect(centre.userBlock).toHaveCount(0);

    // A visitor has no member conditions and no promotions: those entries are left out.
    expect(await centre.entryKeys()).toEqual(without('mission', 'inviteFriends', 'superiorTransfer', 'agencyCenter'));
    const links = centre.services.getByRole('link');
    for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^\/m\/login(\?|$)/);
    }
    await expect(centre.entry('inviteFriendsPopup')).toHaveCount(0);
    await expect(centre.services.getByRole('link', { name: ENTRY_NAMES.inviteFriendsPopup })).toHaveAttribute(
      'href',
      '/m/login?redirect=%2Fm%2Fmine',
    );
    await centre.entry('rewardCenter').click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FrewardCenter$/);
  });

  test('demo01: name, VIP 3, 100 days since registration, balance, and the member entries', async ({ page, sim }) => {
    const centre = await signedIn(page, 'demo01', 'Demo1234');
    await expect(centre.userBlock).toHaveAttribute('href', '/m/myAccount/index');
    await expect(centre.name).toHaveText('demo01');
    await expect(centre.userBlock).toContainText('VIP 3');
    await expect(centre.days).toHaveText('Đã tham gia 100 ngày');
    await expect(centre.balance).toHaveText(`${SEEDED_SYMBOL}12,345.67`);
    await expect(centre.vipTile).toHaveAttribute('href', '/m/member/benefits');
    await expect(centre.vipTile).toContainText('VIP 3');
    await expect(centre.guestPrompt).toHaveCount(0);

    // Type 0 with toUpline: superior transfer yes, agency center no (SPEC §6).
    expect(await centre.entryKeys()).toEqual(without('agencyCenter'));
    await expect(centre.entry('superiorTransfer')).toHaveAttribute('href', '/m/upLine/transfer');
    // SPEC §2 member centre: mission activity opens the mission (row 43 names its activity), not the activity list.
    await expect(centre.entry('mission')).toHaveAttribute('href', '/m/activityInfo?id=304');
    await expect(centre.entry('inviteFriends')).toHaveAttribute('href', '/m/inviteFriends');
    await expect(centre.entry('customerService')).toHaveAttribute('href', '/m/service');

    // Row 43 went out with the member's token and its module id.
    const calls = await sim.requests('/wps/promotions/available');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.at(-1)!.headers['module-id']).toBe('REWCEN3');
    const token = (await sim.tokens()).find((entry) => entry.userName === 'demo01')!.token;
    expect(calls.at(-1)!.headers.authorization).toBe(token);

    await centre.entry('mission').click();
    await expect(page).toHaveURL(/\/m\/activityInfo\?id=304$/);
    await expect(page.getByText('Nhiệm vụ hằng ngày').first()).toBeVisible();
    await page.goBack();

    await centre.settings.click();
    await expect(page).toHaveURL(/\/m\/set$/);
  });

  test('each flagged entry goes off with its flag and comes back with it', async ({ page, sim }) => {
    const centre = await signedIn(page, 'demo01', 'Demo1234');
    expect(await centre.entryKeys()).toEqual(without('agencyCenter'));

    await sim.setState({ flags: Object.fromEntries(FLAGGED.map(([flag]) => [flag, false])) });
    await expectEntriesAfterSwitch(centre, ['mission', 'inviteFriends', 'customerService']);

    await sim.setState({ flags: { REWCEN3: true, SECPRIV: true, AGETRANSFERUP3: true } });
    await expectEntriesAfterSwitch(centre, ['rewardCenter', 'mission', 'securityCenter', 'superiorTransfer', 'inviteFriends', 'customerService']);

    await sim.setState({ flags: Object.fromEntries(FLAGGED.map(([flag]) => [flag, true])) });
    await expectEntriesAfterSwitch(centre, without('agencyCenter'));
  });

  test('promotion entries follow the platform promotions, and a failed promotions call hides only them', async ({ page, sim }) => {
    const centre = await signedIn(page, 'demo01', 'Demo1234');
    await sim.setState({ promotions: { MISSION: false } });
    await page.reload();
    expect(await centre.entryKeys()).toEqual(without('agencyCenter', 'mission'));

    await sim.setState({ promotions: { MISSION: true, REFERRAL: false } });
    await page.reload();
    expect(await centre.entryKeys()).toEqual(without('agencyCenter', 'inviteFriends'));

    await sim.setState({ promotions: { REFERRAL: true }, faults: [{ path: '/wps/promotions/available', status: 500 }] });
    await page.reload();
    await expect(centre.name).toHaveText('demo01');
    expect(await centre.entryKeys()).toEqual(without('agencyCenter', 'mission', 'inviteFriends'));
  });

  test('agent01 sees the agency center and no superior transfer', async ({ page }) => {
    const centre = await signedIn(page, 'agent01', 'Agent1234');
    await expect(centre.name).toHaveText('Agent One');
    await expect(centre.userBlock).toContainText('VIP 5');
    await expect(centre.days).toHaveText('Đã tham gia 400 ngày');
    expect(await centre.entryKeys()).toEqual(without('superiorTransfer'));
    await centre.entry('agencyCenter').click();
    await expect(page).toHaveURL(/\/m\/agent\/home$/);
  });

  test('the invite popup shows the referral code and link, and copies the link', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    const centre = await signedIn(page, 'demo01', 'Demo1234');
    await expect(centre.referralDialog).toBeHidden();
    await centre.entry('inviteFriendsPopup').click();
    await expect(centre.referralDialog).toBeVisible();
    await expect(centre.referralDialog.getByTestId('referral-code')).toHaveText('DM1001');
    const link = `${new URL(baseURL!).origin}/m/register?affiliateCode=DM1001`;
    await expect(centre.referralDialog.getByTestId('referral-link')).toHaveText(link);

    await centre.referralDialog.getByRole('button', { name: 'Sao chép liên kết' }).click();
    await expect(page.getByText('Đã sao chép')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await centre.referralDialog.getByRole('button', { name: 'Đóng' }).click();
    await expect(centre.referralDialog).toBeHidden();
  });

  test('/m/member/home is the same screen with its own header only', async ({ page, memberCentrePage: centre }) => {
    await page.goto('/m/home');
    await signInThroughBff(page, 'demo01', 'Demo1234');
    await centre.goto('/m/member/home');
    await expect(page.locator('[data-app-header]')).toHaveCount(0);
    await expect(centre.title).toHaveCount(1);
    await expect(centre.settings).toHaveAttribute('href', '/m/set');
    await expect(centre.name).toHaveText('demo01');
    expect(await centre.entryKeys()).toEqual(without('agencyCenter'));
  });

  test('download tile outside the native app, none inside it', async ({ page, browser, baseURL, memberCentrePage: centre }) => {
    await centre.goto();
    await expect(page.locator('[data-download-tile]')).toBeVisible();
    await expect(page.locator('[data-download-tile]').getByRole('button', { name: /Tải ứng dụng/ })).toBeVisible();

    const app = await browser.newContext({ baseURL, userAgent: `${await page.evaluate(() => navigator.userAgent)} McNativeApp/1.0` });
    const inApp = await app.newPage();
    await inApp.goto('/m/mine');
    await expect(new MemberCentrePage(inApp).title).toBeVisible();
    await expect(inApp.locator('[data-download-tile]')).toHaveCount(0);
    await app.close();
  });
});

test('the trial account\'s entry grid has no empty cell', async ({ page, memberCentrePage: centre }) => {
  await page.goto('/m/trail');
  await page.getByRole('button', { name: 'Tạo tài khoản dùng thử' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await centre.goto();
  const rows = await centre.services.locator('ul').evaluate((grid) => {
    const box = grid.getBoundingClientRect();
    const byRow = new Map<number, { left: number; right: number }>();
    for (const cell of grid.querySelectorAll(':scope > li')) {
      const r = cell.getBoundingClientRect();
      const top = Math.round(r.top);
      const row = byRow.get(top) ?? { left: Infinity, right: -Infinity };
      byRow.set(top, { left: Math.min(row.left, r.left), right: Math.max(row.right, r.right) });
    }
    return [...byRow.values()].map((row) => [Math.round(row.left - box.left), Math.round(box.right - row.right)]);
  });
  expect(rows.length).toBeGreaterThan(1);
  for (const gaps of rows) expect(gaps).toEqual([0, 0]);
});
