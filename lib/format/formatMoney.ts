import { localeDirection } from '@/lib/i18n/locales';

/** SPEC §1 and §9: default currency CNY with the symbol ￥. */
export const DEFAULT_CURRENCY_SYMBOL = '￥';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

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

/** How a screen writes money: `signed` spells the direction out, + for money in or a win, - for money out or a loss. */
export type MoneyFormat = (value: number | string, options?: { signed?: boolean }) => string;

/**
 * Money as a language shows it, the one pattern with the symbol. In a right-to-left language the amount is isolated
 * left to right, sign included: the minus and the symbol are neutral to the bidirectional algorithm, so without the
 * isolate "-¤50.00" reads "¤50.00-" inside a Persian or Arabic sentence. Left-to-right texts stay exactly as written.
 */
export function moneyFormatIn(locale: string, symbol: string = DEFAULT_CURRENCY_SYMBOL): MoneyFormat {
  const isolate = localeDirection(locale) === 'rtl';
  return (value, options) => {
    const text = formatMoney(value, symbol);
    const number = Number(value);
    const signed = options?.signed && number > 0 && Math.round(number * 100) !== 0 ? `+${text}` : text;
    return isolate ? `${LEFT_TO_RIGHT_ISOLATE}${signed}${POP_DIRECTIONAL_ISOLATE}` : signed;
  };
}
