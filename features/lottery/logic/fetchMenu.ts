import { bffFetch } from '@/lib/bff/bffFetch';
import type { LotteryMenu } from '@/lib/platform/schemas';
import { clockOffset } from './countdown';

function isMenu(value: unknown): value is LotteryMenu {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (group) => group && typeof group === 'object' && [group.gameMenus, group.games].every((list) => list == null || Array.isArray(list)),
  );
}

/** The backend-for-frontend's door to the lottery menu (row 39). */
export const LOTTERY_MENU_PATH = '/lgw/lottery/menu';

export interface MenuAnswer {
  menu: LotteryMenu;
  /** Platform clock minus this browser's clock, from this request (features/lottery/logic/countdown.ts clockOffset). */
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
  const { status, envelope } = await bffFetch(LOTTERY_MENU_PATH);
  const receivedAt = now();
  if (envelope.success !== true) throw new Error(`lottery menu: HTTP ${status}`);
  // The server already checked the answer against the row-39 schema (lib/bff/handleBff.ts); only its outline
  // is looked at here, so the browser bundle carries no schema library.
  if (!isMenu(envelope.value)) throw new Error('lottery menu: unknown shape');
  const menu = envelope.value;
  const first = Object.values(menu).flatMap((group) => group.gameMenus ?? group.games ?? [])[0];
  return { menu, offset: clockOffset({ sentAt, receivedAt, lotteryTime: first?.lotteryTime }), receivedAt };
}
