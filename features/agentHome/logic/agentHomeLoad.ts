import 'server-only';
import { balanceView, type BalanceView } from '@/lib/format/balance';
import { announcements, inboxUnread, memberInfo, teamKpi, walletBalance } from '@/lib/platform/calls';
import { askPlatform } from '@/lib/request/context';
import type { MemberInfo, TeamKpi } from '@/lib/platform/schemas';
import { zonedDay } from '@/lib/format/zonedClock';
import { orFallback } from '@/lib/platform/orFallback';

/** Each part of the agent home; null when its call failed, so that part alone says it is unavailable. */
export interface AgentHomeData {
  member: MemberInfo | null;
  balance: BalanceView | null;
  team: TeamKpi['footer'] | null;
  inboxUnread: number | null;
  noticesUnread: number | null;
}

const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(orFallback(null));

/**
 * SPEC §2 agent home: member info (row 9), wallet (row 10), team KPI for today in the merchant's time zone
 * (row 27, SPEC §7: startDate = endDate = today, size 0), inbox count (row 26) and the agent notices' unread
 * count (row 23 types A), all at once.
 */
export async function loadAgentHome(timeZone: string, now: Date = new Date()): Promise<AgentHomeData> {
  const today = zonedDay(now, timeZone);
  const [member, wallet, kpi, unread, notices] = await Promise.all([
    orNull(askPlatform(memberInfo, {})),
    orNull(askPlatform(walletBalance, {})),
    orNull(askPlatform(teamKpi, { startDate: today, endDate: today })),
    orNull(askPlatform(inboxUnread, {})),
    orNull(askPlatform(announcements, { types: 'A' })),
  ]);
  return {
    member,
    balance: balanceView(wallet, null),
    team: kpi?.footer ?? null,
    inboxUnread: unread,
    noticesUnread: notices?.footer?.unreadCount ?? null,
  };
}
