import { launchHref } from '@/features/games/logic/launchRequest';
import { game, type HotMatch } from '@/lib/platform/schemas';

/** SPEC §4 game start for a hot match: a SPORTS launch of its vendor, room and node (trial allowed signed out). */
export function hotMatchHref(match: HotMatch): string {
  return launchHref(
    game.parse({
      nodeId: match.nodeId,
      vassalage: match.vendor,
      gameType: 'SPORTS',
      roomId: match.roomId ?? null,
      gameId: match.roomId ?? null,
    }),
  );
}
