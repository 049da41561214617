'use client';

import { useDeferredValue } from 'react';
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
  const answer = useBff(member ? MEMBER_HOME_DOOR : null, { revalidateOnMount: true, dedupingInterval: 60_000 }).data;
  // The answer fills every member part at once (card, popups, hearts, contract): drawn at a transition's priority,
  // React draws them in slices that give the phone back to a tap, not in one long task after the load.
  return useDeferredValue(answer);
}
