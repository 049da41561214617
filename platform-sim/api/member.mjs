// Contract rows 9-11 and 26-28: member info, wallets, inbox count, agent KPI, contracts.
import { ok, queryString, refuse } from '../http.mjs';
import { CURRENCY } from '../seed.mjs';
import { MSG } from './account.mjs';
import { inboxUnreadCount } from './inbox.mjs';
import { cents } from '../money.mjs';
/** @import { MemberHandler, Route } from '../types.mjs' */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Row 9.
 * @type {MemberHandler}
 */
function memberInfo({ account }) {
  return ok({
    id: account.id,
    account: account.userName,
    nickname: account.nickname,
    userName: account.userName,
    type: account.type,
    regDate: account.regDate,
    clubLabel: account.clubLabel ? { labelName: account.clubLabel.labelName } : null,
    toUpline: account.toUpline,
  });
}

/**
 * Row 10.
 * @type {MemberHandler}
 */
function balance({ account }) {
  const wallets = account.wallets.map((wallet) => ({ ...wallet, balance: cents(wallet.balance) }));
  return ok({
    currencySymbol: CURRENCY.currencySymbol,
    sumBalance: cents(wallets.reduce((sum, wallet) => sum + wallet.balance, 0)),
    wallets,
  });
}

/**
 * Row 27: agents only (member type not 0, 4 or 40).
 * @type {MemberHandler}
 */
function teamKpi({ account, query }) {
  for (const name of ['startDate', 'endDate']) {
    const value = queryString(query, name);
    if (value && !DATE.test(value)) return refuse(`${name} must be YYYY-MM-DD`, 'BAD_REQUEST');
  }
  if (!account.kpi || [0, 4, 40].includes(account.type)) return refuse(MSG.noPermission, 'NO_PERMISSION');
  return ok({ footer: { ...account.kpi } });
}

/** @type {Route[]} */
export const routes = [
  { row: 9, method: 'GET', path: '/wps/member/info', moduleId: 'COMM3', token: 'yes', handle: memberInfo },
  { row: 10, method: 'GET', path: '/wps/wallets/balance', moduleId: 'FUNDTRANS3', token: 'yes', handle: balance },
  { row: 11, method: 'GET', path: '/wps/wallets/merchant', moduleId: 'FUNDTRANS3', token: 'yes', handle: () => ok({ ...CURRENCY }) },
  { row: 26, method: 'GET', path: '/wps/inbox/unread', moduleId: 'INBOX3', token: 'yes', handle: ({ state, account }) => ok(inboxUnreadCount(state, account.userName)) },
  { row: 27, method: 'GET', path: '/wps/agent/team/kpi', moduleId: 'AGEINFO3', token: 'yes', handle: teamKpi },
  { row: 28, method: 'GET', path: '/wps/member/contracts', moduleId: 'COMM3', token: 'yes', handle: ({ account }) => ok({ ...account.contracts }) },
];
