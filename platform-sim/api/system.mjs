// Contract rows 12-17 and 103: status, whitelabel flags, consolidated settings, registration fields, countries,
// domain route, user agreement.
import { agreementFor } from '../agreement.mjs';
import { obfuscateServicePath } from '../crypto.mjs';
import { ok } from '../http.mjs';
import { socialLoginSettings } from '../idp.mjs';
import { COUNTRIES, MERCHANT_CODE, merchantProfile, REGISTER_FIELDS, TRIAL_MERCHANT_CODE } from '../seed.mjs';
import { platformNow } from '../state.mjs';
/** @import { Handler, HandlerContext, Route } from '../types.mjs' */

/** @param {string} baseUrl */
function hostName(baseUrl) {
  return new URL(baseUrl).hostname;
}

/** @param {string} baseUrl */
function domainRoute(baseUrl) {
  const host = hostName(baseUrl);
  return {
    mainDomain: host,
    routes: [
      { domain: host, merchantCode: MERCHANT_CODE },
      { domain: `trial.${host}`, merchantCode: TRIAL_MERCHANT_CODE },
    ],
  };
}

/** @type {Handler} */
function status({ state }) {
  return ok({ maintenance: state.switches.maintenance, regionRestriction: state.switches.regionRestriction, serverTime: platformNow(state) });
}

/**
 * Row 14. Links point back at the simulator (the request's Host), so they work on any port.
 * @param {HandlerContext} ctx
 */
export function consolidatedSettings({ state, baseUrl, merchant, forwardedFor }) {
  const service = (/** @type {string} */ csType) => `${baseUrl}/service/${csType}`;
  return {
    customerService: [
      { csType: 'LIVECHAT', title: 'Live chat', type: '3', path: obfuscateServicePath(service('LIVECHAT'), merchant) },
      { csType: 'WHATSAPP', title: 'WhatsApp', type: '1', path: service('WHATSAPP') },
      { csType: 'FACEBOOK', title: 'Facebook', type: '1', path: service('FACEBOOK') },
      { csType: 'TELEGRAM', title: 'Telegram', type: '1', path: service('TELEGRAM') },
    ],
    imageCDNs: [`${baseUrl}/cdn`],
    domainRoute: domainRoute(baseUrl),
    mobileTemplate: { mem_cen: '1', dep_func: state.switches.depFunc },
    paths: { agreement: '/m/useragreement', download: `${baseUrl}/download/page` },
    register: { defaultMethod: 'username', agreement: true, countryDialingCode: '84', smsCountdownSeconds: 60 },
    resources: [
      // /__sim/state appDownloads false: the merchant offers no app to download.
      ...(state.switches.appDownloads
        ? [
            { resourceType: 'IOS', url: `${baseUrl}/download/ios` },
            { resourceType: 'Android', url: `${baseUrl}/download/android.apk` },
            { resourceType: 'MOBILECONFIG', url: `${baseUrl}/download/app.mobileconfig` },
          ]
        : []),
      { resourceType: 'AppDownloadIcon', url: merchantProfile(merchant).appIcon },
      // /__sim/state worldCup: the merchant runs a world-cup ticket campaign.
      ...(state.switches.worldCup ? [{ resourceType: 'WORLDCUP', url: `${baseUrl}/download/worldcup` }] : []),
    ],
    whitelabel: { ...state.switches.flags },
    mainDomain: hostName(baseUrl),
    location: { countryCode: 'VN', ip: (forwardedFor || '127.0.0.1').split(',')[0].trim() },
    maintenance: state.switches.maintenance,
    regionRestriction: state.switches.regionRestriction,
    trialFlag: 1,
    language: state.switches.language,
    languages: [...state.switches.languages],
    // Identity providers are configured per merchant; the trial merchant has none.
    socialLogin: merchant === MERCHANT_CODE ? socialLoginSettings(baseUrl, state.switches.socialLogin) : [],
    brand: merchantProfile(merchant).brand,
  };
}

/** @type {Route[]} */
export const routes = [
  { row: 12, method: 'GET', path: '/wps/system/status', moduleId: 'COMM3', token: 'no', handle: status },
  { row: 13, method: 'GET', path: '/wps/system/whitelabel', moduleId: 'COMM3', token: 'no', handle: ({ state }) => ok({ ...state.switches.flags }) },
  { row: 14, method: 'GET', path: '/wps/system/settings/consolidated', moduleId: 'COMM3', token: 'no', handle: (ctx) => ok(consolidatedSettings(ctx)) },
  { row: 15, method: 'GET', path: '/wps/system/setting/register', moduleId: 'REG3', token: 'no', handle: () => ok(REGISTER_FIELDS.map((field) => ({ ...field }))) },
  { row: 16, method: 'GET', path: '/wps/system/country', moduleId: 'COMM3', token: 'no', handle: () => ok(COUNTRIES.map((country) => ({ ...country }))) },
  { row: 17, method: 'GET', path: '/wps/system/domainRoute', moduleId: 'COMM3', token: 'no', handle: ({ baseUrl }) => ok(domainRoute(baseUrl)) },
  { row: 103, method: 'GET', path: '/wps/system/agreement', moduleId: 'COMM3', token: 'no', handle: ({ language, state }) => ok(agreementFor(language, state.switches.minimumAge)) },
];
