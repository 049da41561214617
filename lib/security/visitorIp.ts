/**
 * The visitor's address from X-Forwarded-For, trusting only the last `trustedHops` entries (those our own
 * proxies appended). Next's standalone server fills the header with the socket address only when it is absent
 * (base-server.js: `x-forwarded-for ??= socket.remoteAddress`), so without a proxy in front a client can write
 * its own: the app must run behind at least one proxy that sets or appends the header.
 */
export function visitorIp(forwardedFor: string | null, trustedHops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'unknown';
  // Fewer entries than proxies: the request skipped some (an internal call); its first entry is all we have.
  return entries[Math.max(0, entries.length - trustedHops)]!;
}
