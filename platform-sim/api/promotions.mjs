// Contract row 43: the promotions open to the member (the member centre's MISSION and REFERRAL entries) and
// the member's own referral code with the register link that carries it.
import { ok } from '../http.mjs';
import { AFFILIATE_CODES, PROMOTIONS } from '../seed.mjs';
/** @import { Account, MemberHandler, Route } from '../types.mjs' */

/**
 * The register page of the merchant's site with the code, as a path: the member shares it from the site they use.
 * @param {Account} account
 */
function referralOf(account) {
  const code = Object.keys(AFFILIATE_CODES).find((entry) => AFFILIATE_CODES[entry] === account.userName);
  return code ? { code, url: `/m/register?affiliateCode=${code}` } : null;
}

/**
 * Row 43: `/__sim/state` `promotions` switches each code on or off.
 * @type {MemberHandler}
 */
function available({ state, account }) {
  return ok({
    promotions: PROMOTIONS.map(({ code, title, activityId }) => ({ code, title, enabled: state.switches.promotions[code] === true, activityId })),
    referral: referralOf(account),
  });
}

/** @type {Route[]} */
export const routes = [
  { row: 43, method: 'GET', path: '/wps/promotions/available', moduleId: 'REWCEN3', token: 'yes', handle: available },
];
