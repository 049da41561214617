import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY_SYMBOL, formatMoney, moneyFormatIn } from '@/lib/format/formatMoney';

/** The symbol handed to the formatter: each expected text spells out where it goes. */
const SYMBOL = '￥';

// SPEC §1: every amount a screen shows is written one way, #,##0.00 with the merchant's currency symbol.

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(full) ? [full] : [];
  });
}

describe('one money format', () => {
  it('no screen writes an amount without the currency: no bare formatAmount, toFixed, toLocaleString or Intl number format outside lib/format', () => {
    const offenders = ['app', 'components', 'features', 'lib'].flatMap(sources)
      .filter((file) => !file.startsWith(`lib${path.sep}format${path.sep}`))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [/\bformatAmount\(/, /\.toFixed\(/, /\.toLocaleString\(/, /Intl\.NumberFormat/].filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
      });
    expect(offenders).toEqual([]);
  });

  it('writes the symbol before the figure, the sign before the symbol, in Latin digits whatever the language', () => {
    // SPEC §1: CNY's symbol where neither the wallet nor the merchant names one.
    expect(DEFAULT_CURRENCY_SYMBOL).toBe('￥');
    expect(formatMoney(2700, SYMBOL)).toBe(`${SYMBOL}2,700.00`);
    expect(formatMoney(-12.345, '₫')).toBe('-₫12.35');
    const money = moneyFormatIn('vi', SYMBOL);
    expect(money(50, { signed: true })).toBe(`+${SYMBOL}50.00`);
    expect(money(-50, { signed: true })).toBe(`-${SYMBOL}50.00`);
    expect(money(0.001, { signed: true })).toBe(`${SYMBOL}0.00`);
    expect(money('2700')).toBe(`${SYMBOL}2,700.00`);
  });

  // SPEC §9 right to left: the minus and the symbol are neutral characters, so an amount is isolated left to right
  it('isolates an amount, sign included, left to right in a right-to-left language only', () => {
    expect(moneyFormatIn('fa', SYMBOL)(-50)).toBe(`\u2066-${SYMBOL}50.00\u2069`);
    expect(moneyFormatIn('fa', '$')(1234.5, { signed: true })).toBe('\u2066+$1,234.50\u2069');
    for (const locale of ['vi', 'en', 'bn', 'zh-Hans']) expect(moneyFormatIn(locale, SYMBOL)(-50)).toBe(`-${SYMBOL}50.00`);
  });
});
