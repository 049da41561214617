// Contract rows 44-49: the salary, dividend and hourly-salary contracts an upline offers an agent (SPEC §2
// contract review screens, §7 DAILYSALCONT3 / HOURSAL3), read and answered (accept or decline).
import { ok, refuse } from '../http.mjs';
import { MSG } from './account.mjs';
/** @import { Account, MemberHandler, Route } from '../types.mjs' */

/** SPEC §9: these member types have no dividends or contracts. */
const EXCLUDED_TYPES = [4, 40, 41, 42];

/** Each kind of contract, with the row-28 request field its answer clears. */
const KINDS = {
  salary: { field: 'dailysalreqtype' },
  dividend: { field: 'divtypecompperiodreq' },
  hourly: { field: 'contracthoursalreq' },
};

/** @param {Account} account */
function allowed(account) {
  return !EXCLUDED_TYPES.includes(account.type);
}

/**
 * Rows 44, 46, 48: the pending offer of that kind, or null when there is none.
 * @param {keyof typeof KINDS} kind
 * @returns {MemberHandler}
 */
function pendingOffer(kind) {
  return ({ account }) => {
    if (!allowed(account)) return refuse(MSG.noPermission, 'NO_PERMISSION');
    const offer = account.contractOffers?.[kind] ?? null;
    return ok(offer ? structuredClone(offer) : null);
  };
}

/**
 * Rows 45, 47, 49: accepting or declining both end the request (the offer and its row-28 field).
 * @param {keyof typeof KINDS} kind
 * @returns {MemberHandler}
 */
function answerOffer(kind) {
  return ({ account, payload }) => {
    if (!allowed(account)) return refuse(MSG.noPermission, 'NO_PERMISSION');
    if (typeof payload.accept !== 'boolean') return refuse('accept must be true or false', 'BAD_REQUEST');
    if (!account.contractOffers?.[kind]) return refuse('There is no pending contract', 'NO_PENDING_CONTRACT');
    // New objects: seeded accounts may share the default ones.
    account.contractOffers = { ...account.contractOffers, [kind]: null };
    account.contracts = { ...account.contracts, [KINDS[kind].field]: '' };
    return ok(true);
  };
}

/** @type {Route[]} */
export const routes = [
  { row: 44, method: 'GET', path: '/wps/agent/contract/salary', moduleId: 'DAILYSALCONT3', token: 'yes', handle: pendingOffer('salary') },
  { row: 45, method: 'POST', path: '/wps/agent/contract/salary', moduleId: 'DAILYSALCONT3', token: 'yes', handle: answerOffer('salary') },
  { row: 46, method: 'GET', path: '/wps/agent/contract/dividend', moduleId: 'DIVCONT3', token: 'yes', handle: pendingOffer('dividend') },
  { row: 47, method: 'POST', path: '/wps/agent/contract/dividend', moduleId: 'DIVCONT3', token: 'yes', handle: answerOffer('dividend') },
  { row: 48, method: 'GET', path: '/wps/agent/contract/hourly', moduleId: 'HOURSAL3', token: 'yes', handle: pendingOffer('hourly') },
  { row: 49, method: 'POST', path: '/wps/agent/contract/hourly', moduleId: 'HOURSAL3', token: 'yes', handle: answerOffer('hourly') },
];
