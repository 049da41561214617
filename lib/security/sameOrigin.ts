/**
 * Writes from another site are refused: the browser must say the request is same-origin (Sec-Fetch-Site), or,
 * for browsers that do not send it, name our own host as Origin. No Origin at all is refused too.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * An Origin header that names no origin at all (an empty one; `null` is what sandboxed pages send and is read as
 * another site): Next's action handler cannot parse it and would answer a bare 500.
 */
export function hasUnreadableOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  return origin !== null && origin !== 'null' && !URL.canParse(origin);
}

/**
 * A request that says it comes from another site: Sec-Fetch-Site, or an Origin naming another host (or none that can
 * be read, as a sandboxed page sends). A request that says neither is not taken for one.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
