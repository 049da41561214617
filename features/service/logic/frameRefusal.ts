import 'server-only';
import { config } from '@/lib/config';

/**
 * Whether the customer-service page lets this site embed it. Browsers fire the frame's load event even when
 * they refuse to show a framed page, so the page cannot find out; the server asks the service URL itself and
 * reads the two headers browsers obey (HTML "X-Frame-Options" processing, CSP 3 frame-ancestors).
 */

export interface FramingHeaders {
  xFrameOptions: string | null;
  /** Enforced policies only (Content-Security-Policy, not the -Report-Only one); several joined by commas. */
  contentSecurityPolicy: string | null;
}

export interface FramingParties {
  /** Origin of the framed page (after redirects), e.g. https://chat.example.com */
  frameOrigin: string;
  /** Origin of our page that embeds it. */
  embedderOrigin: string;
}

/** The frame-ancestors source lists of the enforced policies that have one (first directive of a policy wins). */
function frameAncestorLists(csp: string | null): string[][] {
  if (!csp) return [];
  const lists: string[][] = [];
  for (const policy of csp.split(',')) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name?.toLowerCase() === 'frame-ancestors') {
        lists.push(sources.filter(Boolean));
        break;
      }
    }
  }
  return lists;
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

function portOf(url: URL): string {
  return url.port || DEFAULT_PORT[url.protocol] || '';
}

/** CSP 3 scheme matching: the same scheme, or an upgrade from http to https. */
function schemeMatches(expression: string, actual: string): boolean {
  const wanted = expression.toLowerCase();
  return wanted === actual || (wanted === 'http:' && actual === 'https:');
}

/** One source expression of frame-ancestors against the embedding page's origin. */
function sourceMatches(source: string, embedder: URL, frame: URL): boolean {
  const lower = source.toLowerCase();
  if (lower === "'none'") return false;
  if (lower === '*') return embedder.protocol === 'http:' || embedder.protocol === 'https:' || embedder.protocol === frame.protocol;
  if (lower === "'self'") {
    return schemeMatches(frame.protocol, embedder.protocol) && embedder.hostname === frame.hostname && portOf(embedder) === portOf(frame);
  }
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) return schemeMatches(lower, embedder.protocol);
  if (lower.startsWith("'")) return false; // nonces, hashes and keywords say nothing about ancestors
  const host = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|\*\.[^:/]+|[^:/*]+)(?::(\d+|\*))?(?:\/.*)?$/.exec(lower);
  if (!host) return false;
  const [, scheme, hostPattern = '', port] = host;
  if (scheme ? !schemeMatches(`${scheme}:`, embedder.protocol) : !schemeMatches(frame.protocol, embedder.protocol)) return false;
  const name = embedder.hostname.toLowerCase();
  if (hostPattern.startsWith('*.')) {
    if (!name.endsWith(hostPattern.slice(1))) return false;
  } else if (hostPattern !== '*' && hostPattern !== name) {
    return false;
  }
  if (port === '*') return true;
  // No port: the embedder's scheme's default one; port 80 also admits the https upgrade to 443.
  if (!port) return embedder.port === '';
  return port === portOf(embedder) || (port === '80' && portOf(embedder) === '443');
}

/**
 * True when a browser would refuse to show the page in our frame. A frame-ancestors directive in any enforced
 * policy replaces X-Frame-Options entirely (and every such policy must admit us); otherwise X-Frame-Options
 * as HTML processes it: DENY, SAMEORIGIN from another origin, or conflicting values refuse; ALLOW-FROM and
 * unknown values are ignored.
 */
export function framingRefused(headers: FramingHeaders, parties: FramingParties): boolean {
  const embedder = new URL(parties.embedderOrigin);
  const frame = new URL(parties.frameOrigin);
  const ancestorLists = frameAncestorLists(headers.contentSecurityPolicy);
  if (ancestorLists.length > 0) {
    return ancestorLists.some((sources) => !sources.some((source) => sourceMatches(source, embedder, frame)));
  }
  const values = new Set(
    (headers.xFrameOptions ?? '')
      .split(',')
      .map((value) => value.trim().toLowerCase())
      .filter(Boolean),
  );
  if (values.size > 1) return ['deny', 'allowall', 'sameorigin'].some((value) => values.has(value));
  if (values.has('deny')) return true;
  if (values.has('sameorigin')) return embedder.origin !== frame.origin;
  return false;
}

export type FramingVerdict = 'embeddable' | 'refused' | 'unknown';

const PROBE_TIMEOUT_MS = 2500;
const CACHE_LIMIT = 50;
const verdicts = new Map<string, { verdict: FramingVerdict; expires: number }>();

async function probe(url: string, embedderOrigin: string): Promise<FramingVerdict> {
  try {
    const ask = (method: 'HEAD' | 'GET') =>
      fetch(url, { method, redirect: 'follow', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    let response = await ask('HEAD');
    // Some servers answer HEAD with 405/501; the headers of a GET are the ones the frame would get.
    if (response.status === 405 || response.status === 501) response = await ask('GET');
    await response.body?.cancel();
    if (!response.ok) return 'unknown';
    const refused = framingRefused(
      { xFrameOptions: response.headers.get('x-frame-options'), contentSecurityPolicy: response.headers.get('content-security-policy') },
      { frameOrigin: new URL(response.url || url).origin, embedderOrigin },
    );
    return refused ? 'refused' : 'embeddable';
  } catch {
    return 'unknown';
  }
}

/**
 * Asks the service URL (HEAD, GET if HEAD is not allowed; short timeout) whether it may be framed by
 * `embedderOrigin`. Answers are cached for as long as the settings that hold the link (SETTINGS_TTL_MS).
 * 'unknown' when the service cannot be reached in time: the page then shows the frame with its link.
 */
export async function framingVerdict(url: string, embedderOrigin: string): Promise<FramingVerdict> {
  const key = `${embedderOrigin} ${url}`;
  const now = Date.now();
  const cached = verdicts.get(key);
  if (cached && cached.expires > now) return cached.verdict;
  const verdict = await probe(url, embedderOrigin);
  if (verdicts.size >= CACHE_LIMIT) verdicts.delete(verdicts.keys().next().value!);
  verdicts.set(key, { verdict, expires: now + config().SETTINGS_TTL_MS });
  return verdict;
}
