/**
 * The path the proxy decides on: percent-decoded once, as Next decodes it before matching a page (`/m/%61gent/home`
 * renders /m/agent/home), then '.' and '..' resolved and doubled and trailing slashes dropped, as the route
 * table spells paths. An encoded '/' is decoded too: the catch-all page joins its segments with '/', and a guard
 * that errs towards a protected path only ever costs a needless login. null when the encoding is malformed
 * (`%zz`, a cut UTF-8 sequence), which Next cannot route either.
 */
export function normalisedPath(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
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
