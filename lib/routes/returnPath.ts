/** The query parameter that carries where to go after signing in. */
export const RETURN_PARAM = 'redirect';

/**
 * A return path is accepted only when it is a path on this site: starts with one '/', no scheme, no
 * protocol-relative '//' or '/\' tricks, no control characters.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://same.origin');
    return url.origin === 'http://same.origin' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export function loginPathFor(returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `/m/login?${RETURN_PARAM}=${encodeURIComponent(safe)}` : '/m/login';
}
