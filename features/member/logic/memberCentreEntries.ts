import { activityInfoHref } from '@/features/promo/logic/activityInfoHref';
import { loginPathFor } from '@/lib/routes/returnPath';
import { AGENT_EXCLUDED_TYPES } from '@/lib/routes/routeTable';
import type { WhitelabelFlag } from '@/lib/settings/whitelabelFlag';

/** The member centre entries of SPEC §2, in the spec's order; the key names the entry's text under `mine.entries`. */
export const MEMBER_CENTRE_ENTRY_KEYS = [
  'rewardCenter', 'mission', 'deposit', 'bettingRecord', 'inviteFriendsPopup', 'accountRecord', 'securityCenter',
  'depositReport', 'withdrawReport', 'profitAndLoss', 'superiorTransfer', 'manualRebate', 'myRebate', 'inviteFriends',
  'agencyCenter', 'customerService',
] as const;
export type MemberCentreEntryKey = (typeof MEMBER_CENTRE_ENTRY_KEYS)[number];

/** Promotion codes of row 43 that gate an entry. */
export type PromotionCode = 'MISSION' | 'REFERRAL';

export interface MemberCentreContext {
  /** A whitelabel switch (missing settings: off). */
  flag: (name: WhitelabelFlag) => boolean;
  /** The signed-in member (type from the renewed member info, else the session), or null for a visitor. */
  member: { type: number; toUpline: boolean } | null;
  /** Codes of the enabled promotions (row 43); null when they are unknown (visitor, or the call failed). */
  promotions: ReadonlySet<string> | null;
  /** The activity that describes the MISSION promotion (row 43's activityId), when the platform names one. */
  missionActivityId?: string | null;
}

interface EntryRule {
  key: MemberCentreEntryKey;
  /** Where the entry goes; null for the invite-friends popup, which opens in place. */
  path: string | null | ((context: MemberCentreContext) => string);
  shown: (context: MemberCentreContext) => boolean;
}

const byFlag = (name: WhitelabelFlag) => (context: MemberCentreContext) => context.flag(name);
const byPromotion = (code: PromotionCode) => (context: MemberCentreContext) => context.promotions?.has(code) === true;

/** SPEC §2 member centre: each entry with the one condition that shows it. */
const RULES: readonly EntryRule[] = [
  { key: 'rewardCenter', path: '/m/rewardCenter', shown: byFlag('REWCEN3') },
  {
    key: 'mission',
    // The mission's own activity; the activity list only while the platform names none.
    path: (context) => (context.missionActivityId ? activityInfoHref(context.missionActivityId) : '/m/activity'),
    shown: byPromotion('MISSION'),
  },
  { key: 'deposit', path: '/m/voucherCenter', shown: byFlag('DEPOSIT') },
  { key: 'bettingRecord', path: '/m/gameRecord', shown: byFlag('TRANSBETREPMEM3') },
  { key: 'inviteFriendsPopup', path: null, shown: byFlag('showReferral') },
  { key: 'accountRecord', path: '/m/transaction/record', shown: byFlag('TRANSREC3') },
  { key: 'securityCenter', path: '/m/securityCenter', shown: byFlag('SECPRIV') },
  { key: 'depositReport', path: '/m/vouReport', shown: byFlag('DEPRECM3') },
  { key: 'withdrawReport', path: '/m/withdrawReport', shown: byFlag('WITHREC3') },
  { key: 'profitAndLoss', path: '/m/profitandloss', shown: byFlag('PERSREP') },
  {
    key: 'superiorTransfer',
    path: '/m/upLine/transfer',
    // SPEC §6: superior transfer needs a member with toUpline whose type is not 2.
    shown: (context) =>
      context.flag('AGETRANSFERUP3') && context.member !== null && context.member.toUpline && context.member.type !== 2,
  },
  { key: 'manualRebate', path: '/m/member/manualRebate', shown: byFlag('MANPLAYREB3') },
  { key: 'myRebate', path: '/m/member/rebateReport', shown: byFlag('PLYRBT') },
  { key: 'inviteFriends', path: '/m/inviteFriends', shown: byPromotion('REFERRAL') },
  {
    key: 'agencyCenter',
    path: '/m/agent/home',
    shown: (context) => context.member !== null && !(AGENT_EXCLUDED_TYPES as readonly number[]).includes(context.member.type),
  },
  { key: 'customerService', path: '/m/service', shown: () => true },
];

export type MemberCentreEntry =
  | { key: MemberCentreEntryKey; kind: 'link'; href: string }
  /** The invite-friends popup of a signed-in member (a visitor gets a login link instead). */
  | { key: 'inviteFriendsPopup'; kind: 'referralPopup' };

/**
 * The entries the member centre shows, in order. A visitor's entries all lead to /m/login, returning to the
 * entry's page (or to the member centre itself, `centrePath`, for the popup).
 */
export function memberCentreEntries(context: MemberCentreContext, centrePath: string): MemberCentreEntry[] {
  const signedIn = context.member !== null;
  return RULES.filter((rule) => rule.shown(context)).map((rule): MemberCentreEntry => {
    const path = typeof rule.path === 'function' ? rule.path(context) : rule.path;
    if (!signedIn) return { key: rule.key, kind: 'link', href: loginPathFor(path ?? centrePath) };
    return path === null ? { key: 'inviteFriendsPopup', kind: 'referralPopup' } : { key: rule.key, kind: 'link', href: path };
  });
}

/** The enabled promotion codes of a row-43 answer. */
/** The activity an enabled promotion points at (row 43's activityId), or null. */
export function promotionActivityId(
  promotions: ReadonlyArray<{ code: string; enabled: boolean; activityId: string | null }>,
  code: PromotionCode,
): string | null {
  return promotions.find((promotion) => promotion.code === code && promotion.enabled)?.activityId ?? null;
}

export function enabledPromotions(promotions: ReadonlyArray<{ code: string; enabled: boolean }>): Set<string> {
  return new Set(promotions.filter((promotion) => promotion.enabled).map((promotion) => promotion.code));
}
