import { describe, expect, it } from 'vitest';
import {
  betLockRemaining, clockOffset, countdownView, drawDeadline, formatCountdown, lotteryTimes, NO_COUNTDOWN, remainingWhenSent,
} from '@/features/lottery/logic/countdown';

// SPEC §4 lottery countdown and bet lock, at every edge.
const T0 = 1_741_582_830_000; // platform clock: request received
const base = { isSale: true, remainTime: 30_000, lockTime: 5, deadline: T0 + 30_000, serverNow: T0 };

describe('lotteryTime', () => {
  it('takes both values, in order', () => {
    expect(lotteryTimes([T0, T0 + 40])).toEqual([T0, T0 + 40]);
    expect(lotteryTimes([T0, T0])).toEqual([T0, T0]);
  });

  it('ignores missing, short, reversed or non-finite values', () => {
    expect(lotteryTimes(undefined)).toBeNull();
    expect(lotteryTimes([])).toBeNull();
    expect(lotteryTimes([T0])).toBeNull();
    expect(lotteryTimes([T0 + 40, T0])).toBeNull();
    expect(lotteryTimes([T0, Number.NaN])).toBeNull();
  });

  it('counts to the remaining time minus half the difference of the two values', () => {
    expect(remainingWhenSent(30_000, [T0, T0 + 400])).toBe(29_800);
    expect(remainingWhenSent(30_000, [T0, T0])).toBe(30_000);
    expect(remainingWhenSent(30_000, undefined)).toBe(30_000);
  });

  it('places the deadline on the platform clock from the answer-sent value', () => {
    // remaining when sent 29 800 ms, sent at T0 + 400.
    expect(drawDeadline({ remainTime: 30_000, lotteryTime: [T0, T0 + 400] }, 0)).toBe(T0 + 400 + 29_800);
    // No stamps: measured from the time the caller says the answer came.
    expect(drawDeadline({ remainTime: 30_000, lotteryTime: null }, T0 + 1000)).toBe(T0 + 31_000);
  });
});

describe('clock offset', () => {
  it('is zero for a synchronised clock with an even network', () => {
    // Sent at T0 - 50, platform received at T0, answered at T0 + 20, back at T0 + 70.
    expect(clockOffset({ sentAt: T0 - 50, receivedAt: T0 + 70, lotteryTime: [T0, T0 + 20] })).toBe(0);
  });

  it('sees a phone clock one hour behind, whatever the round trip', () => {
    const wrong = -3_600_000;
    const exchange = { sentAt: T0 - 50 + wrong, receivedAt: T0 + 70 + wrong, lotteryTime: [T0, T0 + 20] };
    expect(clockOffset(exchange)).toBe(3_600_000);
  });

  it('counts the answer’s travel: at arrival the platform time is answer sent + half the network time', () => {
    const exchange = { sentAt: 1000, receivedAt: 1000 + 300, lotteryTime: [T0, T0 + 100] };
    // Round trip 300 ms, of which 100 on the platform: 200 ms of network, 100 ms back.
    expect(exchange.receivedAt + clockOffset(exchange)).toBe(T0 + 100 + 100);
  });

  it('without stamps takes the midpoint of the exchange as the given platform time, or no offset', () => {
    expect(clockOffset({ sentAt: 1000, receivedAt: 1200, lotteryTime: undefined }, 5000)).toBe(3900);
    expect(clockOffset({ sentAt: 1000, receivedAt: 1200, lotteryTime: [] })).toBe(0);
  });
});

describe('countdown view', () => {
  it('counts down while on sale', () => {
    expect(countdownView(base)).toEqual({ text: '00:00:30', remainingMs: 30_000, near: false, lockRemainingMs: 25_000, status: 'open' });
    expect(countdownView({ ...base, serverNow: T0 + 500 }).text).toBe('00:00:30');
    expect(countdownView({ ...base, serverNow: T0 + 1000 }).text).toBe('00:00:29');
  });

  it('shows --:--:-- when not on sale', () => {
    expect(countdownView({ ...base, isSale: false })).toMatchObject({ text: NO_COUNTDOWN, near: false, status: 'off', remainingMs: 0 });
  });

  it('shows --:--:-- when the remaining time is zero or negative', () => {
    expect(countdownView({ ...base, remainTime: 0 })).toMatchObject({ text: NO_COUNTDOWN, status: 'drawing', near: false });
    expect(countdownView({ ...base, remainTime: -5 })).toMatchObject({ text: NO_COUNTDOWN, status: 'drawing' });
    expect(countdownView({ ...base, serverNow: base.deadline })).toMatchObject({ text: NO_COUNTDOWN, status: 'drawing', near: false });
    expect(countdownView({ ...base, serverNow: base.deadline + 1 })).toMatchObject({ text: NO_COUNTDOWN, remainingMs: 0 });
    expect(countdownView({ ...base, serverNow: base.deadline - 1 })).toMatchObject({ text: '00:00:01', near: true });
  });

  it('flags near under 6 s, not at 6 s', () => {
    expect(countdownView({ ...base, serverNow: base.deadline - 6000 }).near).toBe(false);
    expect(countdownView({ ...base, serverNow: base.deadline - 5999 }).near).toBe(true);
    expect(countdownView({ ...base, serverNow: base.deadline - 5999 }).text).toBe('00:00:06');
  });

  it('locks betting lockTime seconds before the draw, never below 0', () => {
    expect(countdownView({ ...base, serverNow: base.deadline - 5001 })).toMatchObject({ status: 'open', lockRemainingMs: 1 });
    expect(countdownView({ ...base, serverNow: base.deadline - 5000 })).toMatchObject({ status: 'locked', lockRemainingMs: 0 });
    expect(countdownView({ ...base, serverNow: base.deadline - 1000 })).toMatchObject({ status: 'locked', lockRemainingMs: 0 });
    expect(countdownView({ ...base, lockTime: 0, serverNow: base.deadline - 1000 })).toMatchObject({ status: 'open', lockRemainingMs: 1000 });
  });
});

describe('bet lock', () => {
  it('is remainTime - lockTime * 1000, never below 0', () => {
    expect(betLockRemaining(30_000, 15)).toBe(15_000);
    expect(betLockRemaining(15_000, 15)).toBe(0);
    expect(betLockRemaining(10_000, 15)).toBe(0);
    expect(betLockRemaining(-1, 3)).toBe(0);
    expect(betLockRemaining(10_000, 0)).toBe(10_000);
    expect(betLockRemaining(10_000, Number.NaN)).toBe(10_000);
  });
});

describe('formatCountdown', () => {
  it('is HH:MM:SS, a started second counting whole', () => {
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(59_999)).toBe('00:01:00');
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(86_399_000)).toBe('23:59:59');
  });

  it('is --:--:-- at zero, below, or for nonsense', () => {
    expect(formatCountdown(0)).toBe(NO_COUNTDOWN);
    expect(formatCountdown(-1000)).toBe(NO_COUNTDOWN);
    expect(formatCountdown(Number.NaN)).toBe(NO_COUNTDOWN);
  });
});
