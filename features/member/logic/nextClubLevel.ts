import type { ClubLevel, MemberClub } from '@/lib/platform/schemas';

/** The level the member works towards: the lowest above the current one (the first, without a level); null at the top. */
export function nextClubLevel(club: Pick<MemberClub, 'current' | 'levels'>): ClubLevel | null {
  const above = club.levels.filter((level) => level.level > (club.current?.level ?? 0)).sort((a, b) => a.level - b.level);
  return above[0] ?? null;
}
