'use client';

import { useEffect } from 'react';
import { bffPost } from '@/lib/bff/bffFetch';

/**
 * SPEC §4 mark-as-read: a message is marked read (row 51) by a same-origin POST of its page once it is shown, never
 * by the GET of its address, so a link or a prefetch from another site changes nothing. A failed post leaves the
 * message unread for the next visit.
 */
export function MarkMessageRead({ id }: { id: string }) {
  useEffect(() => {
    bffPost('/wps/inbox/read', { id }).catch(() => undefined);
  }, [id]);
  return null;
}
