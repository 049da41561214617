import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeViolations, describeViolations, seriousViolations } from './support/axe';
import { untilHydrated } from './support/hydration';
import { signInBeforeOpening } from './support/signIn';
import { smallTouchTargets } from './support/smallTouchTargets';
import { tabWalk } from './support/tabWalk';
import { DownloadPopup } from './pages/DownloadPopup';
import { GameLobbyPage } from './pages/GameLobbyPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { LotteryPage } from './pages/LotteryPage';
import { NoticePage } from './pages/NoticePage';

// Accessibility: axe-core on every main screen in vi, en and bn (no serious or critical violation);
// keyboard reach, visible focus and 44 px touch targets, checked in Vietnamese (the layout is the same in
// every language).

const LOCALES = ['vi', 'en', 'bn'] as const;
type Locale = (typeof LOCALES)[number];

interface Account {
  user: string;
  password: string;
}
const DEMO: Account = { user: 'demo01', password: 'Demo1234' };
const AGENT: Account = { user: 'agent01', password: 'Agent1234' };
// agent02 has a daily-salary contract waiting (seeded): home prompts for it, the contract screen offers it.
const AGENT_WITH_CONTRACT: Account = { user: 'agent02', password: 'Agent1234' };

/** A home dialog, opened by its opener button (DialogOpener), checked while open. */
interface OpenDialog {
  name: string;
  id: string;
}

interface Screen {
  name: string;
  path: string;
  dialogs?: OpenDialog[];
  /** Checked only in these languages (screens sharing a frame already checked in all three); default all. */
  locales?: readonly Locale[];
  /** Key controls of the screen operated by keyboard alone, on the same load, after the Vietnamese checks. */
  keyboard?: KeyboardCheck;
}

interface KeyboardCheck {
  name: string;
  run: (page: Page) => Promise<void>;
}

const homeDialogsByKeyboard: KeyboardCheck = {
  name: 'home dialogs open with Enter, close with Escape and give focus back to their opener',
  async run(page) {
    const home = new HomePage(page);
    const download = new DownloadPopup(page);
    for (const [opener, dialog] of [
      [home.menuButton, home.sideMenu],
      [home.hotMatchBanner, home.hotMatchDialog],
      [download.floatingButton, download.dialog],
    ] as const) {
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  },
};

// SPEC §2: the register rules turn met or unmet as typed; the page stays axe clean in both states.
const registerRulesTypedAgainst: KeyboardCheck = {
  name: 'the register rules, typed against, stay axe clean',
  async run(page) {
    await page.locator('#field-username').pressSequentially('1ab');
    await page.locator('#field-password').pressSequentially('Abcdefgh');
    await page.locator('input[name="agreement"]').uncheck();
    await expectNoSeriousViolations(page, 'register with rules met and unmet, agreement unticked');
  },
};

/** The file picker labelled `name` on the screen. */
function filePicker(name: string): KeyboardCheck {
  return {
    name: 'file picker: a labelled 44 px button, reached by Tab, with a visible focus, opened with Space',
    async run(page) {
      const path = new URL(page.url()).pathname;
      const input = page.getByLabel(name, { exact: true });
      const button = page.locator('label').filter({ has: input });
      await expect(button).toBeVisible();
      await expect(button).toContainText('Chọn ảnh');
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height), path).toBeGreaterThanOrEqual(44);
      // No browser-worded control shows: the input itself is transparent over the button.
      expect(await input.evaluate((node) => getComputedStyle(node).opacity)).toBe('0');
      // Listened for before the round trips below: the browser intercepts file choosers only once Playwright has
      // asked it to, and a single key press could overtake that request (seen once: the chooser never came).
      const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
      await input.focus();
      expect(await button.evaluate((node) => getComputedStyle(node).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Space');
      expect((await chooser).element()).toBeTruthy();
    },
  };
}

const feedbackKinds: KeyboardCheck = {
  name: 'the feedback kinds are radio cards: 44 px, arrow keys move the choice, focus is visible',
  async run(page) {
    const first = page.getByRole('radio', { name: 'Đề xuất' });
    const second = page.getByRole('radio', { name: 'Khiếu nại' });
    const card = page.locator('label').filter({ has: first });
    const box = (await card.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await first.evaluate((node) => getComputedStyle(node).appearance)).toBe('none');
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    expect(await first.evaluate((node) => node.matches(':focus-visible') && getComputedStyle(node).outlineStyle !== 'none')).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeChecked();
    await expect(second).toBeFocused();
  },
};

const accountPopoverByKeyboard: KeyboardCheck = {
  name: 'the account popover opens with Enter and Escape closes it, focus back on its button',
  async run(page) {
    const account = new HomePage(page).accountButton(DEMO.user);
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    const signOut = page.getByRole('button', { name: 'Đăng xuất' });
    await signOut.focus();
    await page.keyboard.press('Escape');
    await expect(signOut).toBeHidden();
    await expect(account).toBeFocused();
  },
};

// SPEC §6: the member login's refusal of an agent offers the agent login inside the notice dialog.
const refusalOffersAgentLogin: KeyboardCheck = {
  name: "the refusal's offer of the other login is reachable by Tab inside the notice, axe clean, 44 px",
  async run(page) {
    const login = new LoginPage(page);
    await login.signIn(AGENT.user, AGENT.password);
    await expect(login.notice).toBeVisible();
    await expectNoSeriousViolations(page, 'login refusal of an agent, notice open');
    expect.soft(await smallTouchTargets(page, 'dialog[open]'), 'notice: touch targets').toEqual([]);
    const offer = login.notice.getByRole('link', { name: /Đăng nhập tại trang đại lý/ });
    await expect(login.notice.getByRole('button', { name: 'Xác nhận' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(offer).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/agentLogin$/);
  },
};

const gameTabByEnter: KeyboardCheck = {
  name: 'a game tab switches with Enter',
  async run(page) {
    const lobby = new GameLobbyPage(page);
    const gameTab = lobby.tabs.nth(1);
    const gameTabName = (await gameTab.innerText()).trim();
    await gameTab.focus();
    await page.keyboard.press('Enter');
    await expect(lobby.currentTab).toHaveText(gameTabName);
  },
};

const lotteryTabByEnter: KeyboardCheck = {
  name: 'a lottery tab switches with Enter',
  async run(page) {
    const lottery = new LotteryPage(page);
    // Not the favourites tab: it asks a visitor to sign in.
    const lotteryTabName = 'Miền Bắc';
    const lotteryTab = lottery.tab(lotteryTabName);
    await lotteryTab.focus();
    await page.keyboard.press('Enter');
    await expect(lottery.current).toHaveText(lotteryTabName);
  },
};

const noticeTabByEnter: KeyboardCheck = {
  name: 'a notice tab switches with Enter',
  async run(page) {
    const notice = new NoticePage(page);
    const noticeTab = notice.tabs.getByRole('link').nth(1);
    const noticeTabName = (await noticeTab.innerText()).trim();
    await noticeTab.focus();
    await page.keyboard.press('Enter');
    await expect(notice.tabs.locator('a[aria-current="page"]')).toHaveText(noticeTabName);
  },
};

const contractAnswerCancelled: KeyboardCheck = {
  name: 'the contract answer asks in a dialog that the keyboard can cancel',
  async run(page) {
    await page.getByRole('region', { name: /^Đề nghị hợp đồng/ }).getByRole('button', { name: 'Chấp nhận' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Chấp nhận hợp đồng?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'contract confirmation');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
};

const VI_ONLY: readonly Locale[] = ['vi'];

const HOME_DIALOGS: OpenDialog[] = [
  { name: 'side menu', id: 'home-side-menu' },
  { name: 'hot-match popup', id: 'hot-match-dialog' },
];

const GROUPS: Array<{ name: string; account: Account | null; screens: Screen[] }> = [
  {
    name: 'visitor, home and account screens',
    account: null,
    screens: [
      { name: 'home signed out', path: '/m/home', dialogs: HOME_DIALOGS, keyboard: homeDialogsByKeyboard },
      { name: 'login', path: '/m/login', keyboard: refusalOffersAgentLogin },
      { name: 'agent login', path: '/m/agentLogin' },
      { name: 'register', path: '/m/register', keyboard: registerRulesTypedAgainst },
      { name: 'forget', path: '/m/forget' },
      // The language selector on the headerless account screens, the register rules and social sign-up are above;
      // the agreement the register form opens:
      { name: 'user agreement', path: '/m/useragreement' },
      { name: 'trail', path: '/m/trail' },
    ],
  },
  {
    name: 'visitor, games and other screens',
    account: null,
    screens: [
      { name: 'game lobby', path: '/m/gameLobby', keyboard: gameTabByEnter },
      { name: 'hot', path: '/m/hot' },
      { name: 'game list', path: '/m/gameLobby?type=RNG&vendor=PG' },
      { name: 'lottery list', path: '/m/moreLottery', keyboard: lotteryTabByEnter },
      { name: 'member centre signed out', path: '/m/mine' },
      { name: 'notices', path: '/m/notice', keyboard: noticeTabByEnter },
      { name: 'customer service', path: '/m/service' },
      { name: 'not found', path: '/m/no-such-screen' },
    ],
  },
  {
    name: 'demo01',
    account: DEMO,
    screens: [
      // Right after sign-in the login popups are open on home.
      { name: 'home signed in, login popups open', path: '/m/home', keyboard: accountPopoverByKeyboard },
      { name: 'change password', path: '/m/changePsw' },
      { name: 'settings', path: '/m/set' },
      { name: 'member centre', path: '/m/mine' },
      { name: 'member centre, second address', path: '/m/member/home', locales: VI_ONLY },
      { name: 'inbox', path: '/m/webEmail' },
      { name: 'withdraw', path: '/m/withdraw' },
      // Money reports share one frame: every language on the deposit report, Vietnamese on the others
      { name: 'deposit report', path: '/m/vouReport?range=30d' },
      { name: 'withdraw report', path: '/m/withdrawReport?range=30d', locales: VI_ONLY },
      { name: 'transaction record', path: '/m/transaction/record?range=30d', locales: VI_ONLY },
      { name: 'betting record', path: '/m/gameRecord?range=30d', locales: VI_ONLY },
      { name: 'profit and loss', path: '/m/profitandloss?range=30d', locales: VI_ONLY },
      { name: 'deposit', path: '/m/voucherCenter' },
      // Promo: the upload application form and the reward claims
      { name: 'activity detail', path: '/m/activityInfo?id=301', locales: VI_ONLY, keyboard: filePicker('Hình ảnh') },
      { name: 'reward centre', path: '/m/rewardCenter', locales: VI_ONLY },
      // Every section's form on one screen
      { name: 'security centre', path: '/m/securityCenter', locales: VI_ONLY },
      // Money services (the rebate report is the report frame checked above)
      { name: 'upline transfer', path: '/m/upLine/transfer', locales: VI_ONLY },
      { name: 'manual rebate', path: '/m/member/manualRebate', locales: VI_ONLY },
      // Account screens
      { name: 'my account', path: '/m/myAccount/index', locales: VI_ONLY, keyboard: filePicker('Ảnh mới') },
      { name: 'club benefits', path: '/m/member/benefits', locales: VI_ONLY },
      { name: 'feedback', path: '/m/feedback', locales: VI_ONLY, keyboard: feedbackKinds },
    ],
  },
  {
    name: 'agent01',
    account: AGENT,
    screens: [
      { name: 'agent home', path: '/m/agent/home' },
      { name: 'team overview', path: '/m/agent/team/overview?preset=month', locales: VI_ONLY },
      { name: 'team list', path: '/m/member/team', locales: VI_ONLY },
      { name: 'open account', path: '/m/agentRegister', locales: VI_ONLY },
      // Team reports share the report frame: team betting and the two others
      { name: 'team betting', path: '/m/teamBetting?range=30d', locales: VI_ONLY },
      { name: 'team profit and loss', path: '/m/agent/team/pnl?range=30d', locales: VI_ONLY },
      { name: 'team rebate income', path: '/m/member/teamRebate?range=30d', locales: VI_ONLY },
      { name: 'red envelope rain', path: '/m/redRain', locales: VI_ONLY },
      { name: 'downline rebate settings', path: '/m/member/agent/agentRebeat', locales: VI_ONLY },
      { name: 'dividends', path: '/m/member/agent/agentDivident', locales: VI_ONLY },
    ],
  },
  {
    name: 'agent02',
    account: AGENT_WITH_CONTRACT,
    screens: [{ name: 'salary contract', path: '/m/member/agent/getSalaryContract', keyboard: contractAnswerCancelled }],
  },
];

async function useLocale(context: BrowserContext, baseURL: string, locale: Locale) {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
}

async function signIn(page: Page, account: Account) {
  await signInBeforeOpening(page, account.user, account.password);
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const serious = seriousViolations(await axeViolations(page));
  expect.soft(serious, `axe on ${where}:\n${describeViolations(serious)}`).toEqual([]);
}

/** Keyboard reach, visible focus and touch targets of the screen as loaded (items 2 to 4). */
async function expectKeyboardAndTargets(page: Page, where: string) {
  const walk = await tabWalk(page);
  expect.soft(walk.missed, `${where}: controls Tab never reaches`).toEqual([]);
  expect.soft(walk.outOfOrder, `${where}: Tab order differs from reading order`).toEqual([]);
  expect.soft(walk.trappedAt, `${where}: keyboard trap`).toBeNull();
  expect.soft(walk.withoutFocusIndicator, `${where}: focused by keyboard without a visible focus indicator`).toEqual([]);
  expect.soft(await smallTouchTargets(page), `${where}: touch targets under 44 x 44 px`).toEqual([]);
}

async function openDialog(page: Page, dialog: OpenDialog) {
  await page.locator(`button[aria-haspopup="dialog"][aria-controls="${dialog.id}"]`).first().click();
  await expect(page.locator(`dialog#${dialog.id}`)).toBeVisible();
}

async function closeDialog(page: Page, dialog: OpenDialog) {
  await page.keyboard.press('Escape');
  await expect(page.locator(`dialog#${dialog.id}`)).toBeHidden();
}

for (const locale of LOCALES) {
  test.describe(`main screens in ${locale}`, () => {
    for (const group of GROUPS) {
      test(`${group.name}: axe${locale === 'vi' ? ', keyboard, focus and touch targets' : ''}`, async ({ page, context, baseURL }) => {
        // The Tab walk presses Tab once per control: a hundred on home.
        test.setTimeout(locale === 'vi' ? 180_000 : 90_000);
        await useLocale(context, baseURL!, locale);
        if (group.account) await signIn(page, group.account);
        for (const screen of group.screens.filter((entry) => !entry.locales || entry.locales.includes(locale))) {
          await test.step(screen.name, async () => {
            await page.goto(screen.path);
            // The screen as a player with scripts meets it: some controls exist only before hydration (a report's
            // no-script 'more' link), and a walk begun then would miss them when hydration takes them away.
            await untilHydrated(page);
            const where = `${screen.name} (${screen.path}, ${locale})`;
            await expectNoSeriousViolations(page, where);
            // Before any dialog: the walk starts from the top only while nothing has had focus yet.
            if (locale === 'vi') {
              // Closing the login popups by hand would start the Tab walk at their button; they stay closed now.
              if (group.account === DEMO && screen.path === '/m/home') {
                await new HomePage(page).closePopups();
                await page.reload();
                await untilHydrated(page);
              }
              await expectKeyboardAndTargets(page, where);
            }
            for (const dialog of screen.dialogs ?? []) {
              await openDialog(page, dialog);
              await expectNoSeriousViolations(page, `${where} with the ${dialog.name} open`);
              if (locale === 'vi') {
                expect.soft(await smallTouchTargets(page, `dialog#${dialog.id}`), `${where}, ${dialog.name}: touch targets`).toEqual([]);
              }
              await closeDialog(page, dialog);
            }
            // Operated by keyboard on the same load: a load of its own would check the screen again for nothing.
            const keyboard = locale === 'vi' ? screen.keyboard : undefined;
            if (keyboard) await test.step(`keyboard: ${keyboard.name}`, () => keyboard.run(page));
          });
        }
      });
    }
  });
}

// SPEC §4 startup modes: the maintenance (503) and region (451) pages are what every visitor sees then.
test('status pages (maintenance, region restriction) in every language', async ({ page, context, baseURL, sim }) => {
  test.setTimeout(90_000);
  for (const [switches, status, name] of [
    [{ maintenance: true }, 503, 'maintenance'],
    [{ maintenance: false, regionRestriction: true }, 451, 'region restriction'],
  ] as const) {
    await sim.setState(switches);
    await expect.poll(async () => (await page.request.get('/m/home')).status(), { timeout: 15_000 }).toBe(status);
    for (const locale of LOCALES) {
      await useLocale(context, baseURL!, locale);
      await page.goto('/m/home');
      await expectNoSeriousViolations(page, `${name} page (${locale})`);
      if (locale === 'vi') await expectKeyboardAndTargets(page, `${name} page`);
    }
  }
});

// The offline page the service worker shows with no network (tests/e2e/offline.spec.ts goes offline for it).
test('the offline page in every language', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(`/offline/${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectNoSeriousViolations(page, `offline page (${locale})`);
    if (locale === 'vi') await expectKeyboardAndTargets(page, 'offline page');
  }
});

// Key controls are operable by keyboard alone.
test.describe('keyboard operation', () => {
  test('a favourite heart toggles with Space and Enter', async ({ page, gameListPage: list }) => {
    await signIn(page, DEMO);
    await list.goto('type=RNG&vendor=PG');
    const heart = list.heart('Mahjong Ways');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.focus();
    await page.keyboard.press('Space');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('the balance eye, the notice sheet and the contract confirmation work from the keyboard', async ({ page, homePage: home }) => {
    await signIn(page, DEMO);
    await home.goto();
    await expect(home.popups).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(home.popups).toBeHidden();
    await home.accountButton('demo01').focus();
    await page.keyboard.press('Enter');
    const show = page.getByRole('button', { name: 'Hiện số dư' });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Ẩn số dư' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Ẩn số dư' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the login form signs in with Enter', async ({ page, loginPage: login }) => {
    await login.goto();
    await login.username.focus();
    await page.keyboard.type(DEMO.user);
    await page.keyboard.press('Tab');
    await expect(login.password).toBeFocused();
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
