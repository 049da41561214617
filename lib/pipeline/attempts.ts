import 'server-only';
import { countLimitRefusal } from '@/lib/observability/platformMetrics';
import { captcha } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { FORM_BODY_BYTES, holdPictures, PICTURE_FORM_BYTES } from '@/lib/security/requestBodies';
import { PlatformError } from '@/lib/platform/PlatformError';
import { takeAttempt, takeFromWindow, type RateBucket } from '@/lib/security/rateLimit';
import { store, storeKey } from '@/lib/store/store';

/** Who is asking, as far as a limit needs to know. */
export interface LimitContext {
  forwardedFor: string | null;
  /** The signed-in account, if any. */
  userName: string | null;
  /** The request body's declared length (null: not declared), read before the body is. */
  bodyBytes?: number | null;
  /** The sealed session cookie as sent, when there is one. */
  sealedSession?: string | null;
}

export type Outcome = { ok: true } | { ok: false; error: unknown };

/**
 * A limit declared on a write: `check` refuses before the platform is asked (by throwing a PlatformError the
 * refusal table words), `settle` learns from the answer (a wrong code counted, a right one forgiven).
 */
export interface Limit<Input = unknown> {
  /** Keys on the visitor alone: a door checks it before it reads the body. */
  readonly early?: boolean;
  check(input: Input, context: LimitContext): Promise<void>;
  settle?(input: Input, context: LimitContext, outcome: Outcome): Promise<void>;
}

/** Wrong SMS codes a mobile number may send before its code is void (a new one must be asked for). */
export const CODE_TRIES = 5;
/** Wrong payment passwords before payment-password writes are locked, and for how long. */
export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60 * 1000;
/**
 * Failed sign-ins of one account per window, whatever addresses they come from, past which its sign-ins need the
 * captcha and are slowed down (its owner is never refused: OWASP's advice against lockout as a weapon).
 */
export const SIGN_IN_TRIES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Past SIGN_IN_TRIES, each sign-in of the account waits this long per failure over the threshold, up to the longest. */
export const SIGN_IN_DELAY_STEP_MS = 500;
export const SIGN_IN_DELAY_LONGEST_MS = 5000;

export const signInDelayMs = (fails: number) =>
  fails < SIGN_IN_TRIES ? 0 : Math.min(SIGN_IN_DELAY_STEP_MS * (fails - SIGN_IN_TRIES + 1), SIGN_IN_DELAY_LONGEST_MS);
/** SMS codes one mobile number may be sent per window (the screens wait a minute between two). */
export const CODES_PER_NUMBER = 5;
export const CODES_WINDOW_MS = 60 * 60 * 1000;
/** Pictures one member may send per minute, and their bytes per hour, whatever addresses they come from. */
export const PICTURES_PER_MINUTE = 6;
export const PICTURE_BYTES_PER_HOUR = 60 * 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;
/** How long a voided code stays void when no new one is asked for (longer than any code lives). */
const VOID_MS = 60 * 60 * 1000;

const WRONG_CODE = new Set(['VERIFICATION_CODE_ERROR', 'verification.code.error']);
/**
 * Sign-in refusals that tested a password or a code. A missing or wrong captcha tested nothing: counting it would
 * let anyone who knows a username lock its owner out without solving a captcha.
 */
const WRONG_SIGN_IN = new Set(['LOGIN_FAILED', ...WRONG_CODE]);
/** Refusals of a signed-in member's write that checked the login password (rows 22 and 83). */
const WRONG_LOGIN_PASSWORD = new Set(['OLD_PASSWORD_WRONG', 'PASSWORD_WRONG']);

function refusedCode(outcome: Outcome): string | null {
  if (outcome.ok || !(outcome.error instanceof PlatformError) || outcome.error.kind !== 'refused') return null;
  return outcome.error.code;
}

const normalise = (target: string) => target.trim().toLowerCase();

/** Names the target of a limit in a write's input (an account, an email, a mobile number). */
export type Target = (input: Record<string, unknown>) => unknown;
type Input = Record<string, unknown>;

function targetOf(target: Target, input: unknown): string | null {
  const value = input && typeof input === 'object' ? target(input as Input) : null;
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Attempts per visitor address (see lib/security/rateLimit.ts for what that address is worth). */
export function visitorRate(bucket: RateBucket): Limit {
  return {
    early: true,
    async check(_input, context) {
      const verdict = await takeAttempt(bucket, context.forwardedFor);
      if (!verdict.allowed) {
        throw new PlatformError('rate_limited', 'RATE_LIMITED', 'Too many attempts', { retryAfterSeconds: verdict.retryAfterSeconds });
      }
    },
  };
}

/** Refuses a member's picture, and has the server hook refuse the session's next ones unread meanwhile. */
function pictureRefusal(context: LimitContext, retryAfterSeconds: number): PlatformError {
  if (context.sealedSession) holdPictures(context.sealedSession, Date.now() + retryAfterSeconds * 1000);
  return new PlatformError('rate_limited', 'PICTURE_RATE_LIMITED', 'Too many pictures', { retryAfterSeconds });
}

/**
 * A write whose body carries a picture (more than a text form's bytes: the activity image door, a deposit receipt,
 * a head icon): counted per visitor address (`RATE_LIMIT_UPLOAD`), and per member PICTURES_PER_MINUTE and
 * PICTURE_BYTES_PER_HOUR, so one session cannot keep the server busy with pictures from rotating addresses.
 * A body of undeclared length counts as a whole picture.
 */
export const pictureUploads: Limit<unknown> = {
  early: true,
  async check(input, context) {
    const bytes = context.bodyBytes ?? PICTURE_FORM_BYTES;
    if (bytes <= FORM_BODY_BYTES) return;
    await visitorRate('upload').check(input, context);
    if (!context.userName) return;
    const member = normalise(context.userName);
    const now = Date.now();
    const count = await takeFromWindow(store(), storeKey('pictures', 'count', member), PICTURES_PER_MINUTE, 60_000, now);
    if (!count.allowed) throw pictureRefusal(context, count.retryAfterSeconds);
    const hour = Math.floor(now / HOUR_MS);
    if ((await store().increment(storeKey('pictures', 'bytes', member, hour), HOUR_MS, bytes)) > PICTURE_BYTES_PER_HOUR) {
      throw pictureRefusal(context, Math.max(1, Math.ceil(((hour + 1) * HOUR_MS - now) / 1000)));
    }
  },
};

/** Attempts per target (an email, an account) and window, whatever address they come from. */
export function targetRate(name: string, target: Target, limit: number, windowMs: number): Limit<Input> {
  return {
    async check(input) {
      const key = targetOf(target, input);
      if (!key) return;
      const verdict = await takeFromWindow(store(), storeKey('target', name, normalise(key)), limit, windowMs);
      if (!verdict.allowed) {
        throw new PlatformError('rate_limited', 'TARGET_RATE_LIMITED', 'Too many attempts', { retryAfterSeconds: verdict.retryAfterSeconds });
      }
    },
  };
}

const codeKeys = (mobile: string) => ({
  void: storeKey('code', 'void', normalise(mobile)),
  fails: storeKey('code', 'fails', normalise(mobile)),
});

/**
 * SMS codes checked for a mobile number (sign-in, registration, password reset): the CODE_TRIES-th wrong code voids
 * the number's code until a new one is asked for, as the platform does, so the code cannot be guessed by spreading
 * tries over addresses or replicas.
 */
export function codeAttempts(mobile: Target): Limit<Input> {
  return {
    async check(input) {
      const number = targetOf(mobile, input);
      if (number && (await store().get(codeKeys(number).void))) {
        throw new PlatformError('refused', 'VERIFICATION_CODE_VOID', 'Code void');
      }
    },
    async settle(input, _context, outcome) {
      const number = targetOf(mobile, input);
      if (!number) return;
      const keys = codeKeys(number);
      const code = refusedCode(outcome);
      if (outcome.ok) {
        await Promise.all([store().delete(keys.void), store().delete(keys.fails)]);
      } else if (code === 'VERIFICATION_CODE_VOID') {
        await store().set(keys.void, '1', VOID_MS);
      } else if (code && WRONG_CODE.has(code)) {
        if ((await store().increment(keys.fails, VOID_MS)) >= CODE_TRIES) {
          await Promise.all([store().set(keys.void, '1', VOID_MS), store().delete(keys.fails)]);
        }
      }
    },
  };
}

/**
 * Asking for a new SMS code gives the number its tries back (declared on the code-sending calls). A number is sent at
 * most CODES_PER_NUMBER codes per CODES_WINDOW_MS, whatever addresses ask, so no one can flood a player's phone.
 */
export function codeRequested(mobile: Target): Limit<Input> {
  const perNumber = targetRate('smsNumber', mobile, CODES_PER_NUMBER, CODES_WINDOW_MS);
  return {
    check: (input, context) => perNumber.check(input, context),
    async settle(input, _context, outcome) {
      const number = targetOf(mobile, input);
      if (!number || !outcome.ok) return;
      const keys = codeKeys(number);
      await Promise.all([store().delete(keys.void), store().delete(keys.fails)]);
    },
  };
}

const paymentKeys = (userName: string) => ({
  lock: storeKey('paypw', 'lock', normalise(userName)),
  fails: storeKey('paypw', 'fails', normalise(userName)),
});

/**
 * Every write that checks the payment password (withdraw, upline transfer, red rain, the security centre's
 * change): PAYMENT_PASSWORD_TRIES wrong ones lock them all for PAYMENT_PASSWORD_LOCK_MS, the unlock time shown.
 */
export const paymentPasswordAttempts: Limit<unknown> = {
  async check(_input, context) {
    if (!context.userName) return;
    const unlockAt = Number(await store().get(paymentKeys(context.userName).lock));
    if (unlockAt > Date.now()) throw new PlatformError('refused', 'PAYMENT_PASSWORD_LOCKED', 'Locked', { unlockAt });
  },
  async settle(_input, context, outcome) {
    if (!context.userName) return;
    const keys = paymentKeys(context.userName);
    const code = refusedCode(outcome);
    const lock = async (unlockAt: number) => {
      await Promise.all([store().set(keys.lock, String(unlockAt), Math.max(1, unlockAt - Date.now())), store().delete(keys.fails)]);
    };
    if (outcome.ok) {
      await store().delete(keys.fails);
    } else if (code === 'PAYMENT_PASSWORD_LOCKED') {
      const told = Number((outcome.error as PlatformError).value && ((outcome.error as PlatformError).value as { unlockAt?: unknown }).unlockAt);
      await lock(Number.isFinite(told) && told > Date.now() ? told : Date.now() + PAYMENT_PASSWORD_LOCK_MS);
    } else if (code === 'PAYMENT_PASSWORD_WRONG') {
      if ((await store().increment(keys.fails, PAYMENT_PASSWORD_LOCK_MS)) >= PAYMENT_PASSWORD_TRIES) {
        const unlockAt = Date.now() + PAYMENT_PASSWORD_LOCK_MS;
        await lock(unlockAt);
        throw new PlatformError('refused', 'PAYMENT_PASSWORD_LOCKED', 'Locked', { unlockAt });
      }
    }
  },
};

/** Failed tries of an account's login password, wherever typed: they ask sign-ins for the captcha past the threshold. */
const signInFailsKey = (account: string) => storeKey('signin', 'fails', normalise(account));
/**
 * An account whose sign-ins were asked for the captcha (by the platform, which then asks until the account signs in,
 * or by this product): its next sign-in shows the captcha before the platform hears a password, on any device.
 */
const captchaAskedKey = (account: string) => storeKey('signin', 'captchaAsked', normalise(account));
/** How long that is remembered: the platform asks until the next sign-in, a returning member comes back within days. */
export const CAPTCHA_ASKED_MS = 7 * 24 * 3600 * 1000;
const CAPTCHA_ASKING = new Set(['CAPTCHA_ERROR', 'CAPTCHA_REQUIRED', 'CAPTCHA_ASKED']);
/** Those typed while signed in (a session's own guesses): only they refuse the signed-in writes. */
const signedInFailsKey = (account: string) => storeKey('signin', 'signedInFails', normalise(account));

/** A right password forgives the counts, a wrong one adds to each. */
async function countLoginPassword(keys: string[], outcome: Outcome, wrong: ReadonlySet<string>): Promise<void> {
  const code = refusedCode(outcome);
  if (outcome.ok) await Promise.all(keys.map((key) => store().delete(key)));
  else if (code && wrong.has(code)) await Promise.all(keys.map((key) => store().increment(key, SIGN_IN_WINDOW_MS)));
}

/** A fresh captcha image for the visitor, out of the captcha door's per-address budget; null when spent or not given. */
async function captchaImage(context: LimitContext): Promise<string | null> {
  try {
    if (!(await takeAttempt('captcha', context.forwardedFor)).allowed) return null;
    return await callPlatform(captcha, {}, { forwardedFor: context.forwardedFor });
  } catch {
    return null;
  }
}

/**
 * Failed sign-ins per account, whatever addresses they come from. Past SIGN_IN_TRIES the product asks for the captcha
 * itself (CAPTCHA_REQUIRED with a fresh image, before the platform hears of a password; the platform checks the
 * answer) and slows each sign-in down, whether the platform asks or not; the right password with a solved captcha
 * still signs in, so guessing costs a captcha and seconds per try while nobody can lock the owner out.
 */
export function signInAttempts(account: Target, captchaOf: Target): Limit<Input> {
  return {
    async check(input, context) {
      const name = targetOf(account, input);
      if (!name) return;
      const [fails, asked] = await Promise.all([store().get(signInFailsKey(name)).then(Number), store().get(captchaAskedKey(name))]);
      const answered = Boolean(targetOf(captchaOf, input));
      if (fails >= SIGN_IN_TRIES && !answered) {
        throw new PlatformError('refused', 'CAPTCHA_REQUIRED', 'The captcha is required', { captcha: (await captchaImage(context)) ?? undefined });
      }
      if (asked && !answered) {
        throw new PlatformError('refused', 'CAPTCHA_ASKED', 'Enter the captcha shown', { captcha: (await captchaImage(context)) ?? undefined });
      }
      if (fails >= SIGN_IN_TRIES) await new Promise((resolve) => setTimeout(resolve, signInDelayMs(fails)));
    },
    async settle(input, _context, outcome) {
      const name = targetOf(account, input);
      if (!name) return;
      await countLoginPassword([signInFailsKey(name)], outcome, WRONG_SIGN_IN);
      if (outcome.ok) {
        await store().delete(captchaAskedKey(name));
        return;
      }
      const code = refusedCode(outcome);
      const image = code ? ((outcome.error as PlatformError).value as { captcha?: unknown } | null)?.captcha : undefined;
      if (code && (CAPTCHA_ASKING.has(code) || typeof image === 'string')) {
        await store().set(captchaAskedKey(name), '1', CAPTCHA_ASKED_MS);
      }
      // The platform words a missing captcha as a wrong one: nobody typed a code, so ask for the one now shown.
      if (code === 'CAPTCHA_ERROR' && !targetOf(captchaOf, input)) {
        throw new PlatformError('refused', 'CAPTCHA_ASKED', 'Enter the captcha shown', typeof image === 'string' ? { captcha: image } : null);
      }
    },
  };
}

/**
 * Writes of a signed-in member that check the login password (change password, the security question): a wrong one
 * counts as a failed sign-in of the account (its sign-ins then need the captcha), and once the account's sessions
 * typed SIGN_IN_TRIES wrong ones these writes are refused for the rest of the window: they have no captcha to offer,
 * and a session must not try passwords the sign-in form would slow down. Failed sign-ins from outside never refuse
 * them, so nobody without a session can lock the owner out of them either.
 */
export const loginPasswordAttempts: Limit<Input> = {
  async check(_input, context) {
    if (context.userName && Number(await store().get(signedInFailsKey(context.userName))) >= SIGN_IN_TRIES) {
      throw new PlatformError('rate_limited', 'ACCOUNT_RATE_LIMITED', 'Too many attempts', { retryAfterSeconds: SIGN_IN_WINDOW_MS / 1000 });
    }
  },
  async settle(_input, context, outcome) {
    if (context.userName) {
      await countLoginPassword([signInFailsKey(context.userName), signedInFailsKey(context.userName)], outcome, WRONG_LOGIN_PASSWORD);
    }
  },
};

export async function checkLimits<Input>(limits: readonly Limit<Input>[], input: Input, context: LimitContext): Promise<void> {
  try {
    for (const limit of limits) await limit.check(input, context);
  } catch (error) {
    countLimitRefusal(error);
    throw error;
  }
}

/** Lets every limit learn from the answer; a limit may turn the answer into its own refusal (a lock it just set). */
export async function settleLimits<Input>(limits: readonly Limit<Input>[], input: Input, context: LimitContext, outcome: Outcome): Promise<void> {
  for (const limit of limits) await limit.settle?.(input, context, outcome);
}

/** A door's limits as its allowlist row declares them (lib/bff/bffRoutes.ts). */
export interface DoorLimits {
  /** Attempts per visitor address. */
  visitor?: RateBucket;
  /** The body carries a picture: `pictureUploads`. */
  pictures?: true;
  /** The account a sign-in names, and the captcha it carries: failed sign-ins counted per account. */
  account?: { name: Target; captcha: Target };
  /** The mobile number an SMS code is checked for: wrong codes counted per number. */
  codeFor?: Target;
  /** The mobile number a new SMS code is sent to: its tries start over. */
  codeSentTo?: Target;
}

/** The Limit objects of a door's declaration, in the order they are checked. */
export function doorLimits(declared: DoorLimits): Limit<Input>[] {
  return [
    ...(declared.visitor ? [visitorRate(declared.visitor)] : []),
    ...(declared.pictures ? [pictureUploads] : []),
    ...(declared.account ? [signInAttempts(declared.account.name, declared.account.captcha)] : []),
    ...(declared.codeFor ? [codeAttempts(declared.codeFor)] : []),
    ...(declared.codeSentTo ? [codeRequested(declared.codeSentTo)] : []),
  ];
}
