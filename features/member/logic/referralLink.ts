/**
 * The referral link the invite popup shows and copies: the platform gives the register page as a path of the
 * merchant's site (row 43), so it is joined with the origin the member is using. An absolute http(s) link is
 * kept as it is; anything else (another scheme, garbage) gives no link.
 */
export function referralLink(url: string, origin: string): string | null {
  try {
    const link = new URL(url, origin);
    return link.protocol === 'http:' || link.protocol === 'https:' ? link.toString() : null;
  } catch {
    return null;
  }
}
