import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format/formatMoney';
import { signedAmount } from '@/features/reports/logic/signedAmount';

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
    expect(formatMoney(2700, '￥')).toBe('￥2,700.00');
    expect(formatMoney(-12.345, '₫')).toBe('-₫12.35');
    expect(signedAmount(50, '￥')).toBe('+￥50.00');
    expect(signedAmount(-50, '￥')).toBe('-￥50.00');
    expect(signedAmount(0.001, '￥')).toBe('￥0.00');
  });
});
