import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@/lib/uploads/imageRules';
import { feedbackSchema, remarkLength } from '@/features/feedback/logic/feedbackSchema';
import { headIconProblem } from '@/features/myAccount/logic/headIconProblem';
import { nextClubLevel } from '@/features/member/logic/nextClubLevel';
import { nicknameSchema } from '@/features/myAccount/logic/nicknameSchema';
import { inboxMessageHref, messageWanted } from '@/features/inbox/logic/inboxPages';

const errorOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message ?? null;

// Nickname 2-20 letters or digits (README row 74), feedback remark 1-140 characters (SPEC §5, row 78)
describe('member service forms', () => {
  it('takes a nickname of 2-20 letters or digits in words separated by single spaces', () => {
    for (const good of ['Lu', 'Lucky Star 7', 'Nguyễn Văn An', '  trimmed  ', 'x'.repeat(20)]) {
      expect(nicknameSchema.safeParse({ nickname: good }).success).toBe(true);
    }
    for (const bad of ['L', 'x'.repeat(21), 'Lucky!', 'two  spaces', '']) {
      expect(errorOf(nicknameSchema.safeParse({ nickname: bad }))).toBe('nicknameInvalid');
    }
  });

  it('takes a feedback type and a remark of 1-140 characters as the member counts them', () => {
    expect(feedbackSchema.safeParse({ type: 'GAME', remark: 'ế'.repeat(140) }).success).toBe(true);
    expect(errorOf(feedbackSchema.safeParse({ type: 'GAME', remark: 'ế'.repeat(141) }))).toBe('feedbackRemarkTooLong');
    // An emoji is one character to the member, two UTF-16 units to JavaScript.
    expect(remarkLength('😀'.repeat(140))).toBe(140);
    expect(feedbackSchema.safeParse({ type: 'OTHER', remark: '😀'.repeat(140) }).success).toBe(true);
    expect(errorOf(feedbackSchema.safeParse({ type: 'OTHER', remark: '   ' }))).toBe('feedbackRemarkRequired');
    expect(errorOf(feedbackSchema.safeParse({ remark: 'ok' }))).toBe('feedbackTypeRequired');
    expect(errorOf(feedbackSchema.safeParse({ type: 'PRAISE', remark: 'ok' }))).toBe('feedbackTypeRequired');
  });

  it('refuses a head icon that is not a png/jpg of at most 5 MB before upload', () => {
    expect(headIconProblem(null)).toBe('headIconRequired');
    expect(headIconProblem({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe('headIconType');
    expect(headIconProblem({ name: 'me.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('headIconTooLarge');
    expect(headIconProblem({ name: 'me.jpg', type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
  });
});

// Club benefits (SPEC §7 MEMCLUB3, README row 77) and the inbox message page
describe('club progress and inbox links', () => {
  const levels = [3, 1, 2].map((level) => ({
    level, labelName: `VIP ${level}`, depositRequired: level * 10, turnoverRequired: level * 100,
    benefits: { upgradeBonus: 0, birthdayBonus: 0, monthlyBonus: 0, rebateRate: 0, dailyWithdrawals: 1 },
  }));

  it('works towards the lowest level above the current one, the first without one, none at the top', () => {
    expect(nextClubLevel({ current: { level: 1, labelName: 'VIP 1' }, levels })?.labelName).toBe('VIP 2');
    expect(nextClubLevel({ current: null, levels })?.labelName).toBe('VIP 1');
    expect(nextClubLevel({ current: { level: 3, labelName: 'VIP 3' }, levels })).toBeNull();
  });

  it('links a message to its own page and reads only plain ids back', () => {
    expect(inboxMessageHref('5001')).toBe('/m/webEmail?id=5001');
    expect(messageWanted('5001')).toBe('5001');
    expect(messageWanted(['5002', '5003'])).toBe('5002');
    expect(messageWanted('../x')).toBeNull();
    expect(messageWanted(undefined)).toBeNull();
  });
});
