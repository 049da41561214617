import type { AnnouncementGroups } from '@/lib/platform/schemas';

type ListGroup = 'playerNotices' | 'promotions' | 'popups' | 'agentNotices';

export interface NoticeTab {
  /** The content type the platform filters by (SPEC §3 client config: PL, PR, PU, A). */
  type: 'PL' | 'PR' | 'PU' | 'A';
  /** Where row 23 answers that type. */
  group: ListGroup;
}

/**
 * The player announcement screen's tabs: notices first (what the home ticker shows), then promotions and
 * popups. Banners and hot matches have their own places on home and are not listed here.
 */
export const PLAYER_TABS: readonly NoticeTab[] = [
  { type: 'PL', group: 'playerNotices' },
  { type: 'PR', group: 'promotions' },
  { type: 'PU', group: 'popups' },
];

/** The agent announcement screen (/m/member/notice?types=A) lists agent notices only. */
export const AGENT_TAB: NoticeTab = { type: 'A', group: 'agentNotices' };

/** The tab a `types` query names; anything else shows the first. */
export function playerTab(types: string | string[] | undefined): NoticeTab {
  const wanted = (Array.isArray(types) ? types[0] : types)?.trim().toUpperCase();
  return PLAYER_TABS.find((tab) => tab.type === wanted) ?? PLAYER_TABS[0]!;
}

export function noticeHref(tab: NoticeTab, id?: string): string {
  const base = tab.type === 'A' ? '/m/member/notice' : '/m/notice';
  const query = new URLSearchParams({ types: tab.type, ...(id ? { id } : {}) });
  return `${base}?${query}`;
}

/** The entries of one tab and the platform's unread count of what it returned. */
export function tabEntries(groups: Pick<AnnouncementGroups, ListGroup | 'footer'>, tab: NoticeTab) {
  return { entries: groups[tab.group], unreadCount: groups.footer?.unreadCount ?? null };
}
