// The one typed client of the simulator's control API (/__sim/*, see platform-sim/README.md) for the e2e tests.
// Each Playwright worker owns a simulator and an app (scripts/e2e.mjs); tests/e2e/support/fixtures.ts builds the
// client for the worker's pair. The app caches platform settings for SETTINGS_TTL_MS: after a switch that reaches
// them, the client tells the app (its test control route) to drop its copy, so the switch counts at once.

export interface SimFault {
  /** Applies to every request whose path starts with this. */
  path: string;
  latencyMs?: number;
  status?: number;
  malformed?: boolean;
  hang?: boolean;
  /** The connection is reset with no answer (a refused or dropped connection, as the caller sees it). */
  reset?: boolean;
  /** On a money write: 'after' does the write, then waits (a slow platform whose caller gave up); 'before' waits first. */
  delay?: 'before' | 'after';
}

export type SocialProvider = 'google' | 'facebook';

export interface SimState {
  maintenance: boolean;
  regionRestriction: boolean;
  flags: Record<string, boolean>;
  /** The identity providers configured for the main merchant (consolidated settings `socialLogin`). */
  socialLogin: SocialProvider[];
  /** Announcement types answered empty (row 23), e.g. ['PL'] for a home without notices. */
  emptyAnnouncements: string[];
  /** Row 23 lists each type's notices oldest first (the contract promises no order). */
  oldestFirst: boolean;
  /** Adds a WORLDCUP resource to the consolidated settings (row 14). */
  worldCup: boolean;
  /** The simulator's /service/<csType> pages answer X-Frame-Options DENY and CSP frame-ancestors 'none'. */
  serviceFrameRefused: boolean;
  /** Off: no IOS, Android or MOBILECONFIG resources in the consolidated settings (row 14); default on. */
  appDownloads: boolean;
  /** Row 43 promotions: whether MISSION (mission activity) and REFERRAL (invite friends) are enabled. */
  promotions: { MISSION: boolean; REFERRAL: boolean };
  /** How long after its creation a manual deposit (row 54) is approved; default 3000. */
  manualDepositApprovalMs: number;
  /** Row 14 mobileTemplate.dep_func: '1' is the deposit screen's new detail version. */
  depFunc: '0' | '1';
  /** The age row 86 requires and row 80 answers (the merchant's rule): 21 by default, or 18. */
  minimumAge: 18 | 21;
  /** How far the platform's clock, as rows 12 and 39 show it, is ahead of the real one (negative: behind); default 0. */
  clockOffsetMs: number;
  /** Row 14 `languages`: the platform codes of the languages the merchant offers (all 24 by default), in its order. */
  languages: string[];
  /** Row 14 `language`: the merchant's default, one of `languages` (VI by default). */
  language: string;
  faults: SimFault[];
}

export type SimStatePatch = Partial<Omit<SimState, 'promotions'>> & { promotions?: Partial<SimState['promotions']> };

export interface SimRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The body as received. */
  body: string;
}

/** A withdrawal in the platform's ledger (README row 59). */
export interface SimWithdrawal {
  orderNo: string;
  amount: number;
  bankName: string;
  cardNoMasked: string;
  cardId?: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
}

export interface SimToken {
  token: string;
  userName: string;
}

/** An ID token as the simulated provider issues it, or bent one way for a test. */
export interface SimIdTokenRequest {
  provider: SocialProvider;
  email: string;
  nonce?: string;
  audience?: string;
  issuer?: string;
  /** Seconds since the epoch. */
  issuedAt?: number;
  /** Seconds; negative = already expired. */
  expiresIn?: number;
  /** Signed with a key the provider never published. */
  forged?: boolean;
}

/** One social login the platform received (row 2, firebaseChannel google/facebook). */
export interface SimSocialLogin {
  time: number;
  channel: SocialProvider;
  idToken: string;
  userName: string | null;
  /** 'OK' or the refusal code. */
  code: string;
}

/** What the platform stored about an account (GET /__sim/accounts). */
export interface RegistrationRecord {
  userName: string;
  mobileNum: string;
  countryDialingCode: string;
  email: string;
  affiliateCode: string;
  payeeName: string;
  registerMethod: string;
  registerUrl: string;
  domain: string;
}

/** A control call the simulator answered with 404 (e.g. no SMS sent to that number yet). */
class SimNotFound extends Error {}

async function call<T>(simURL: string, path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  const method = init?.method ?? (init?.body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${simURL}/__sim/${path}`, {
    method,
    headers: init?.body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const failure = `sim ${method} /__sim/${path} -> HTTP ${response.status}: ${text.slice(0, 300)}`;
  if (response.status === 404) throw new SimNotFound(failure);
  if (!response.ok) throw new Error(failure);
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    throw new Error(`sim ${method} /__sim/${path} answered non-JSON: ${text.slice(0, 300)}`);
  }
  // The control API answers in the platform's envelope { success, value, message?, code? }.
  if (answer && typeof answer === 'object' && 'success' in answer) {
    const envelope = answer as { success: boolean; value: unknown; message?: string };
    if (envelope.success === false) throw new Error(`sim ${method} /__sim/${path} refused: ${envelope.message ?? text}`);
    return envelope.value as T;
  }
  return answer as T;
}

/** Answers null instead of throwing when the simulator has nothing to read yet (404). */
const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof SimNotFound) return null;
    throw error;
  });

/** Polls `read` until it yields a value (an SMS or captcha may be issued a moment after the UI action). */
async function poll<T>(what: string, read: () => Promise<T | undefined | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null && value !== '') return value;
    if (Date.now() >= deadline) throw new Error(`sim: no ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Switches the app never caches: the app need not drop its settings after them. */
const UNCACHED_SWITCHES = new Set(['manualDepositApprovalMs', 'minimumAge', 'oldestFirst', 'clockOffsetMs', 'faults']);

/**
 * The control client of the simulator at `simURL`, whose calls also reach the app at `appURL` where they must:
 * a reset empties the app's store and settings, a settings switch drops the app's settings.
 *
 * Faults are left to the cache on purpose: a fault on the settings call must meet the last good copy, as it would
 * in production (the fault matrix waits out SETTINGS_TTL_MS for that).
 */
export function createSim(simURL: string, appURL: string) {
  const url = simURL.replace(/\/+$/, '');
  const app = appURL.replace(/\/+$/, '');

  async function appReset(query: string): Promise<void> {
    const answer = await fetch(`${app}/api/test/reset${query}`, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    if (answer.status !== 204) throw new Error(`app ${app}/api/test/reset${query} answered ${answer.status}`);
  }

  return {
    url,

    /**
     * Seeds again: accounts, favourites, read flags, switches, faults and the request log; and empties the app's
     * store (attempt counters, locks, revocations, idempotency records) and settings, which would otherwise outlive
     * the seed.
     */
    async reset(): Promise<void> {
      await call(url, 'reset', { body: {} });
      await appReset('');
    },

    /**
     * Changes switches; `faults` replaces the whole list. Answers the resulting state. A switch the app keeps in its
     * settings counts from the app's next request on.
     */
    async setState(partial: SimStatePatch): Promise<SimState> {
      const state = await call<SimState>(url, 'state', { body: partial });
      if (Object.keys(partial).some((key) => !UNCACHED_SWITCHES.has(key))) await appReset('?only=settings');
      return state;
    },

    /** What the platform stored for an account (null when there is none). */
    registration(userName: string): Promise<RegistrationRecord | null> {
      return orNull(call<RegistrationRecord>(url, `accounts?userName=${encodeURIComponent(userName)}`));
    },

    /** The current switches and faults. */
    state(): Promise<SimState> {
      return call<SimState>(url, 'state');
    },

    /** The last 500 platform requests (not /__sim/* or /cdn/*), oldest first; optionally only paths with a prefix. */
    requests(pathPrefix?: string): Promise<SimRequest[]> {
      return call<SimRequest[]>(url, pathPrefix ? `requests?path=${encodeURIComponent(pathPrefix)}` : 'requests');
    },

    /** Empties the request log (to look only at what a step sends). */
    async clearRequests(): Promise<void> {
      await call(url, 'requests', { method: 'DELETE' });
    },

    /** The last SMS code sent to `mobileNum` (waits up to `timeoutMs` for one to be sent). */
    sms(mobileNum: string, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): Promise<string> {
      return poll(
        `SMS code for ${mobileNum}`,
        async () => {
          const answer = await orNull(call<{ code?: string }>(url, `sms?mobileNum=${encodeURIComponent(mobileNum)}`));
          return answer?.code ?? null;
        },
        timeoutMs,
      );
    },

    /** The text of the last captcha issued (waits up to `timeoutMs` for one). */
    captcha({ timeoutMs = 5000 }: { timeoutMs?: number } = {}): Promise<string> {
      return poll(
        'captcha',
        async () => {
          const answer = await orNull(call<{ text?: string }>(url, 'captcha'));
          return answer?.text ?? null;
        },
        timeoutMs,
      );
    },

    /** An account's withdrawals as the platform recorded them, newest first (row 59 arrives encrypted). */
    withdrawals(userName: string): Promise<SimWithdrawal[]> {
      return call<SimWithdrawal[]>(url, `withdrawals?userName=${encodeURIComponent(userName)}`);
    },

    /** The payment gateway's answer on a pending gateway deposit (row 55): PAID credits it, FAILED rejects it. */
    settleGatewayDeposit(orderNo: string, outcome: 'PAID' | 'FAILED'): Promise<{ orderNo: string; status: string }> {
      return call<{ orderNo: string; status: string }>(url, 'gateway', { body: { orderNo, outcome } });
    },

    /** The live tokens (to prove a token never reached the browser). */
    tokens(): Promise<SimToken[]> {
      return call<SimToken[]>(url, 'tokens');
    },

    /** Invalidates live tokens by value or by user name (the next call with them answers 401); answers the count. */
    expireTokens(which: { token?: string; userName?: string }): Promise<number> {
      return call<number>(url, 'tokens/expire', { body: which });
    },

    /** Mints an ID token with the simulated provider's key (or a forger's, with `forged`). */
    async idToken(request: SimIdTokenRequest): Promise<string> {
      return (await call<{ idToken: string }>(url, 'idp/token', { body: request })).idToken;
    },

    /** The social logins the platform received (the login body itself is ciphertext in `requests()`). */
    socialLogins(): Promise<SimSocialLogin[]> {
      return call<SimSocialLogin[]>(url, 'idp/logins');
    },

    /** Issues a new RSA key (requests encrypted for the old modulus then answer RSA_KEY_INVALID). */
    rotateRsa(): Promise<{ modulus: string }> {
      return call<{ modulus: string }>(url, 'rsa/rotate', { body: {} });
    },
  };
}

export type Sim = ReturnType<typeof createSim>;
