import type { Game } from '@/lib/platform/schemas';
import type { GameSource } from './gameSource';

/** What a game list keeps in sessionStorage so that coming back to it shows the same games at the same place. */
export interface RememberedList {
  games: Game[];
  pageNum: number;
  totalPages: number;
  scrollY: number;
}

const PREFIX = 'gameList:';

/** One entry per address and source: two lists on one screen, or one screen with other filters, never mix. */
export function listMemoryKey(address: string, source: GameSource): string {
  return `${PREFIX}${address}|${JSON.stringify(source)}`;
}

export function rememberList(key: string, list: RememberedList): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(list));
  } catch {
    // A full or missing storage only costs the return to the same place.
  }
}

export function recallList(key: string): RememberedList | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const list = JSON.parse(raw) as Partial<RememberedList>;
    if (!Array.isArray(list.games) || typeof list.pageNum !== 'number' || typeof list.totalPages !== 'number') return null;
    return { games: list.games, pageNum: list.pageNum, totalPages: list.totalPages, scrollY: Number(list.scrollY) || 0 };
  } catch {
    return null;
  }
}

/** Only a return through the history (Back, Forward) brings the list back as it was; a new visit starts afresh. */
export function cameBackThroughHistory(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward';
}
