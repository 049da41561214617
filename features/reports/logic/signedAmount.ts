import { formatMoney } from '@/lib/format/formatMoney';

/** An amount in the one money format with its direction spelled out: + for money in or a win, - for money out or a loss. */
export function signedAmount(value: number, symbol: string): string {
  const text = formatMoney(value, symbol);
  return value > 0 && Math.round(value * 100) !== 0 ? `+${text}` : text;
}
