/**
 * Contract row 40: a lottery launch answers a relative gameUrl, `play/LOTT/<lottoGameCode or lobby>?view=...&
 * prizeMode=...&ticket=...`, which the browser opens on this site (SPEC §4 "/{gameUrl}") and the app fetches from
 * the platform. Only that shape is passed on, with only those parameters: /play is no open window onto the
 * platform's other paths.
 */
const LOTTERY_PAGE = /^\/play\/LOTT\/([A-Za-z0-9_-]{1,64})$/;
const PARAMETERS: Record<string, RegExp> = {
  view: /^(?:betting|lobby)$/,
  prizeMode: /^[A-Za-z0-9_]{1,32}$/,
  ticket: /^[A-Za-z0-9_-]{1,128}$/,
};

/** The platform path and query of a lottery page the app may show, or null for any other path or parameter. */
export function lotteryPagePath(pathname: string, search: string): string | null {
  const match = LOTTERY_PAGE.exec(pathname);
  if (!match) return null;
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, value] of query) {
    const pattern = PARAMETERS[name];
    if (!pattern?.test(value) || kept.has(name)) return null;
    kept.set(name, value);
  }
  const text = kept.toString();
  return `/play/LOTT/${match[1]}${text ? `?${text}` : ''}`;
}
