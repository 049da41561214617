import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInBeforeOpening } from './support/signIn';
import { smallTouchTargets } from './support/smallTouchTargets';

// SPEC §2 screens, measured as a Bengali player on a 320 px phone sees them: every control a finger can hit is at
// least 44 x 44 CSS px (WCAG 2.5.5). A radio or checkbox is hit through its label, so the label must hold it,
// measure 44 px itself, and hold nothing else one could tap (a link inside a label takes part of the target).

/** Radios and checkboxes whose label is not a whole 44 x 44 target, as "name: why". */
function labelTargetProblems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')]
      .filter((input) => input.closest('label, fieldset, form')?.checkVisibility({ visibilityProperty: true }))
      .flatMap((input) => {
        const label = input.closest('label');
        const name = `${input.name}=${input.value}`;
        if (!label) return [`${name}: no label around it`];
        const box = label.getBoundingClientRect();
        const problems: string[] = [];
        if (box.width < 43.5 || box.height < 43.5) problems.push(`${name}: label ${Math.round(box.width)}x${Math.round(box.height)}`);
        if (label.querySelector('a[href], button, select, textarea')) problems.push(`${name}: another control inside its label`);
        return problems;
      }),
  );
}

const SCREENS: Array<{ account: [string, string] | null; paths: string[] }> = [
  { account: null, paths: ['/m/gameLobby', '/m/gameLobby?type=RNG&vendor=PG', '/m/moreLottery', '/m/notice'] },
  { account: ['demo01', 'Demo1234'], paths: ['/m/voucherCenter', '/m/feedback', '/m/transaction/record', '/m/set'] },
  { account: ['agent01', 'Agent1234'], paths: ['/m/agentRegister', '/m/redRain'] },
];

for (const { account, paths } of SCREENS) {
  test(`touch targets in Bengali at 320 px, ${account?.[0] ?? 'visitor'}: ${paths.join(', ')}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: baseURL! }]);
    await page.setViewportSize({ width: 320, height: 640 });
    if (account) await signInBeforeOpening(page, ...account);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('#content')).toBeVisible();
      expect.soft(await smallTouchTargets(page), `${path}: controls under 44 x 44 px`).toEqual([]);
      expect.soft(await labelTargetProblems(page), `${path}: radios and checkboxes`).toEqual([]);
    }
  });
}
