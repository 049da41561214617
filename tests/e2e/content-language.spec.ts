import bn from '../../platform-sim/content/bn.json' with { type: 'json' };
import en from '../../platform-sim/content/en.json' with { type: 'json' };
import vi from '../../platform-sim/content/vi.json' with { type: 'json' };
import { LOTTERY_GAMES } from '../../platform-sim/lottery.mjs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInBeforeOpening } from './support/signIn';

/** The reference platform's seeded texts per language the product fully offers (SPEC §1: vi default, en, bn). */
const SEEDED: Record<string, Record<string, string>> = { vi, en, bn };

/** The seeded texts of every other language that this language does not share word for word. */
function foreignTexts(locale: string): string[] {
  const own = new Set(Object.values(SEEDED[locale]!));
  return Object.entries(SEEDED)
    .filter(([other]) => other !== locale)
    .flatMap(([, texts]) => Object.values(texts))
    .filter((text) => !own.has(text));
}

/**
 * What the player reads: the visible text and the pictures' alternative text, without the lottery games' names,
 * which stay as the vendor writes them in every language.
 */
async function shownText(page: Page): Promise<string> {
  const shown = await page.evaluate(() =>
    [document.body.innerText, ...[...document.querySelectorAll('img[alt]')].map((image) => image.getAttribute('alt'))].join('\n'),
  );
  return LOTTERY_GAMES.reduce((text, game) => text.replaceAll(game.name, ''), shown);
}

async function expectNoForeignText(page: Page, locale: string, screen: string) {
  const shown = await shownText(page);
  expect(foreignTexts(locale).filter((text) => shown.includes(text)), `${screen} in ${locale}`).toEqual([]);
}

// SPEC §1 languages (vi default, en, bn), §9 the platform's Language: the platform's content in the player's language.
for (const locale of Object.keys(SEEDED)) {
  test(`${locale}: home, notices, lottery, inbox and deposit show no seeded text of another language`, async ({
    page, context, baseURL, homePage, noticePage, lotteryPage, inboxPage, depositPage,
  }) => {
    const texts = SEEDED[locale]!;
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL! }]);

    await page.goto('/m/home');
    await expect(homePage.notices.first()).toHaveText(texts['notice.201.title']!);
    await expect(homePage.banners.first()).toHaveAttribute('alt', texts['banner.101']!);
    // The picture's own drawn title is in the reader's language too: one picture per language the platform writes.
    await expect(homePage.banners.first()).toHaveAttribute('src', new RegExp(`/banners/101${locale === 'vi' ? '' : `\\.${locale}`}\\.jpg$`));
    await expectNoForeignText(page, locale, 'home');

    await noticePage.goto();
    await expect(noticePage.entries.first()).toBeVisible();
    await expect(page.getByText(texts['notice.201.title']!).first()).toBeVisible();
    await expectNoForeignText(page, locale, 'notices');

    await lotteryPage.goto();
    // The page object names the list in Vietnamese: the rows by their game code here.
    await expect(page.locator('li[data-game-code]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: texts['lottery.VN_NORTH']!, exact: true }).first()).toBeVisible();
    await expectNoForeignText(page, locale, 'lottery list');

    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    await inboxPage.goto();
    await expect(page.locator('li[data-entry-id]').first()).toContainText(`${texts['inbox.deposit.title']} #30`);
    await expectNoForeignText(page, locale, 'inbox');

    await depositPage.goto();
    await expect(depositPage.screen).toBeVisible();
    await expectNoForeignText(page, locale, 'deposit');

    // The records of money already moved: the deposit methods and the movements' remarks in the reader's language.
    await page.goto('/m/vouReport?range=30d');
    await expect(page.locator('[data-amount]').first()).toBeVisible();
    await expectNoForeignText(page, locale, 'deposit records');
    await signInBeforeOpening(page, 'agent01', 'Agent1234');
    await page.goto('/m/transaction/record?types=A&range=30d');
    await expect(page.getByText(texts['remark.commission']!).first()).toBeVisible();
    await expectNoForeignText(page, locale, 'agent transaction record');
  });
}
