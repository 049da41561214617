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
}

export interface SimState {
  maintenance: boolean;
  regionRestriction: boolean;
  flags: Record<string, boolean>;
  faults: SimFault[];
}

export type SimStatePatch = Partial<SimState>;

export interface SimRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The body as received. */
  body: string;
}

export interface SimToken {
  token: string;
  userName: string;
}

function baseUrl(): string {
  const url = process.env.SIM_URL;
  if (!url) throw new Error('SIM_URL is not set: run the e2e suite with `npm run test:e2e`');
  return url.replace(/\/+$/, '');
}

async function call<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  const method = init?.method ?? (init?.body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${baseUrl()}/__sim/${path}`, {
    method,
    headers: init?.body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`sim ${method} /__sim/${path} -> HTTP ${response.status}: ${text.slice(0, 300)}`);
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    throw new Error(`sim ${method} /__sim/${path} answered non-JSON: ${text.slice(0, 300)}`);
  }
  // The control API answers in the platform's envelope.
  return (answer && typeof answer === 'object' && 'success' in answer ? (answer as unknown as { value: unknown }).value : answer) as T;
}

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

  /** Seeds again: accounts, favourites, read flags, switches, faults and the request log. */
  async reset(): Promise<void> {
    await call('reset', { body: {} });
  },

  /** The current switches and faults. */
  state(): Promise<SimState> {
    return call<SimState>('state');
  },

  /** Changes switches; `faults` replaces the whole list. Answers the resulting state. */
  setState(partial: SimStatePatch): Promise<SimState> {
    return call<SimState>('state', { body: partial });
  },

  /** The last 500 platform requests (not /__sim/* or /cdn/*), oldest first. */
  requests(): Promise<SimRequest[]> {
    return call<SimRequest[]>('requests');
  },

  /** The last SMS code sent to `mobileNum` (waits up to `timeoutMs` for one to be sent). */
  sms(mobileNum: string, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): Promise<string> {
    return poll(
      `SMS code for ${mobileNum}`,
      async () => {
        const answer = await call<{ code?: string | null } | null>(`sms?mobileNum=${encodeURIComponent(mobileNum)}`).catch(
          () => null,
        );
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
        const answer = await call<{ text?: string | null } | null>('captcha').catch(() => null);
        return answer?.text ?? null;
      },
      timeoutMs,
    );
  },

  /** The live tokens (to prove a token never reached the browser). */
  tokens(): Promise<SimToken[]> {
    return call<SimToken[]>('tokens');
  },
};

export type Sim = typeof sim;
