'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

const freshCache = () => new Map();

/**
 * The member's parts are kept for this one showing of home: each time home is drawn (a page load or a client
 * navigation back to it, after a sign-out and another member's sign-in too) they are asked again, and nothing
 * read for an earlier session is ever drawn meanwhile.
 */
export function MemberHomeScope({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: freshCache }}>{children}</SWRConfig>;
}
