'use client';

import { useBff } from '@/lib/bff/useBff';
import { MEMBER_HOME_DOOR, type MemberHome } from './memberHome';

/**
 * The member's parts of home, read once after hydration from the member's door; every part of the page that
 * shows one calls this and swr makes it one request. Undefined until it answers, and for good when it fails:
 * the shared page stays as it was drawn (its account link, unfilled hearts). `member` false: a part drawn for
 * visitors too, which asks nothing then.
 */
export function useMemberHome(member = true): MemberHome | undefined {
  // Unlike other doors, nothing of this was in the server HTML: it is asked on mount.
  return useBff(member ? MEMBER_HOME_DOOR : null, { revalidateOnMount: true, dedupingInterval: 60_000 }).data;
}
