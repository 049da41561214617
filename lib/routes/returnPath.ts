/** The query parameter that carries where to go after signing in. */
export const RETURN_PARAM = 'redirect';

const ORIGIN = 'http://same.origin';
/** Deepest percent-encoding unwrapped when looking for a disguised '//' or '\' (double-encoded). */
const DECODE_LAYERS = 3;

/** A layer is unsafe when a browser or a later decode could read it as another host or a script. */
function looksForeign(layer: string): boolean {
  return !layer.startsWith('/') || layer.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(layer);
}

/**
 * A return path is accepted only when it is a path on this site: starts with one '/', no scheme, no
 * protocol-relative '//' or '/\' tricks, no control characters, and none of these hidden under percent-encoding
 * (some proxies and frameworks decode again before redirecting).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512) return null;
  let layer = value;
  for (let depth = 0; depth <= DECODE_LAYERS; depth += 1) {
    if (looksForeign(layer)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return null;
    }
    if (decoded === layer) break;
    layer = decoded;
  }
  try {
    const url = new URL(value, ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can collapse into a protocol-relative path ('/.//evil.example' → '//evil.example').
    return url.origin === ORIGIN && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}

/** `login` leads back to `returnTo`; the agent area passes its own login (the route table's `loginPage`). */
export function loginPathFor(returnTo: string, login: '/m/login' | '/m/agentLogin' = '/m/login'): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${login}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : login;
}

/** The query flag that makes the login say SPEC §8 "The account has been logged out, please log in again". */
export const EXPIRED_PARAM = 'expired';

export function expiredLoginPath(returnTo: string, login: '/m/login' | '/m/agentLogin' = '/m/login'): string {
  const path = loginPathFor(returnTo, login);
  return `${path}${path.includes('?') ? '&' : '?'}${EXPIRED_PARAM}=1`;
}
