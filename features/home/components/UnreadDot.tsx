'use client';

import { useEffect, useMemo } from 'react';
import { useBff } from '@/lib/bff/useBff';
import { INBOX_UNREAD_THROTTLE_MS, throttle } from '@/features/home/logic/throttle';

/**
 * SPEC §2 message-centre dot: shown while the inbox unread count (row 26, from the member's door) is above 0. When
 * the player comes back to the page (back from the inbox, or the tab shown again) or the network comes back, the
 * count is asked again, throttled to 250 ms (SPEC §7).
 */
export function UnreadDot({ initial, label, className }: { initial: number | null; label: string; className?: string }) {
  // A failed recheck keeps the count shown.
  const { data, mutate } = useBff('/wps/inbox/unread', { fallbackData: initial ?? 0 });
  const count = Number(data) || 0;

  const recheck = useMemo(() => throttle(() => void mutate(), INBOX_UNREAD_THROTTLE_MS), [mutate]);

  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) recheck();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    window.addEventListener('pageshow', onShow);
    window.addEventListener('online', recheck);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('pageshow', onShow);
      window.removeEventListener('online', recheck);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [recheck]);

  if (count <= 0) return null;
  return (
    <span className={className} data-unread={count}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
