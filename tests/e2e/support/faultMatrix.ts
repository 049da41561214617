import { expect, type Page } from '@playwright/test';
import vi from '../../../messages/vi.json' with { type: 'json' };
import { ActivityPage } from '../pages/ActivityPage';
import { GameListPage } from '../pages/GameListPage';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { LotteryPage } from '../pages/LotteryPage';
import { ManualRebatePage } from '../pages/ManualRebatePage';
import { MemberCentrePage } from '../pages/MemberCentrePage';
import { MyAccountPage } from '../pages/MyAccountPage';
import { ReportPage } from '../pages/ReportPage';
import { SecurityCenterPage } from '../pages/SecurityCenterPage';
import { TeamListPage, TeamOverviewPage } from '../pages/AgentTeamPages';
import { WithdrawPage } from '../pages/WithdrawPage';
import type { SimFault } from './sim';
import { SEEDED_SYMBOL } from './money';

/**
 * The fault matrix ("Faults and bad input") as data: the platform faults the simulator can play, and
 * the platform calls they are played on, each with the screen that uses it and the browser's handler for it.
 */

/** PLATFORM_TIMEOUT_MS of the app instance the fault spec starts (short, so the matrix stays fast). */
export const PLATFORM_TIMEOUT_MS = 1000;

export type FaultKind = 'latency' | 'http500' | 'malformed' | 'refused' | 'hang';

export interface FaultCase {
  fault: Omit<SimFault, 'path'>;
  /** What the handler answers: 504 when the platform was too slow, 502 when it answered badly or not at all. */
  status: 502 | 504;
  /** The translated text the player reads (Vietnamese, the default language). */
  message: string;
}

export const FAULTS: Record<FaultKind, FaultCase> = {
  latency: { fault: { latencyMs: PLATFORM_TIMEOUT_MS + 1500 }, status: 504, message: vi.errors.timeout },
  http500: { fault: { status: 500 }, status: 502, message: vi.errors.unreachable },
  malformed: { fault: { malformed: true }, status: 502, message: vi.errors.badAnswer },
  refused: { fault: { reset: true }, status: 502, message: vi.errors.unreachable },
  hang: { fault: { hang: true }, status: 504, message: vi.errors.timeout },
};

/** The accounts the matrix signs in once: a member, and an agent for the agent pages. */
export const ACCOUNTS = { demo01: 'Demo1234', agent01: 'Agent1234' } as const;
export type AccountName = keyof typeof ACCOUNTS;

export interface HandlerCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface FaultTarget {
  name: string;
  /** The platform path the fault is set on (a prefix, as /__sim/state faults match). */
  platformPath: string;
  /** The account whose session opens the screen (signed in once per run); null for a visitor. */
  account: AccountName | null;
  /** The browser's /wps or /lgw handler for the call; null when the call never leaves the server. */
  handler: HandlerCall | null;
  /** A cached answer the app refreshes in the background once stale (the settings): the page meets it late. */
  refreshedInBackground?: boolean;
  /** Opens the screen and checks it shows the platform's data. */
  showsData(page: Page, base: string): Promise<void>;
  /** Opens the screen while the call fails: a translated error state or the last good data. */
  showsFailure(page: Page, base: string, failure: FaultCase): Promise<void>;
}

async function open(page: Page, url: string) {
  // The assertions wait for what they look at; waiting for every image to load would only slow the matrix.
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), `${url} answers`).toBe(200);
}

/** The home banners' images come from the settings' image CDN (the simulator's /cdn), resized by the app's /img. */
async function bannersFromSettings(page: Page, base: string) {
  const home = new HomePage(page);
  await open(page, `${base}/m/home`);
  await expect(home.banners.first()).toBeVisible();
  expect(await home.banners.first().getAttribute('src')).toMatch(/^\/img\/\d+\/banners\//);
}

export const TARGETS: FaultTarget[] = [
  {
    name: 'settings (consolidated)',
    platformPath: '/wps/system/settings/consolidated',
    account: 'demo01',
    // The consolidated settings are not on the browser's allowlist (lib/bff/bffRoutes.ts): only the page is checked.
    handler: null,
    refreshedInBackground: true,
    showsData: bannersFromSettings,
    showsFailure: bannersFromSettings,
  },
  {
    name: 'home data (announcements)',
    platformPath: '/wps/announcements',
    account: null,
    handler: { method: 'GET', path: '/wps/announcements?types=B,PL,PU,H&groupName=m_home' },
    async showsData(page, base) {
      await open(page, `${base}/m/home`);
      await expect(new HomePage(page).banners.first()).toBeVisible();
    },
    async showsFailure(page, base) {
      const home = new HomePage(page);
      await open(page, `${base}/m/home`);
      await expect(home.unavailable.first()).toBeVisible();
      await expect(home.hotGames.first()).toBeVisible();
    },
  },
  {
    name: 'login',
    platformPath: '/wps/session/login',
    account: null,
    handler: { method: 'POST', path: '/wps/session/login', body: { username: 'demo01', password: 'Demo1234', type: 'username' } },
    async showsData(page, base) {
      const login = new LoginPage(page);
      await open(page, `${base}/m/login`);
      await login.signIn('demo01', 'Demo1234');
      await expect(page).toHaveURL(`${base}/m/home`);
    },
    async showsFailure(page, base, failure) {
      const login = new LoginPage(page);
      await open(page, `${base}/m/login`);
      await login.signIn('demo01', 'Demo1234');
      await expect(login.notice).toContainText(failure.message);
      await expect(login.username).toHaveValue('demo01');
    },
  },
  {
    name: 'game list',
    platformPath: '/lgw/games/mobile',
    account: null,
    handler: { method: 'GET', path: '/lgw/games/mobile?gameType=RNG&pageNo=1' },
    async showsData(page, base) {
      await open(page, `${base}/m/gameLobby?type=RNG`);
      await expect(new GameListPage(page).tiles.first()).toBeVisible();
    },
    async showsFailure(page, base) {
      const list = new GameListPage(page);
      await open(page, `${base}/m/gameLobby?type=RNG`);
      await expect(page.getByRole('status').filter({ hasText: vi.games.unavailable })).toBeVisible();
      await expect(list.vendorMenu).toBeVisible();
    },
  },
  {
    name: 'wallet (balance)',
    platformPath: '/wps/wallets/balance',
    account: 'demo01',
    handler: { method: 'GET', path: '/wps/wallets/balance' },
    async showsData(page, base) {
      await open(page, `${base}/m/mine`);
      await expect(new MemberCentrePage(page).balance).toHaveText(`${SEEDED_SYMBOL}12,345.67`);
    },
    async showsFailure(page, base) {
      const centre = new MemberCentrePage(page);
      await open(page, `${base}/m/mine`);
      await expect(centre.userBlock.getByRole('status')).toHaveText(vi.mine.balanceUnavailable);
      await expect(centre.name).toHaveText('demo01');
    },
  },
  {
    name: 'lottery menu',
    platformPath: '/lgw/lottery/menu',
    account: null,
    handler: { method: 'GET', path: '/lgw/lottery/menu' },
    async showsData(page, base) {
      await open(page, `${base}/m/moreLottery`);
      await expect(new LotteryPage(page).rows.first()).toBeVisible();
    },
    async showsFailure(page, base) {
      const lottery = new LotteryPage(page);
      await open(page, `${base}/m/moreLottery`);
      await expect(page.getByRole('alert').filter({ hasText: vi.lottery.unavailable })).toBeVisible();
      await expect(lottery.tabsNav).toBeVisible();
    },
  },
  {
    // The withdraw screen's first view (row 56 never leaves the server).
    name: 'withdraw info',
    platformPath: '/wps/transaction/withdraw/info',
    account: 'demo01',
    handler: null,
    async showsData(page, base) {
      await open(page, `${base}/m/withdraw`);
      await expect(new WithdrawPage(page).balance).toHaveText(`${SEEDED_SYMBOL}12,345.67`);
    },
    async showsFailure(page, base, failure) {
      await open(page, `${base}/m/withdraw`);
      await expect(page.getByRole('alert').filter({ hasText: failure.message })).toBeVisible();
    },
  },
  {
    // A money report, first page on the server, further pages through the handler.
    name: 'deposit report',
    platformPath: '/wps/report/deposit',
    account: 'demo01',
    handler: { method: 'GET', path: '/wps/report/deposit?startDate=2026-01-01&endDate=2026-12-31&pageNo=2' },
    async showsData(page, base) {
      await open(page, `${base}/m/vouReport?range=30d`);
      await expect(new ReportPage(page).records.first()).toBeVisible();
    },
    async showsFailure(page, base) {
      const report = new ReportPage(page);
      await open(page, `${base}/m/vouReport?range=30d`);
      await expect(report.unavailable).toBeVisible();
      await expect(report.filters).toBeVisible();
    },
  },
  {
    // The activity list's first view (row 65 never leaves the server).
    name: 'activity list',
    platformPath: '/wps/activity',
    account: null,
    handler: null,
    async showsData(page, base) {
      await open(page, `${base}/m/activity`);
      await expect(new ActivityPage(page).card('Cuối tuần sòng bài trực tuyến')).toBeVisible();
    },
    async showsFailure(page, base) {
      await open(page, `${base}/m/activity`);
      await expect(page.getByRole('alert').filter({ hasText: vi.activity.loadFailed })).toBeVisible();
      await expect(new ActivityPage(page).cards).toHaveCount(0);
    },
  },
  {
    // The security centre's first view (rows 80 and 82 share the prefix; neither leaves the server).
    name: 'security centre',
    platformPath: '/wps/member/security',
    account: 'demo01',
    handler: null,
    async showsData(page, base) {
      await open(page, `${base}/m/securityCenter`);
      await expect(new SecurityCenterPage(page).boundCards).toHaveText(['Vietcombank **** 6789NGUYEN VAN AN']);
    },
    async showsFailure(page, base, failure) {
      await open(page, `${base}/m/securityCenter`);
      await expect(page.getByRole('alert').filter({ hasText: failure.message })).toBeVisible();
    },
  },
  {
    // The manual rebate's first view (row 89 never leaves the server).
    name: 'manual rebate',
    platformPath: '/wps/rebate/manual',
    account: 'demo01',
    handler: null,
    async showsData(page, base) {
      await open(page, `${base}/m/member/manualRebate`);
      await expect(new ManualRebatePage(page).row('Slot')).toContainText('0.8%');
    },
    async showsFailure(page, base, failure) {
      await open(page, `${base}/m/member/manualRebate`);
      await expect(page.getByRole('alert').filter({ hasText: failure.message })).toBeVisible();
    },
  },
  {
    // My account's first view (row 73 never leaves the server).
    name: 'member profile',
    platformPath: '/wps/member/profile',
    account: 'demo01',
    handler: null,
    async showsData(page, base) {
      await open(page, `${base}/m/myAccount/index`);
      await expect(new MyAccountPage(page).detail('Email')).toHaveText('de***@example.com');
    },
    async showsFailure(page, base, failure) {
      await open(page, `${base}/m/myAccount/index`);
      await expect(page.getByRole('alert').filter({ hasText: failure.message })).toBeVisible();
    },
  },
  {
    // The team overview's first view (row 92 never leaves the server).
    name: 'team overview',
    platformPath: '/wps/agent/team/overview',
    account: 'agent01',
    handler: null,
    async showsData(page, base) {
      const overview = new TeamOverviewPage(page);
      await open(page, `${base}/m/agent/team/overview?preset=month`);
      await expect(overview.kpi('registrations')).toHaveText(/^\d+$/);
      await expect(overview.chart).toBeVisible();
    },
    async showsFailure(page, base, failure) {
      const overview = new TeamOverviewPage(page);
      await open(page, `${base}/m/agent/team/overview?preset=month`);
      await expect(page.getByRole('alert').filter({ hasText: failure.message })).toBeVisible();
      await expect(overview.rangeForm).toBeVisible();
      await expect(overview.chart).toHaveCount(0);
    },
  },
  {
    // The downline list's first view (row 93 never leaves the server).
    name: 'downline list',
    platformPath: '/wps/agent/downline',
    account: 'agent01',
    handler: null,
    async showsData(page, base) {
      await open(page, `${base}/m/member/team`);
      await expect(new TeamListPage(page).member('ag01a')).toBeVisible();
    },
    async showsFailure(page, base, failure) {
      const team = new TeamListPage(page);
      await open(page, `${base}/m/member/team`);
      await expect(page.getByRole('alert').filter({ hasText: failure.message })).toBeVisible();
      await expect(team.search).toBeVisible();
      await expect(team.members).toHaveCount(0);
    },
  },
];
