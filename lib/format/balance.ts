import { DEFAULT_CURRENCY_SYMBOL, moneyFormatIn } from '@/lib/format/formatMoney';

/** What the account popover shows of the wallet (SPEC §3 wallet: currencySymbol, sumBalance). */
export interface BalanceView {
  sum: number;
  symbol: string;
}

export const HIDDEN_BALANCE = '******';

/** The wallet's own symbol, else the merchant wallet's (row 11), else the default ￥. */
export function balanceView(
  wallet: { sumBalance: number; currencySymbol: string } | null,
  merchant: { currencySymbol: string } | null,
): BalanceView | null {
  if (!wallet) return null;
  return { sum: wallet.sumBalance, symbol: wallet.currencySymbol || merchant?.currencySymbol || DEFAULT_CURRENCY_SYMBOL };
}

/** SPEC §2: #,##0.00 with the symbol when shown, in the player's language; a mask while hidden (the default). */
export function balanceText(view: BalanceView | null, visible: boolean, locale: string): string {
  if (!visible) return HIDDEN_BALANCE;
  return view ? moneyFormatIn(locale, view.symbol)(view.sum) : '--';
}
