// A tiny typed client for the simulator's control API (/__sim/*, see platform-sim/README.md).
// SIM_URL is set by scripts/e2e.mjs; the app caches platform settings for SETTINGS_TTL_MS (1000 ms in e2e),
// so a state change that affects settings is visible to the app after at most that long.

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

function baseUrl(): string {
  const url = process.env.SIM_URL;
  if (!url) throw new Error('SIM_URL is not set: run the e2e suite with `npm run test:e2e`');
  return url.replace(/\/+$/, '');
}

/** A control call the simulator answered with 404 (e.g. no SMS sent to that number yet). */
class SimNotFound extends Error {}

async function call<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  const method = init?.method ?? (init?.body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${baseUrl()}/__sim/${path}`, {
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

export const sim = {
  get url(): string {
    return baseUrl();
  },

  /**
   * Seeds again: accounts, favourites, read flags, switches, faults and the request log; and empties the app's
   * store (attempt counters, locks, revocations, idempotency records), which would otherwise outlive the seed.
   */
  async reset(): Promise<void> {
    await call('reset', { body: {} });
    if (process.env.BASE_URL) {
      const answer = await fetch(`${process.env.BASE_URL}/api/test/reset`, { method: 'POST' });
      if (answer.status !== 204) throw new Error(`app store reset answered ${answer.status}`);
    }
  },

  /** The current switches and faults. */
  state(): Promise<SimState> {
    return call<SimState>('state');
  },

  /** Changes switches; `faults` replaces the whole list. Answers the resulting state. */
  setState(partial: SimStatePatch): Promise<SimState> {
    return call<SimState>('state', { body: partial });
  },

  /** The last 500 platform requests (not /__sim/* or /cdn/*), oldest first; optionally only paths with a prefix. */
  requests(pathPrefix?: string): Promise<SimRequest[]> {
    return call<SimRequest[]>(pathPrefix ? `requests?path=${encodeURIComponent(pathPrefix)}` : 'requests');
  },

  /** Empties the request log (to look only at what a step sends). */
  async clearRequests(): Promise<void> {
    await call('requests', { method: 'DELETE' });
  },

  /** The last SMS code sent to `mobileNum` (waits up to `timeoutMs` for one to be sent). */
  sms(mobileNum: string, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): Promise<string> {
    return poll(
      `SMS code for ${mobileNum}`,
      async () => {
        const answer = await orNull(call<{ code?: string }>(`sms?mobileNum=${encodeURIComponent(mobileNum)}`));
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
        const answer = await orNull(call<{ text?: string }>('captcha'));
        return answer?.text ?? null;
      },
      timeoutMs,
    );
  },

  /** An account's withdrawals as the platform recorded them, newest first (row 59 arrives encrypted). */
  withdrawals(userName: string): Promise<SimWithdrawal[]> {
    return call<SimWithdrawal[]>(`withdrawals?userName=${encodeURIComponent(userName)}`);
  },

  /** The live tokens (to prove a token never reached the browser). */
  tokens(): Promise<SimToken[]> {
    return call<SimToken[]>('tokens');
  },

  /** Invalidates live tokens by value or by user name (the next call with them answers 401); answers the count. */
  expireTokens(which: { token?: string; userName?: string }): Promise<number> {
    return call<number>('tokens/expire', { body: which });
  },

  /** Mints an ID token with the simulated provider's key (or a forger's, with `forged`). */
  async idToken(request: SimIdTokenRequest): Promise<string> {
    return (await call<{ idToken: string }>('idp/token', { body: request })).idToken;
  },

  /** The social logins the platform received (the login body itself is ciphertext in `requests()`). */
  socialLogins(): Promise<SimSocialLogin[]> {
    return call<SimSocialLogin[]>('idp/logins');
  },

  /** Issues a new RSA key (requests encrypted for the old modulus then answer RSA_KEY_INVALID). */
  rotateRsa(): Promise<{ modulus: string }> {
    return call<{ modulus: string }>('rsa/rotate', { body: {} });
  },
};

export type Sim = typeof sim;
