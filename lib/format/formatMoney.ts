/** SPEC §1 and §9: default currency CNY with the symbol ￥. */
export const DEFAULT_CURRENCY_SYMBOL = '￥';

/**
 * Pattern #,##0.00 whatever the language: comma groups, a dot and two decimals, half away from zero. Not Intl (nor
 * next-intl's number formats, which are Intl): it groups by language, '1.234.567,89' in vi and '12,34,567.89' in bn.
 */
export function formatAmount(value: number | string): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(number)) return '0.00';
  const cents = Math.round(Math.abs(number) * 100 + Number.EPSILON * 100);
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (cents % 100).toString().padStart(2, '0');
  return `${number < 0 && cents > 0 ? '-' : ''}${whole}.${fraction}`;
}

export function formatMoney(value: number | string, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  const amount = formatAmount(value);
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}
