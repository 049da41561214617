import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi as vitest } from 'vitest';
import bn from '@/messages/bn.json';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { PlatformError, type PlatformErrorKind } from '@/lib/platform/PlatformError';
import { describeFailure, FAILURE_KEYS, REFUSAL_TABLE, type Translate } from '@/lib/refusals/refusalTable';
import { runtimeKeys } from '@/lib/i18n/runtimeKeys';

const catalogues = { vi, en, bn } as const;
const LOCALES = ['vi', 'en', 'bn'] as const;
const ZONE = 'Asia/Ho_Chi_Minh';

const translator = (locale: (typeof LOCALES)[number]): Translate => runtimeKeys(createTranslator({ locale, messages: catalogues[locale] }));
const describeIn = (locale: (typeof LOCALES)[number], error: unknown) => describeFailure(error, translator(locale), { timeZone: ZONE, locale });
const refusal = (code: string, value: unknown = null, message = 'PLATFORM ENGLISH TEXT') => new PlatformError('refused', code, message, value);

// ------------------------------------------------------------------------------------------------------------
// The contract's codes, read from the contract itself

const SIM_DIR = path.resolve('platform-sim');

function simSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return simSources(full);
    return full.endsWith('.mjs') ? [full] : [];
  });
}

/** Skips one argument of a call (strings, template literals, nested brackets), answering where it ends. */
function argumentEnd(source: string, start: number): number {
  let depth = 0;
  for (let at = start; at < source.length; at += 1) {
    const char = source[at]!;
    if (char === "'" || char === '"' || char === '`') {
      for (at += 1; at < source.length && source[at] !== char; at += 1) {
        if (source[at] === '\\') at += 1;
        else if (char === '`' && source[at] === '$' && source[at + 1] === '{') at = argumentEnd(source, at + 2);
      }
    } else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      if (depth === 0) return at;
      depth -= 1;
    } else if (char === ',' && depth === 0) return at;
  }
  return source.length;
}

/** The literal second argument of every `refuse(...)` call of the simulator (computed ones are left to the README). */
function simulatorCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of simSources(SIM_DIR)) {
    const source = readFileSync(file, 'utf8');
    for (const call of source.matchAll(/\brefuse\(/g)) {
      const first = argumentEnd(source, call.index + call[0].length);
      if (source[first] !== ',') continue;
      const second = source.slice(first + 1, argumentEnd(source, first + 1)).trim();
      const literal = /^(['"])([^'"$`]+)\1$/.exec(second);
      if (literal) codes.add(literal[2]!);
    }
  }
  return codes;
}

/** Code-shaped names in the README that are statuses, types, seeds or settings, not refusal codes. */
const README_NOT_CODES = new Set([
  'CLUB_LEVELS', 'HALF_MONTH', 'SIM_HOST', 'SIM_PORT', 'SIM_PUBLIC_URL', 'TRANSFER_IN', 'TRANSFER_OUT', 'VN_CENTRAL',
  'VN_NORTH', 'VN_SOUTH', 'WITHDRAW_PROFILES', 'BANK_ACB', 'BANK_VCB', 'WITHDRAW_REFUND',
]);

/**
 * The README's codes: every quoted name in capitals with an underscore (`LOGIN_FAILED`, `code: "DECRYPT_FAILED"`)
 * and every quote that is a name dotted in lower case (`verification.code.error`), less the names above.
 */
function readmeCodes(): Set<string> {
  const readme = readFileSync(path.join(SIM_DIR, 'README.md'), 'utf8');
  const codes = new Set<string>();
  for (const [, quoted] of readme.matchAll(/`([^`\n]+)`/g)) {
    if (/^[a-z]+(?:\.[a-z]+){2,}$/.test(quoted!)) codes.add(quoted!);
    for (const [name] of quoted!.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) {
      if (!README_NOT_CODES.has(name)) codes.add(name);
    }
  }
  return codes;
}

/** Codes a change of the platform adds (SMS code lock-out, payment password lock-out), known before it lands. */
const ANNOUNCED_CODES = ['VERIFICATION_CODE_VOID', 'PAYMENT_PASSWORD_LOCKED', 'PAYMENT_PASSWORD_WRONG'];

type Tree = { [key: string]: string | Tree };
function lookup(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
}

describe('the refusal table covers the platform contract', () => {
  it('reads a plausible set of codes from the contract (the extraction itself works)', () => {
    const fromSim = simulatorCodes();
    const fromReadme = readmeCodes();
    for (const code of ['LOGIN_FAILED', 'CAPTCHA_ERROR', 'verification.code.error', 'modify.new.old.same', 'FIELD_INVALID']) {
      expect(fromSim, code).toContain(code);
    }
    for (const code of ['LOGIN_FAILED', 'DECRYPT_FAILED', 'RECEIPT_TYPE', 'HEAD_ICON_TOO_LARGE', 'password.format.error']) {
      expect(fromReadme, code).toContain(code);
    }
    expect(fromReadme).not.toContain('value.captcha');
  });

  it('has an entry for every code the simulator refuses with', () => {
    const missing = [...simulatorCodes()].filter((code) => !Object.hasOwn(REFUSAL_TABLE, code));
    expect(missing, 'add these codes to lib/refusals/refusalTable.ts').toEqual([]);
  });

  it('has an entry for every code platform-sim/README.md names', () => {
    const missing = [...readmeCodes()].filter((code) => !Object.hasOwn(REFUSAL_TABLE, code));
    expect(missing, 'add these codes to lib/refusals/refusalTable.ts (or to README_NOT_CODES if one is no refusal code)').toEqual([]);
  });

  it('has an entry for the codes the platform announced', () => {
    for (const code of ANNOUNCED_CODES) expect(Object.hasOwn(REFUSAL_TABLE, code), code).toBe(true);
  });

  it.each(LOCALES)('every message key of the table is a text in %s', (locale) => {
    const keys = new Set([...Object.values(REFUSAL_TABLE).map((entry) => entry.key), ...Object.values(FAILURE_KEYS), 'errors.unknown']);
    for (const key of keys) expect(typeof lookup(catalogues[locale] as unknown as Tree, key), `${locale}: ${key}`).toBe('string');
  });

  it.each(LOCALES)('every refusal reads in %s without the platform text, with or without its figures', (locale) => {
    const figures = {
      min: 100, max: 50000, withdrawable: 12000, turnoverRequired: 6000, turnoverDone: 500, balance: 800, total: 900,
      minClaim: 1, maxRebate: 1.2, minimumAge: 21, maxDays: 92, attemptsLeft: 2, unlockAt: Date.UTC(2026, 0, 2, 3, 4),
      userName: 'ag01m01', gameCategory: 'RNG', field: 'username',
    };
    for (const code of Object.keys(REFUSAL_TABLE)) {
      for (const value of [null, figures]) {
        const described = describeIn(locale, refusal(code, value));
        expect(described.code).toBe(code);
        expect(described.text.trim(), code).not.toBe('');
        expect(described.text, code).not.toContain('PLATFORM ENGLISH TEXT');
        // A missing argument would leave the ICU placeholder or next-intl's "namespace.key" fallback.
        expect(described.text, code).not.toMatch(/[{}]|^refusals\.|^errors\./);
      }
    }
  });

  it('the refusals namespace holds only keys the table uses', () => {
    const used = new Set(Object.values(REFUSAL_TABLE).map((entry) => entry.key));
    const unused = Object.keys(vi.refusals).filter((key) => !used.has(`refusals.${key}` as never));
    expect(unused).toEqual([]);
  });

  it('Vietnamese and Bengali refusals are translations, not English copies', () => {
    for (const key of Object.keys(en.refusals) as (keyof typeof en.refusals)[]) {
      expect(vi.refusals[key], key).not.toBe(en.refusals[key]);
      expect(bn.refusals[key], key).not.toBe(en.refusals[key]);
    }
  });
});

// ------------------------------------------------------------------------------------------------------------

describe('describeFailure', () => {
  afterEach(() => {
    vitest.restoreAllMocks();
  });

  it('names the login refusals in the player language (SPEC §8)', () => {
    expect(describeIn('vi', refusal('LOGIN_FAILED', null, 'Sorry, the user does not exist or is disabled')).text)
      .toBe(vi.refusals.LOGIN_FAILED);
    expect(describeIn('bn', refusal('CAPTCHA_ERROR', { captcha: 'data:image/svg+xml;base64,AA' })))
      .toEqual({ code: 'CAPTCHA_ERROR', text: bn.refusals.CAPTCHA_ERROR, field: 'captcha' });
    expect(describeIn('en', refusal('LOGIN_FAILED')).text).toBe('Sorry, the user does not exist or is disabled');
  });

  it('fills in money limits and balances as the screens write money, with the currency symbol (SPEC §1)', () => {
    expect(describeIn('vi', refusal('AMOUNT_OUT_OF_RANGE', { min: 100, max: 50000 }))).toEqual({
      code: 'AMOUNT_OUT_OF_RANGE', text: 'Số tiền phải từ ￥100.00 đến ￥50,000.00', field: 'amount',
    });
    expect(describeIn('en', refusal('AMOUNT_OUT_OF_RANGE', { min: 10, max: 50000, userName: 'ag01m01' })).text)
      .toBe('ag01m01: the amount must be between ￥10.00 and ￥50,000.00');
    expect(describeIn('vi', refusal('INSUFFICIENT_BALANCE', { withdrawable: 12000 })).text)
      .toBe('Số dư không đủ: bạn chỉ có thể rút tối đa ￥12,000.00');
    expect(describeIn('vi', refusal('INSUFFICIENT_BALANCE', { balance: 12000 })).text)
      .toBe('Số dư không đủ: bạn chỉ có thể chuyển tối đa ￥12,000.00');
    expect(describeIn('en', refusal('INSUFFICIENT_BALANCE', { balance: 500.5, total: 900 })).text)
      .toBe('Insufficient balance: the total ￥900.00 is more than your balance ￥500.50');
    expect(describeIn('vi', refusal('TURNOVER_NOT_MET', { turnoverRequired: 6000, turnoverDone: 500 })).text)
      .toBe('Chưa đạt yêu cầu doanh thu cược: đã cược ￥500.00 / ￥6,000.00');
    expect(describeIn('bn', refusal('BELOW_MIN_CLAIM', { minClaim: 1, total: 0.4 })).text).toContain('￥1.00');
  });

  it("writes the player's own currency symbol when the caller knows it", () => {
    const text = describeFailure(refusal('AMOUNT_OUT_OF_RANGE', { min: 100, max: 50000 }), translator('vi'), {
      timeZone: ZONE, currencySymbol: '₫', locale: 'vi',
    }).text;
    expect(text).toBe('Số tiền phải từ ₫100.00 đến ₫50,000.00');
  });

  it('marks exactly the entries whose figures are money, so their symbol is looked up', () => {
    const figures = { min: 1, max: 2, withdrawable: 3, balance: 4, total: 5, turnoverDone: 6, turnoverRequired: 7, minClaim: 8 };
    for (const [code, entry] of Object.entries(REFUSAL_TABLE)) {
      let usesMoney = false;
      entry.args?.(figures, {
        money: () => ((usesMoney = true), ''),
        time: () => '',
        category: (name) => name,
      });
      expect(Boolean(entry.namesMoney), code).toBe(usesMoney);
    }
  });

  it('fills in ages, limits, tries left and names', () => {
    expect(describeIn('vi', refusal('UNDER_AGE', { minimumAge: 18 })).text).toBe('Bạn phải đủ 18 tuổi');
    expect(describeIn('en', refusal('PAYMENT_PASSWORD_WRONG', { attemptsLeft: 1 })).text)
      .toBe('The payment password is incorrect; 1 attempt left');
    expect(describeIn('en', refusal('PAYMENT_PASSWORD_WRONG', { attemptsLeft: 3 })).text)
      .toBe('The payment password is incorrect; 3 attempts left');
    expect(describeIn('vi', refusal('PAYMENT_PASSWORD_WRONG')).text).toBe('Mật khẩu thanh toán không đúng');
    expect(describeIn('vi', refusal('verification.code.error', { attemptsLeft: 4 })).text).toBe('Mã xác minh không đúng, còn 4 lần thử');
    expect(describeIn('vi', refusal('NOT_DOWNLINE', { userName: 'stranger1' })).text).toBe('stranger1 không phải cấp dưới trực tiếp của bạn');
    expect(describeIn('en', refusal('REMARK_TOO_LONG', { max: 140 })).text).toContain('140');
    expect(describeIn('en', refusal('RANGE_TOO_LONG', { maxDays: 92 })).text).toBe('The range may span at most 92 days');
    expect(describeIn('vi', refusal('REBATE_ABOVE_OWN', { gameCategory: 'RNG', maxRebate: 1.2 }))).toEqual({
      code: 'REBATE_ABOVE_OWN', text: `Tỷ lệ ${vi.games.categories.RNG} tối đa là 1.2%, bằng tỷ lệ của bạn`, field: 'rate.RNG',
    });
    expect(describeIn('en', refusal('REBATE_ABOVE_OWN', { maxRebate: 1.2 })).field).toBe('rebateRate');
  });

  it('shows a payment password unlock time in the merchant time zone', () => {
    // 03:04 UTC is 10:04 in Ho Chi Minh City (UTC+7).
    const locked = refusal('PAYMENT_PASSWORD_LOCKED', { unlockAt: Date.UTC(2026, 0, 2, 3, 4) });
    expect(describeIn('vi', locked)).toEqual({
      code: 'PAYMENT_PASSWORD_LOCKED',
      text: 'Mật khẩu thanh toán đã bị khóa do nhập sai quá nhiều lần; vui lòng thử lại sau 02/01/2026 10:04',
      field: 'paymentPassword',
    });
    expect(describeIn('en', refusal('PAYMENT_PASSWORD_LOCKED', {})).text).toMatch(/try again later$/);
  });

  it('names the register field the platform refused, in its words for that field', () => {
    for (const [field, vietnamese] of [
      ['username', vi.validation.loginUsername],
      ['password', vi.validation.loginPassword],
      ['nickname', vi.validation.nameFormat],
      ['payeeName', vi.validation.nameFormat],
      ['email', vi.validation.email],
      ['confirmPassword', vi.validation.confirmMismatch],
      ['affiliateCode', vi.validation.invitation],
    ] as const) {
      expect(describeIn('vi', refusal('FIELD_INVALID', { field }, 'Account format is incorrect'))).toEqual({
        code: 'FIELD_INVALID', text: vietnamese, field,
      });
    }
    expect(describeIn('bn', refusal('FIELD_INVALID', { field: 'mobileNum' })).text).toBe('মোবাইল নম্বরটি সঠিক নয়');
    expect(describeIn('en', refusal('FIELD_INVALID', { field: 'idNumber' }))).toEqual({
      code: 'FIELD_INVALID', text: 'This information is not valid', field: 'idNumber',
    });
    expect(describeIn('en', refusal('FIELD_INVALID'))).toEqual({ code: 'FIELD_INVALID', text: 'This information is not valid' });
  });

  it('an unknown code reads as the translated unknown error and is logged once, by its code only', () => {
    const warn = vitest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unknown = refusal('SOMETHING_NEW_XYZ', { min: 1 }, 'Something new went wrong in English');
    expect(describeIn('vi', unknown)).toEqual({ code: 'SOMETHING_NEW_XYZ', text: vi.errors.unknown });
    expect(describeIn('bn', unknown)).toEqual({ code: 'SOMETHING_NEW_XYZ', text: bn.errors.unknown });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('SOMETHING_NEW_XYZ');
    expect(String(warn.mock.calls[0]![0])).not.toContain('Something new went wrong');
    // Inherited names are no entries.
    expect(describeIn('en', refusal('toString')).text).toBe(en.errors.unknown);
  });

  it('failures that are no refusals read in the errors words, with no code', () => {
    const kinds: Exclude<PlatformErrorKind, 'refused'>[] = [
      'session', 'timeout', 'unreachable', 'bad_answer', 'bad_input', 'forbidden', 'rate_limited', 'not_found', 'internal',
    ];
    for (const kind of kinds) {
      const described = describeIn('vi', new PlatformError(kind, 'X', 'English detail'));
      expect(described, kind).toEqual({ code: '', text: lookup(vi as unknown as Tree, FAILURE_KEYS[kind]) });
    }
    expect(describeIn('vi', new PlatformError('session', 'TOKEN_INVALID', 'The account has been logged out')).text).toBe(vi.errors.session);
    expect(describeIn('bn', new Error('boom'))).toEqual({ code: '', text: bn.errors.unknown });
    expect(describeIn('en', 'not an error')).toEqual({ code: '', text: 'Unknown error' });
  });
});
