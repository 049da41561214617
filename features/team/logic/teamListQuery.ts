/** Team list (/m/member/team): the level, the account search and the page its address asks for. */
export interface TeamListQuery {
  parent: string;
  account: string;
  page: number;
}

export const TEAM_SCREEN = '/m/member/team';
const ACCOUNT = /^[A-Za-z0-9_]{0,32}$/;

/** What the address asks for, with anything that is no account name or page number dropped. */
export function teamListQuery(raw: { parent?: string; account?: string; page?: string }): TeamListQuery {
  const page = Number(raw.page);
  const account = raw.account?.trim() ?? '';
  return {
    parent: raw.parent && ACCOUNT.test(raw.parent) ? raw.parent : '',
    account: ACCOUNT.test(account) ? account : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The screen's own address for a level, a search and a page (empty parts left out). */
export function teamHref({ parent, account, page }: Partial<TeamListQuery>): string {
  const params = new URLSearchParams();
  if (parent) params.set('parent', parent);
  if (account) params.set('account', account);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${TEAM_SCREEN}?${query}` : TEAM_SCREEN;
}
