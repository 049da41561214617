import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeViolations, describeViolations, seriousViolations } from './support/axe';
import { controlsUnderFloating } from './support/floatingCover';
import { clippedTexts, pastTheSides, sidewaysOverflow } from './support/narrowLayout';
import { SEEDED_SYMBOL } from './support/money';
import { signInBeforeOpening } from './support/signIn';

// SPEC §1, §9 (languages): every language of the table, each script family and both directions, on a 320 px phone.
// One language per script family and per direction, each screen in at least one of them (not every screen in every
// language: the layout rules are the same, the scripts' widths differ).

test.use({ viewport: { width: 320, height: 700 } });

type Account = 'demo01' | 'agent01';
const PASSWORDS: Record<Account, string> = { demo01: 'Demo1234', agent01: 'Agent1234' };

interface Visit {
  lang: string;
  dir: 'ltr' | 'rtl';
  account?: Account;
  screens: { name: string; path: string; then?: (page: Page) => Promise<void> }[];
}

/** The phone tab of forgot password (the second button of the method toggle, whatever the language). */
async function phoneTab(page: Page) {
  await page.locator('main [role="group"] button[aria-pressed]').nth(1).click();
  await expect(page.locator('main [role="group"] button[aria-pressed="true"]')).toHaveCount(1);
  await expect(page.locator('input[type="tel"]').first()).toBeVisible();
}

const VISITS: Visit[] = [
  { lang: 'th', dir: 'ltr', screens: [{ name: 'home', path: '/m/home' }, { name: 'login', path: '/m/login' }] },
  { lang: 'km', dir: 'ltr', screens: [{ name: 'register', path: '/m/register' }] },
  { lang: 'my', dir: 'ltr', screens: [{ name: 'forgot password, phone tab', path: '/m/forget', then: phoneTab }] },
  { lang: 'ja', dir: 'ltr', screens: [{ name: 'game list', path: '/m/gameLobby?type=RNG&vendor=PG' }] },
  { lang: 'zh-Hant', dir: 'ltr', screens: [{ name: 'lottery list', path: '/m/moreLottery' }] },
  { lang: 'ta', dir: 'ltr', screens: [{ name: 'lottery list', path: '/m/moreLottery' }, { name: 'login', path: '/m/login' }] },
  { lang: 'ta', dir: 'ltr', account: 'agent01', screens: [{ name: 'agent home', path: '/m/agent/home' }, { name: 'deposit', path: '/m/voucherCenter' }] },
  { lang: 'ko', dir: 'ltr', screens: [{ name: 'register', path: '/m/register' }] },
  { lang: 'lo', dir: 'ltr', screens: [{ name: 'login', path: '/m/login' }] },
  { lang: 'fa', dir: 'rtl', screens: [{ name: 'register', path: '/m/register' }] },
  { lang: 'hi', dir: 'ltr', screens: [{ name: 'game list', path: '/m/gameLobby?type=RNG&vendor=PG' }, { name: 'register', path: '/m/register' }] },
  {
    lang: 'ne',
    dir: 'ltr',
    account: 'demo01',
    screens: [
      { name: 'member centre', path: '/m/mine' },
      { name: 'withdraw', path: '/m/withdraw' },
      { name: 'security centre', path: '/m/securityCenter' },
    ],
  },
  {
    lang: 'bn',
    dir: 'ltr',
    account: 'demo01',
    screens: [
      { name: 'security centre', path: '/m/securityCenter' },
      { name: 'game list', path: '/m/gameLobby?type=RNG&vendor=PG' },
    ],
  },
  {
    lang: 'zh-Hans',
    dir: 'ltr',
    account: 'demo01',
    screens: [{ name: 'deposit', path: '/m/voucherCenter' }],
  },
  {
    lang: 'fa',
    dir: 'rtl',
    account: 'demo01',
    screens: [
      { name: 'home', path: '/m/home' },
      { name: 'withdraw', path: '/m/withdraw' },
      { name: 'forgot password', path: '/m/forget' },
      { name: 'security centre', path: '/m/securityCenter' },
      { name: 'deposit report', path: '/m/vouReport?range=30d' },
    ],
  },
  {
    lang: 'ur',
    dir: 'rtl',
    account: 'demo01',
    screens: [
      { name: 'member centre', path: '/m/mine' },
      { name: 'security centre', path: '/m/securityCenter' },
      { name: 'withdraw', path: '/m/withdraw' },
      { name: 'transaction record', path: '/m/transaction/record?range=30d' },
    ],
  },
  { lang: 'ur', dir: 'rtl', account: 'agent01', screens: [{ name: 'agent home', path: '/m/agent/home' }] },
  {
    lang: 'ar',
    dir: 'rtl',
    account: 'demo01',
    screens: [
      { name: 'home', path: '/m/home' },
      { name: 'withdraw', path: '/m/withdraw' },
      { name: 'deposit', path: '/m/voucherCenter' },
      { name: 'inbox', path: '/m/webEmail' },
    ],
  },
  { lang: 'ar', dir: 'rtl', screens: [{ name: 'register', path: '/m/register' }, { name: 'lottery list', path: '/m/moreLottery' }] },
  { lang: 'ru', dir: 'ltr', account: 'agent01', screens: [{ name: 'agent home', path: '/m/agent/home' }] },
];

for (const visit of VISITS) {
  test(`${visit.lang} (${visit.dir}) at 320 px: ${visit.screens.map((s) => s.name).join(', ')}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: visit.lang, url: baseURL! }]);
    if (visit.account) await signInBeforeOpening(page, visit.account, PASSWORDS[visit.account]);
    for (const screen of visit.screens) {
      await page.goto(screen.path);
      await screen.then?.(page);
      await expect(page.locator('html')).toHaveAttribute('lang', visit.lang);
      await expect(page.locator('html')).toHaveAttribute('dir', visit.dir);
      const sideways = await sidewaysOverflow(page);
      expect(sideways.overflow, `${screen.name} scrolls sideways: ${sideways.widest.join(', ')}`).toBe(0);
      expect(await pastTheSides(page), `${screen.name}: past the screen's sides`).toEqual([]);
      expect(await clippedTexts(page), `${screen.name}: text cut by its box`).toEqual([]);
      const serious = seriousViolations(await axeViolations(page));
      expect(serious, `${screen.name}:\n${describeViolations(serious)}`).toEqual([]);
    }
  });
}

// SPEC §2 header: the back arrow points to where the reader came from, the inline start; right in Persian.
test('the back arrow points right in Persian', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fa', url: baseURL! }]);
  await page.goto('/m/moreLottery');
  const back = page.locator('header a[data-back]');
  const header = await page.locator('header[data-app-header]').boundingBox();
  const box = await back.boundingBox();
  // At the inline start of the header, which is its right side...
  expect(box!.x + box!.width / 2).toBeGreaterThan(header!.x + header!.width / 2);
  // ...drawn turned over: the chevron's tip (its leftmost point when unturned) is on the right.
  const tipOnRight = await back.locator('svg').evaluate((svg) => {
    const path = svg.querySelector('path')!;
    const length = path.getTotalLength();
    const matrix = path.getScreenCTM()!;
    // The path runs top, tip, bottom: the tip is the middle point.
    const [top, tip, bottom] = [0, length / 2, length].map((at) => path.getPointAtLength(at).matrixTransform(matrix).x);
    return tip! > top! && tip! > bottom!;
  });
  expect(tipOnRight).toBe(true);
});

// SPEC §2 home: the floating buttons overlay the page at its inline end (the left in Persian) without covering a
// control at any scroll, on a short 320 px phone; the first view takes the whole width, so the member's own name
// is shown whole beside the avatar, read left to right.
test('home at 320x568 in Persian: the name whole, banners and notices right to left, no control under the floating buttons', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fa', url: baseURL! }]);
  await signInBeforeOpening(page, 'demo01', 'Demo1234');
  await page.goto('/m/home');
  const popups = page.locator('dialog[aria-labelledby="login-popups-title"]');
  await popups.locator('form[method="dialog"] button').click();
  await expect(popups).toBeHidden();
  const name = page.locator('main section bdi').first();
  await expect(name).toHaveText('demo01');
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // The banner carousel runs right to left: the second slide waits on the left of the first.
  const banners = page.locator('section[aria-roledescription]').first();
  const slides = await banners.locator('[role="group"]').evaluateAll((groups) =>
    groups.map((group) => ({ label: group.getAttribute('aria-label') ?? '', x: group.getBoundingClientRect().x })),
  );
  const first = slides.find((slide) => slide.label.startsWith('1 /'))!;
  const second = slides.find((slide) => slide.label.startsWith('2 /'))!;
  expect(second.x).toBeLessThan(first.x);
  // The notice ticker runs towards the inline start, rightwards.
  const tickerShift = await page.evaluate(async () => {
    const ticker = document.getAnimations().find((animation) => (animation as CSSAnimation).animationName?.endsWith('ticker'));
    const track = (ticker?.effect as KeyframeEffect | undefined)?.target;
    if (!ticker || !track) return null;
    ticker.currentTime = 2000;
    return new DOMMatrix(getComputedStyle(track).transform).m41;
  });
  expect(tickerShift).toBeGreaterThan(0);
  const floating = page.locator('a[href="/m/service"]');
  expect((await floating.boundingBox())!.x).toBeLessThan(160);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 60) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await controlsUnderFloating(page), `scrolled to ${y}`).toEqual([]);
  }
});

// SPEC §9 right to left, SPEC §1 money: an amount keeps its sign, symbol and figure in left-to-right order inside a
// Persian screen; without isolation the neutral sign would be drawn on the figure's right.
test('amounts read left to right in Persian, sign first', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fa', url: baseURL! }]);
  await signInBeforeOpening(page, 'demo01', 'Demo1234');
  await page.goto('/m/vouReport?range=30d');
  const amount = page.locator('[data-amount]').first();
  const text = (await amount.textContent())!;
  expect(text.startsWith(`\u2066+${SEEDED_SYMBOL}`) && text.endsWith('\u2069'), text).toBe(true);
  const [sign, symbol, digit] = await amount.evaluate((element) => {
    const text = element.firstChild!;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().x;
    };
    return [1, 2, 3].map(at);
  });
  expect(sign!).toBeLessThan(symbol!);
  expect(symbol!).toBeLessThan(digit!);
});
