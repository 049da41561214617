import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { parseProxyTrust } from '@/lib/security/visitorIp';

/** An EXTRA_ROUTES entry: an unknown path resolved to an internal path or an external link. */
const extraRoutesSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: {"/path": "/m/target" or "https://..."}' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(
      z.string().regex(/^\/[^\s]*$/, 'keys must be paths starting with /'),
      z.union([z.string().regex(/^\/(?!\/)[^\s]*$/), z.url({ protocol: /^https?$/ })]),
    ),
  );

/** An IANA time zone name the runtime knows (Intl rejects unknown ones). */
const timeZoneSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Asia/Ho_Chi_Minh');

/** PUBLIC_URL: the site's own origin (scheme, host and port only), as visitors' browsers reach it. */
const publicUrlSchema = z
  .url({ protocol: /^https?$/ })
  .refine((text) => {
    // Zod runs this even when the text is no URL at all; that case is already reported.
    if (!URL.canParse(text)) return true;
    const url = new URL(text);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  }, 'must be an origin such as https://m.example.com (no path, query or credentials)')
  .transform((text) => new URL(text).origin);

/** One host name (a DNS name, an IPv4 address or a bracketed IPv6 address), with or without a port. */
const HOST_PATTERN = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;

/** PUBLIC_HOSTS: comma-separated hosts whose Host header may name the site when PUBLIC_URL is unset. */
const publicHostsSchema = z
  .string()
  .transform((text) => text.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(HOST_PATTERN, 'entries must be host names, optionally with :port')));

/** LANGUAGES: comma-separated language tags of lib/i18n/languages.ts (vi,en,bn), in the selector's order. */
const languagesSchema = z
  .string()
  .transform((text) => [...new Set(text.split(',').map((entry) => entry.trim()).filter(Boolean))])
  .pipe(z.array(z.custom<Locale>(isLocale, `entries must be language tags of lib/i18n/languages.ts: ${locales.join(', ')}`)).min(1));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  UPSTREAM_URL: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
  MERCHANT_CODE: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).default('mer01'),
  TRIAL_MERCHANT_CODE: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).default('mer01trial'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(8000),
  SETTINGS_TTL_MS: z.coerce.number().int().min(100).max(600000).default(10000),
  /** How long an answer that is the same for every signed-out visitor (catalogue, notices) is shared. 0: never. */
  SHARED_ANSWER_MS: z.coerce.number().int().min(0).max(60000).default(1000),
  EXTRA_ROUTES: extraRoutesSchema.default({}),
  /**
   * The site's public origin: the social sign-in's redirect_uri and the registration's registerUrl and domain are
   * built from it, never from what a request claims. Unset (development, tests), a request's Host is used only
   * when PUBLIC_HOSTS lists it.
   */
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), publicUrlSchema.optional()),
  /** Hosts trusted as the site's name while PUBLIC_URL is unset; an entry without a port allows any port. */
  PUBLIC_HOSTS: publicHostsSchema.default(['localhost', '127.0.0.1']),
  /** The merchant's time zone: platform timestamps (hot-match times) are shown in it, whatever the container's. */
  TIME_ZONE: timeZoneSchema.default('Asia/Ho_Chi_Minh'),
  /**
   * The operator's override of the merchant's languages (SPEC §3 client config, from the platform's settings
   * otherwise): the languages offered, and the default of a visitor who chose none that the browser cannot match.
   */
  LANGUAGES: z.preprocess((value) => (value === '' ? undefined : value), languagesSchema.optional()),
  DEFAULT_LANGUAGE: z.preprocess((value) => (value === '' ? undefined : value), z.custom<Locale>(isLocale, 'must be a language tag of lib/i18n/languages.ts such as vi').optional()),
  /** The operator's brand of this container, a JSON file (lib/brand): its fields win over the platform's. */
  BRAND_FILE: z.preprocess((value) => (value === '' ? undefined : value), z.string().startsWith('/', 'must be an absolute path').optional()),
  /** `npm run bench` only: serves the empty floor page /bench/floor and the bare handler /bench/ping. */
  BENCH_FLOOR: z.stringbool().default(false),
  /** A session unused this long is over, whatever the platform token has left. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(7 * 24 * 60).default(720),
  /** Test runs only: `POST /api/test/reset` empties the embedded store between specs. Never in production. */
  TEST_CONTROL: z.stringbool().default(false),
  /**
   * The proxies in front of the app whose X-Forwarded-For entries are believed: a hop count or address ranges
   * (lib/security/visitorIp.ts). Unset, the socket's peer is the visitor. Rate limits, logs and the platform get it.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const trust = parseProxyTrust(text);
      if (typeof trust !== 'string') return trust;
      ctx.addIssue({ code: 'custom', message: trust });
      return z.NEVER;
    }),
  /** Rate limits per visitor IP and window; 0 turns a limit off. Generous: carriers NAT many phones. */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(0).max(100000).default(120),
  RATE_LIMIT_REGISTER: z.coerce.number().int().min(0).max(100000).default(30),
  RATE_LIMIT_SMS: z.coerce.number().int().min(0).max(100000).default(30),
  RATE_LIMIT_CAPTCHA: z.coerce.number().int().min(0).max(100000).default(120),
  /** Pictures (activity images, deposit receipts, head icons) per visitor IP and window; the image door checks before reading. */
  RATE_LIMIT_UPLOAD: z.coerce.number().int().min(0).max(100000).default(30),
  /** Pictures the image route fetches from the CDN for one visitor and window (copies it keeps are free). */
  RATE_LIMIT_IMAGE: z.coerce.number().int().min(0).max(100000).default(120),
  /** Core Web Vitals beacons one visitor IP may send per window (/api/vitals); more are dropped unread. */
  RATE_LIMIT_VITALS: z.coerce.number().int().min(0).max(100000).default(30),
  /** Share of page loads whose Core Web Vitals the browser reports (0 to 1). */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /** Megabytes of request bodies larger than a text form one process holds at once; more wait for a 503's Retry-After. */
  REQUEST_BODY_BUDGET_MB: z.coerce.number().int().min(6).max(1024).default(16),
  /**
   * The shared store of counters, locks, revocations and idempotency records (redis:// or rediss://, with any
   * password in the URL). Unset: the embedded in-memory store, right for one process only.
   */
  REDIS_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  /** How long one store command may take before it counts as failed (the limits then fail closed). */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(50).max(10000).default(500),
  /** Bearer token that `GET /api/metrics` asks for; unset, the metrics are not served. */
  METRICS_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16, 'must be at least 16 characters').optional()),
  /** One JSON line per request on stdout. */
  REQUEST_LOG: z.stringbool().default(true),
  /**
   * After SIGTERM: how long the replica keeps serving with readiness false, so balancers stop sending before it
   * stops listening; then how long requests in flight may take before the process exits anyway.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120000).default(10000),
});

export type AppConfig = Omit<z.infer<typeof envSchema>, 'SESSION_SECRET'> & { SESSION_SECRET: string };

export class ConfigError extends Error {}

/** Parses an environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  if (parsed.LANGUAGES && parsed.DEFAULT_LANGUAGE && !parsed.LANGUAGES.includes(parsed.DEFAULT_LANGUAGE)) {
    throw new ConfigError(`Invalid environment:\n  DEFAULT_LANGUAGE: must be one of LANGUAGES (${parsed.LANGUAGES.join(', ')})`);
  }
  let secret = parsed.SESSION_SECRET;
  if (!secret) {
    if (parsed.NODE_ENV === 'production') {
      throw new ConfigError('Invalid environment:\n  SESSION_SECRET: required in production (at least 32 characters)');
    }
    secret = randomBytes(32).toString('hex');
    console.warn('SESSION_SECRET is not set: using a random one for this run; sessions end at restart.');
  }
  return { ...parsed, SESSION_SECRET: secret };
}

const store = globalThis as typeof globalThis & { __mcConfig?: AppConfig };

/** The process-wide configuration, parsed once (proxy and pages share it through globalThis). */
export function config(): AppConfig {
  store.__mcConfig ??= parseConfig(process.env);
  return store.__mcConfig;
}
