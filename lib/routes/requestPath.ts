/**
 * The path the proxy decides on: percent-decoded once, as Next decodes it before matching a page (`/m/%61gent/home`
 * renders /m/agent/home), then '.' and '..' resolved and doubled and trailing slashes dropped, as the route
 * table spells paths. An encoded '/' is decoded too: the catch-all page joins its segments with '/', and a guard
 * that errs towards a protected path only ever costs a needless login. null when the encoding is malformed
 * (`%zz`, a cut UTF-8 sequence), which Next cannot route either, or when it decodes to a control character (`%0d%0a`):
 * no route has one, and the path is copied into request headers, which cannot hold it.
 */
export function normalisedPath(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The browser's doors to the platform: the proxy leaves them to their handlers, once their path is readable. */
export function isBffPath(raw: string): boolean {
  return /^\/(wps|lgw)(\/|$)/.test(raw);
}

/** The resized pictures: like the doors, left to their handler once their path is readable. */
export function isPicturePath(raw: string): boolean {
  return /^\/img(\/|$)/.test(raw);
}
