import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import bn from '../../messages/bn.json' with { type: 'json' };
import vi from '../../messages/vi.json' with { type: 'json' };
import { expect, test } from './support/fixtures';
import { startSecondApp, type SecondApp } from './support/secondApp';

// The platform answers every refusal in English whatever the Language header says. In Vietnamese and Bengali
// the login, register and forgot-password screens show each refusal in their own language, from the refusal
// table (lib/refusals), never the platform's words.

const CATALOGUES = { vi, bn } as const;
type Lang = keyof typeof CATALOGUES;

/** What the platform itself says (platform-sim/api/account.mjs, row 15 settings): never on a vi or bn screen. */
const ENGLISH = {
  loginFailed: 'Sorry, the user does not exist or is disabled',
  codeError: 'Verification code error',
  mobile: 'The mobile num is not valid',
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One of these texts exactly (a wrong SMS code may also name the tries left). */
const oneOf = (texts: string[]) => new RegExp(`^(${texts.map(escape).join('|')})$`);

function refusalText(lang: Lang, key: string, values?: Record<string, string | number>): string {
  return createTranslator({ locale: lang, messages: CATALOGUES[lang] })(`refusals.${key}` as never, values as never);
}

/** A wrong SMS code's text: without the tries left, or with the four left after a first wrong try. */
function codeErrorTexts(lang: Lang): string[] {
  return [
    refusalText(lang, 'VERIFICATION_CODE_ERROR', { attemptsKnown: 'no', attemptsLeft: 0 }),
    refusalText(lang, 'VERIFICATION_CODE_ERROR', { attemptsKnown: 'yes', attemptsLeft: 4 }),
  ];
}

async function speak(context: BrowserContext, lang: Lang, base: string) {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: lang, url: base }]);
}

/** The notice dialog (SPEC §8 'notice'): its message, and its confirm button, in any language. */
function notice(page: Page, lang: Lang) {
  const dialog = page.getByRole('alertdialog', { name: CATALOGUES[lang].forms.notice });
  return {
    dialog,
    message: dialog.locator('#notice-message'),
    dismiss: async () => {
      await dialog.getByRole('button', { name: CATALOGUES[lang].forms.ok }).click();
      await expect(dialog).toBeHidden();
    },
  };
}

const field = (page: Page, name: string): Locator => page.locator(`form [name="${name}"]`);
const errorOf = (page: Page, name: string): Locator => page.locator(`#field-${name}-error`);

for (const lang of ['vi', 'bn'] as const) {
  const m = CATALOGUES[lang];

  test.describe(`refusals in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await speak(context, lang, baseURL!);
    });

    test('login: a wrong password, then a wrong captcha', async ({ page, sim }) => {
      await page.goto('/m/login');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const shown = notice(page, lang);
      const submit = page.getByRole('button', { name: m.login.submit, exact: true });

      await field(page, 'username').fill('demo01');
      await field(page, 'password').fill('Wrong1234');
      await submit.click();
      await expect(shown.message).toHaveText(refusalText(lang, 'LOGIN_FAILED'));
      await expect(shown.dialog).not.toContainText(ENGLISH.loginFailed);
      await shown.dismiss();

      // The second failure brings the captcha (row 2); a wrong one is CAPTCHA_ERROR.
      await field(page, 'password').fill('Wrong1234');
      await submit.click();
      await expect(shown.message).toHaveText(refusalText(lang, 'LOGIN_FAILED'));
      await shown.dismiss();
      await expect(field(page, 'captcha')).toBeVisible();
      const right = await sim.captcha();
      await field(page, 'password').fill('Demo1234');
      await field(page, 'captcha').fill(right === '0000' ? '1111' : '0000');
      await submit.click();
      await expect(shown.message).toHaveText(refusalText(lang, 'CAPTCHA_ERROR'));
      await expect(shown.dialog).not.toContainText(ENGLISH.codeError);
    });

    test('login by SMS: a wrong code', async ({ page, sim }) => {
      await page.goto('/m/login?method=sms');
      await field(page, 'mobileNum').fill('912345678');
      await page.getByRole('button', { name: m.forms.sendCode }).click();
      const code = await sim.sms('912345678');
      await field(page, 'messageCode').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: m.login.submit, exact: true }).click();
      const shown = notice(page, lang);
      await expect(shown.message).toHaveText(oneOf(codeErrorTexts(lang)));
      await expect(shown.dialog).not.toContainText(ENGLISH.codeError);
    });

    test('forgot password by email: an email that is not the account\'s', async ({ page }) => {
      await page.goto('/m/forget');
      await field(page, 'username').fill('demo01');
      await field(page, 'email').fill('someone@example.com');
      await page.getByRole('button', { name: m.forget.submitEmail }).click();
      const shown = notice(page, lang);
      await expect(shown.message).toHaveText(refusalText(lang, 'USER_UNKNOWN'));
      await expect(shown.dialog).not.toContainText(ENGLISH.loginFailed);
    });

    test('forgot password by phone: a number without an account (toast), then a wrong code', async ({ page, sim }) => {
      await page.goto('/m/forget');
      await page.getByRole('group', { name: m.forget.method }).getByRole('button', { name: m.forget.byPhone, exact: true }).click();
      const sendCode = page.getByRole('button', { name: m.forms.sendCode });

      await field(page, 'mobileNum').fill('987654321');
      await sendCode.click();
      const toast = page.getByRole('alert').filter({ hasText: refusalText(lang, 'MOBILE_UNKNOWN') });
      await expect(toast).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: ENGLISH.mobile })).toHaveCount(0);

      await field(page, 'mobileNum').fill('912345678');
      await sendCode.click();
      const code = await sim.sms('912345678');
      await field(page, 'verificationCode').fill(code === '000000' ? '111111' : '000000');
      await field(page, 'newPassword').fill('Newpass99');
      await page.getByRole('form', { name: m.forget.submitPhone }).getByRole('button', { name: m.forget.submitPhone, exact: true }).click();
      const shown = notice(page, lang);
      await expect(shown.message).toHaveText(oneOf(codeErrorTexts(lang)));
      await expect(shown.dialog).not.toContainText(ENGLISH.codeError);
    });
  });
}

// ------------------------------------------------------------------------------------------------------------
// Register: the field refusals the platform sends (rows 7 and 8 FIELD_INVALID with `value.field`) only come when
// the browser's and the server action's checks pass. The app checks the patterns the platform publishes (row
// 15), so a second app instance talks to the simulator through a platform that publishes looser patterns, one
// more country and accepts any invitation code, while the simulator behind it keeps checking its own rules.

const LOOSE_PATTERN = '^[\\s\\S]*$';
const LOOSENED_FIELDS = new Set(['username', 'password', 'nickname', 'payeeName', 'email', 'affiliateCode']);
const UNKNOWN_COUNTRY = { code: 'ZZ', name: 'Nowhere', dialingCode: '999' };

const REWRITES: Record<string, (value: unknown) => unknown> = {
  '/wps/system/setting/register': (value) =>
    (value as Array<{ name: string }>).map((setting) => (LOOSENED_FIELDS.has(setting.name) ? { ...setting, pattern: LOOSE_PATTERN } : setting)),
  '/wps/system/country': (value) => [...(value as unknown[]), UNKNOWN_COUNTRY],
};

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name)) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** A platform in front of the simulator that publishes looser rules than the simulator checks. */
async function startLenientPlatform(upstream: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        const path = new URL(request.url!, 'http://lenient').pathname;
        if (path === '/wps/affiliate/check') {
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true, value: true }));
          return;
        }
        const body = Buffer.concat(chunks);
        const answer = await fetch(`${upstream}${request.url}`, {
          method: request.method,
          headers: forwardedHeaders(request.headers),
          body: body.length ? body : undefined,
          redirect: 'manual',
        });
        let payload = Buffer.from(await answer.arrayBuffer());
        const rewrite = REWRITES[path];
        if (rewrite && answer.ok) {
          const envelope = JSON.parse(payload.toString('utf8')) as { success: boolean; value: unknown };
          if (envelope.success) payload = Buffer.from(JSON.stringify({ ...envelope, value: rewrite(envelope.value) }));
        }
        const headers = Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.has(name) && name !== 'content-encoding'));
        response.writeHead(answer.status, headers).end(payload);
      } catch {
        response.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One field the platform's rules refuse while the published ones let it through, and the rest valid. */
interface FieldCase {
  field: string;
  method: 'username' | 'mobileNum';
  values: Record<string, string>;
  /** The platform's English for it (its row 15 message). */
  english: string;
}

const VALID = { username: 'refuse01', password: 'Secret123', confirmPassword: 'Secret123' };
const FIELD_CASES: FieldCase[] = [
  { field: 'username', method: 'username', values: { ...VALID, username: '1refused' }, english: 'Account format is incorrect' },
  { field: 'password', method: 'username', values: { ...VALID, password: 'secret123', confirmPassword: 'secret123' }, english: 'Password format is incorrect' },
  { field: 'nickname', method: 'username', values: { ...VALID, nickname: 'Nick 1' }, english: 'Name format is not valid' },
  { field: 'payeeName', method: 'username', values: { ...VALID, payeeName: 'Payee #9' }, english: 'Name format is not valid' },
  { field: 'email', method: 'username', values: { ...VALID, email: 'not-an-email' }, english: 'E-mail format is incorrect' },
  { field: 'affiliateCode', method: 'username', values: { ...VALID, affiliateCode: 'AB' }, english: 'Invalid invitation code' },
  // A number of a country the platform does not serve: row 8 names mobileNum.
  {
    field: 'mobileNum', method: 'mobileNum',
    values: { countryDialingCode: UNKNOWN_COUNTRY.dialingCode, mobileNum: '912300001', verificationCode: '123456', password: 'Secret123', confirmPassword: 'Secret123' },
    english: ENGLISH.mobile,
  },
];

test.describe('register field refusals', () => {
  let platform: { url: string; close(): Promise<void> };
  let app: SecondApp;
  test.beforeAll(async ({ servers, sim }) => {
    test.setTimeout(90_000);
    platform = await startLenientPlatform(sim.url);
    app = await startSecondApp(servers, { UPSTREAM_URL: platform.url });
  });
  test.afterAll(async () => {
    app?.stop();
    await platform?.close();
  });

  for (const lang of ['vi', 'bn'] as const) {
    const m = CATALOGUES[lang];
    for (const { field: name, method, values, english } of FIELD_CASES) {
      test(`in ${lang}: the platform refusing ${name} shows under it in ${lang}`, async ({ page, sim, context }) => {
        await speak(context, lang, app.base);
        await page.goto(`${app.base}/m/register`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        if (method === 'mobileNum') {
          await page.getByRole('group', { name: m.register.method }).getByRole('button', { name: m.register.byMobile, exact: true }).click();
          await expect(field(page, 'captcha')).toHaveCount(0);
        }
        for (const [input, value] of Object.entries(values)) {
          if (input === 'countryDialingCode') await field(page, input).selectOption(value);
          else await field(page, input).fill(value);
        }
        if (method === 'username') await field(page, 'captcha').fill(await sim.captcha());
        await page.getByRole('button', { name: m.register.submit, exact: true }).click();

        const expected = refusalText(lang, 'FIELD_INVALID', { field: name });
        await expect(errorOf(page, name)).toHaveText(expected);
        await expect(page.locator('main')).not.toContainText(english);
        // The platform was asked (the refusal is its own), and registered no one.
        const path = method === 'mobileNum' ? '/wps/member/register/mobile' : '/wps/member/register';
        expect(await sim.requests(path)).toHaveLength(1);
      });
    }
  }
});
