import { formatAmount } from '@/lib/format/formatMoney';

/** An amount #,##0.00 with its direction spelled out: + for money in or a win, - for money out or a loss. */
export function signedAmount(value: number): string {
  const text = formatAmount(value);
  return value > 0 && text !== '0.00' ? `+${text}` : text;
}
