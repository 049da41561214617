import bn from '../../messages/bn.json' with { type: 'json' };
import vi from '../../messages/vi.json' with { type: 'json' };
import { expect, test } from './support/fixtures';

// SPEC §2 route table titles: the document title (the browser tab, the history list, a screen reader's page name)
// names the screen, on the screens without a header too, then the merchant's brand (the first merchant's here).

const MESSAGES = { vi, bn } as const;
const SCREENS = [
  ['/m/login', 'login'],
  ['/m/register', 'register'],
  ['/register.html', 'register'],
  ['/m/agentLogin', 'agentLogin'],
  ['/m/forget', 'forget'],
] as const;

for (const locale of ['vi', 'bn'] as const) {
  test(`the screens without a header name themselves in the document title, in ${locale}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL! }]);
    for (const [path, key] of SCREENS) {
      const html = await (await page.request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, path).toBe(`${MESSAGES[locale].titles[key]} · MC Play`);
    }
    await page.goto('/m/agentLogin');
    await expect(page).toHaveTitle(`${MESSAGES[locale].titles.agentLogin} · MC Play`);
  });
}
