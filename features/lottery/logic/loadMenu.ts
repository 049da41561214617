import 'server-only';
import { lotteryMenu } from '@/lib/platform/calls';
import { askPlatform } from '@/lib/request/context';
import { resizedImageUrl } from '@/lib/images/resizedImage';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { clockOffset } from './countdown';
import { LOTTERY_ICON_WIDTH, lotteryData, type LotteryData } from './menu';
import { orFallback } from '@/lib/platform/orFallback';

export interface LotterySnapshot extends LotteryData {
  /** The platform's time when this page was rendered (this server's clock + its offset to the platform). */
  serverNow: number;
}

/**
 * The first list, loaded on the server (SPEC §7 lottery menu, row 39). The platform's lotteryTime stamps and
 * this server's own send/receive times give the platform clock; the deadlines are placed on it, and the page
 * carries the platform's time at render so the browser can take its offset from it. Null when it failed.
 */
export async function loadLotterySnapshot(
  settings: Pick<ConsolidatedSettings, 'imageCDNs'> | null,
): Promise<LotterySnapshot | null> {
  const sentAt = Date.now();
  const menu = await askPlatform(lotteryMenu, {}).catch(orFallback(null));
  const receivedAt = Date.now();
  if (!menu) return null;
  const first = Object.values(menu).flatMap((group) => group.gameMenus ?? group.games ?? [])[0];
  const offset = clockOffset({ sentAt, receivedAt, lotteryTime: first?.lotteryTime });
  const data = lotteryData(menu, receivedAt + offset, (path) => resizedImageUrl(settings, path, LOTTERY_ICON_WIDTH));
  return { ...data, serverNow: Date.now() + offset };
}
