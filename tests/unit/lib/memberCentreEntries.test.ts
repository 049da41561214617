import { describe, expect, it } from 'vitest';
import {
  enabledPromotions, MEMBER_CENTRE_ENTRY_KEYS, memberCentreEntries, promotionActivityId, type MemberCentreContext,
} from '@/features/member/logic/memberCentreEntries';
import { referralLink } from '@/features/member/logic/referralLink';
import type { WhitelabelFlag } from '@/lib/settings/whitelabelFlag';

const ALL_ON = () => true;
const member = (type: number, toUpline = true) => ({ type, toUpline });
const context = (overrides: Partial<MemberCentreContext> = {}): MemberCentreContext => ({
  flag: ALL_ON,
  member: member(0),
  promotions: new Set(['MISSION', 'REFERRAL']),
  ...overrides,
});
const keys = (ctx: MemberCentreContext) => memberCentreEntries(ctx, '/m/mine').map((entry) => entry.key);
const allBut = (off: WhitelabelFlag) => (name: WhitelabelFlag) => name !== off;

// SPEC §2 member centre entries, each gated by its flag or promotion
describe('memberCentreEntries', () => {
  it('lists every entry in the spec order for an agent with every switch on', () => {
    expect(keys(context({ member: member(1) }))).toEqual([...MEMBER_CENTRE_ENTRY_KEYS]);
  });

  it('links a signed-in member to each entry path, and the invite popup opens in place', () => {
    const entries = memberCentreEntries(context({ member: member(1) }), '/m/mine');
    expect(Object.fromEntries(entries.map((entry) => [entry.key, entry.kind === 'link' ? entry.href : entry.kind]))).toEqual({
      rewardCenter: '/m/rewardCenter',
      mission: '/m/activity',
      deposit: '/m/voucherCenter',
      bettingRecord: '/m/gameRecord',
      inviteFriendsPopup: 'referralPopup',
      accountRecord: '/m/transaction/record',
      securityCenter: '/m/securityCenter',
      depositReport: '/m/vouReport',
      withdrawReport: '/m/withdrawReport',
      profitAndLoss: '/m/profitandloss',
      superiorTransfer: '/m/upLine/transfer',
      manualRebate: '/m/member/manualRebate',
      myRebate: '/m/member/rebateReport',
      inviteFriends: '/m/inviteFriends',
      agencyCenter: '/m/agent/home',
      customerService: '/m/service',
    });
  });

  it.each([
    ['REWCEN3', 'rewardCenter'],
    ['DEPOSIT', 'deposit'],
    ['TRANSBETREPMEM3', 'bettingRecord'],
    ['showReferral', 'inviteFriendsPopup'],
    ['TRANSREC3', 'accountRecord'],
    ['SECPRIV', 'securityCenter'],
    ['DEPRECM3', 'depositReport'],
    ['WITHREC3', 'withdrawReport'],
    ['PERSREP', 'profitAndLoss'],
    ['AGETRANSFERUP3', 'superiorTransfer'],
    ['MANPLAYREB3', 'manualRebate'],
    ['PLYRBT', 'myRebate'],
  ] as const)('hides only the entry of flag %s when it is off', (flag, key) => {
    const on = keys(context());
    expect(on).toContain(key);
    expect(keys(context({ flag: allBut(flag) }))).toEqual(on.filter((entry) => entry !== key));
  });

  it('shows customer service with every switch off, and nothing gated', () => {
    expect(keys(context({ flag: () => false, promotions: new Set(), member: member(0, false) }))).toEqual(['customerService']);
  });

  it('gates mission and invite friends on their enabled promotions; unknown promotions hide both', () => {
    expect(keys(context({ promotions: new Set(['REFERRAL']) }))).not.toContain('mission');
    expect(keys(context({ promotions: new Set(['REFERRAL']) }))).toContain('inviteFriends');
    expect(keys(context({ promotions: new Set(['MISSION']) }))).not.toContain('inviteFriends');
    const unknown = keys(context({ promotions: null }));
    expect(unknown).not.toContain('mission');
    expect(unknown).not.toContain('inviteFriends');
    expect(unknown).toContain('rewardCenter');
  });

  it('opens the mission promotion\'s own activity, the activity list only while the platform names none (SPEC §2)', () => {
    const href = (missionActivityId: string | null) =>
      memberCentreEntries(context({ missionActivityId }), '/m/mine').find((entry) => entry.key === 'mission');
    expect(href('304')).toEqual({ key: 'mission', kind: 'link', href: '/m/activityInfo?id=304' });
    expect(href(null)).toEqual({ key: 'mission', kind: 'link', href: '/m/activity' });
    // A visitor signs in on the way to the same activity.
    expect(memberCentreEntries(context({ member: null, missionActivityId: '304' }), '/m/mine').find((entry) => entry.key === 'mission'))
      .toEqual({ key: 'mission', kind: 'link', href: '/m/login?redirect=%2Fm%2FactivityInfo%3Fid%3D304' });
  });

  it('shows superior transfer only to a member with toUpline whose type is not 2 (SPEC §6)', () => {
    expect(keys(context({ member: member(0, true) }))).toContain('superiorTransfer');
    expect(keys(context({ member: member(1, true) }))).toContain('superiorTransfer');
    expect(keys(context({ member: member(0, false) }))).not.toContain('superiorTransfer');
    expect(keys(context({ member: member(2, true) }))).not.toContain('superiorTransfer');
  });

  it.each([
    [0, false], [4, false], [40, false], [1, true], [2, true], [41, true],
  ])('shows the agency center to member type %i: %s', (type, shown) => {
    expect(keys(context({ member: member(type) })).includes('agencyCenter')).toBe(shown);
  });

  it('sends a visitor from every entry to /m/login with the entry (or the centre) as the return path', () => {
    const entries = memberCentreEntries(context({ member: null, promotions: null }), '/m/member/home');
    expect(entries.every((entry) => entry.kind === 'link' && entry.href.startsWith('/m/login'))).toBe(true);
    const hrefs = Object.fromEntries(entries.map((entry) => [entry.key, entry.kind === 'link' ? entry.href : '']));
    expect(hrefs.rewardCenter).toBe('/m/login?redirect=%2Fm%2FrewardCenter');
    expect(hrefs.inviteFriendsPopup).toBe('/m/login?redirect=%2Fm%2Fmember%2Fhome');
    expect(hrefs.customerService).toBe('/m/login?redirect=%2Fm%2Fservice');
    // A visitor has no member: no superior transfer or agency center; no promotions are known.
    expect(Object.keys(hrefs)).not.toContain('superiorTransfer');
    expect(Object.keys(hrefs)).not.toContain('agencyCenter');
    expect(Object.keys(hrefs)).not.toContain('mission');
  });
});

describe('promotionActivityId', () => {
  it('names the activity of an enabled promotion only', () => {
    const promotions = [
      { code: 'MISSION', enabled: true, activityId: '304' },
      { code: 'REFERRAL', enabled: true, activityId: null },
    ];
    expect(promotionActivityId(promotions, 'MISSION')).toBe('304');
    expect(promotionActivityId(promotions, 'REFERRAL')).toBeNull();
    expect(promotionActivityId([{ code: 'MISSION', enabled: false, activityId: '304' }], 'MISSION')).toBeNull();
  });
});

describe('enabledPromotions', () => {
  it('keeps the codes whose promotion is enabled', () => {
    expect([...enabledPromotions([{ code: 'MISSION', enabled: false }, { code: 'REFERRAL', enabled: true }])]).toEqual(['REFERRAL']);
  });
});

describe('referralLink', () => {
  it('joins the register path with the origin in use', () => {
    expect(referralLink('/m/register?affiliateCode=DM1001', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/m/register?affiliateCode=DM1001');
  });

  it('keeps an absolute http(s) link and refuses other schemes', () => {
    expect(referralLink('https://site.example/r/DM1001', 'http://localhost')).toBe('https://site.example/r/DM1001');
    expect(referralLink('javascript:alert(1)', 'http://localhost')).toBeNull();
    expect(referralLink('/x', 'not an origin')).toBeNull();
  });
});
