import { lotteryMenu, type LotteryMenu } from '@/lib/platform/schemas';
import { clockOffset } from './countdown';

export interface MenuAnswer {
  menu: LotteryMenu;
  /** Platform clock minus this browser's clock, from this request (lib/lottery/countdown.ts clockOffset). */
  offset: number;
  /** The browser's clock when the answer arrived. */
  receivedAt: number;
}

/**
 * The browser's refresh of the lottery menu through the backend-for-frontend (GET /lgw/lottery/menu). The
 * browser's clock is read right before sending and right after the answer, for the clock offset. Throws on
 * any failure (the caller keeps its last list).
 */
export async function fetchLotteryMenu(now: () => number = Date.now): Promise<MenuAnswer> {
  const sentAt = now();
  const response = await fetch('/lgw/lottery/menu', { cache: 'no-store', headers: { Accept: 'application/json' } });
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; value?: unknown } | null;
  const receivedAt = now();
  if (!response.ok || envelope?.success !== true) throw new Error(`lottery menu: HTTP ${response.status}`);
  const parsed = lotteryMenu.safeParse(envelope.value);
  if (!parsed.success) throw new Error('lottery menu: unknown shape');
  const first = Object.values(parsed.data).flatMap((group) => group.gameMenus ?? group.games ?? [])[0];
  return { menu: parsed.data, offset: clockOffset({ sentAt, receivedAt, lotteryTime: first?.lotteryTime }), receivedAt };
}
