import 'server-only';
import { DEFAULT_CURRENCY_SYMBOL } from '@/lib/format/formatMoney';
import { merchantWallet, walletBalance } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import type { CallOptions } from '@/lib/platform/platformClient';

/**
 * The symbol money figures carry (rows 10 and 11): the wallet's own, else the merchant wallet's, else ￥. A screen
 * whose figures come from another call still shows them in the player's currency; a failed look-up costs only
 * the symbol, never the screen.
 */
export async function currencySymbol(options: CallOptions): Promise<string> {
  const [wallet, merchant] = await Promise.allSettled([
    callPlatform(walletBalance, {}, options),
    callPlatform(merchantWallet, {}, options),
  ]);
  return (
    (wallet.status === 'fulfilled' && wallet.value.currencySymbol) ||
    (merchant.status === 'fulfilled' && merchant.value.currencySymbol) ||
    DEFAULT_CURRENCY_SYMBOL
  );
}
