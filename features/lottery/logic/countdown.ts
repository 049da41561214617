/**
 * SPEC §4 lottery countdown, as pure arithmetic. Every time here is in milliseconds. "Server" times are on the
 * platform's clock; the browser only ever adds its clock offset to its own Date.now(), so a wrong phone clock
 * does not change what the countdown says.
 */

export const TICK_MS = 500;
export const NEAR_MS = 6000;
export const NO_COUNTDOWN = '--:--:--';

/** The platform's lotteryTime [requestReceivedMs, answerSentMs], or null when it is missing or makes no sense. */
export function lotteryTimes(lotteryTime: readonly number[] | null | undefined): [number, number] | null {
  if (!lotteryTime || lotteryTime.length < 2) return null;
  const [received, sent] = lotteryTime as [number, number];
  if (!Number.isFinite(received) || !Number.isFinite(sent) || sent < received) return null;
  return [received, sent];
}

/**
 * SPEC §4: the time the countdown runs to is the remaining time minus half the difference between the two
 * lotteryTime values (remainTime is taken as measured halfway through the platform's handling, so at the
 * moment the answer left it is this much). Without usable lotteryTime values, remainTime as is.
 */
export function remainingWhenSent(remainTime: number, lotteryTime: readonly number[] | null | undefined): number {
  const times = lotteryTimes(lotteryTime);
  return times ? remainTime - (times[1] - times[0]) / 2 : remainTime;
}

export interface Exchange {
  /** The client's clock when the request left and when the answer arrived. */
  sentAt: number;
  receivedAt: number;
  /** The platform's lotteryTime of the answer. */
  lotteryTime: readonly number[] | null | undefined;
}

/**
 * The platform clock minus this clock, from one request (the NTP estimate): the platform's two stamps are
 * compared with the client's two stamps, so the network time is split evenly between the way there and back.
 * With it, the platform's time when the answer arrives is answerSent + (round trip - platform handling) / 2:
 * the answer's travel time is counted, not ignored. Without platform stamps: the midpoint of the exchange is
 * taken as `fallbackServerNow` (or no offset at all).
 */
export function clockOffset(exchange: Exchange, fallbackServerNow?: number): number {
  const times = lotteryTimes(exchange.lotteryTime);
  if (!times) {
    return fallbackServerNow === undefined ? 0 : fallbackServerNow - (exchange.sentAt + exchange.receivedAt) / 2;
  }
  return (times[0] - exchange.sentAt + (times[1] - exchange.receivedAt)) / 2;
}

/**
 * The platform time at which a game's countdown reaches zero: the answer-sent time plus the remaining time at
 * that moment. Without platform stamps, measured from `serverNowAtAnswer`.
 */
export function drawDeadline(
  game: { remainTime: number; lotteryTime?: readonly number[] | null },
  serverNowAtAnswer: number,
): number {
  const times = lotteryTimes(game.lotteryTime);
  return (times ? times[1] : serverNowAtAnswer) + remainingWhenSent(game.remainTime, game.lotteryTime);
}

/** SPEC §4 bet lock: the displayed remaining time is remainTime - lockTime * 1000, never below 0. */
export function betLockRemaining(remainingMs: number, lockTimeSeconds: number): number {
  const lock = Number.isFinite(lockTimeSeconds) && lockTimeSeconds > 0 ? lockTimeSeconds * 1000 : 0;
  return Math.max(0, remainingMs - lock);
}

/** HH:MM:SS of a positive duration, counting a started second as whole (00:00:01 until it is really over). */
export function formatCountdown(ms: number): string {
  if (!(ms > 0)) return NO_COUNTDOWN;
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export interface CountdownInput {
  isSale: boolean;
  /** remainTime as the platform answered it. */
  remainTime: number;
  lockTime: number;
  /** drawDeadline() of the game, platform time. */
  deadline: number;
  /** Now on the platform's clock (client Date.now() + clockOffset). */
  serverNow: number;
}

export type SaleStatus = 'off' | 'open' | 'locked' | 'drawing';

export interface CountdownView {
  /** '--:--:--' or HH:MM:SS. */
  text: string;
  /** Milliseconds to the draw, 0 when there is no countdown. */
  remainingMs: number;
  /** Under 6 s to the draw. */
  near: boolean;
  /** Milliseconds until betting locks (never below 0). */
  lockRemainingMs: number;
  status: SaleStatus;
}

/**
 * SPEC §4: '--:--:--' when not on sale or when the remaining time is zero or negative; otherwise the time left
 * to the deadline, flagged near under 6 s. Status: off sale, open (betting until the lock), locked (the lock
 * has passed, the draw has not), drawing (the countdown is over, waiting for the next issue).
 */
export function countdownView(input: CountdownInput): CountdownView {
  const remaining = input.deadline - input.serverNow;
  if (!input.isSale) return { text: NO_COUNTDOWN, remainingMs: 0, near: false, lockRemainingMs: 0, status: 'off' };
  if (!(input.remainTime > 0) || !(remaining > 0)) {
    return { text: NO_COUNTDOWN, remainingMs: 0, near: false, lockRemainingMs: 0, status: 'drawing' };
  }
  const lockRemainingMs = betLockRemaining(remaining, input.lockTime);
  return {
    text: formatCountdown(remaining),
    remainingMs: remaining,
    near: remaining < NEAR_MS,
    lockRemainingMs,
    status: lockRemainingMs > 0 ? 'open' : 'locked',
  };
}
