// Contract rows 23-25: announcements (banners, notices, popups, hot matches, promotions, agent notices),
// mark-as-read, invitation code check.
import { bannerPicture, contentText } from '../content/index.mjs';
import { ok, queryString, refuse } from '../http.mjs';
import { AFFILIATE_CODES, BANNERS, HOT_MATCHES, NOTICES, TEAMS } from '../seed.mjs';
import { readsOf } from '../state.mjs';
import { MSG } from './account.mjs';
/** @import { Announcement, Handler, MemberHandler, Route, State } from '../types.mjs' */

const DAY = 24 * 60 * 60 * 1000;
const HALF_HOUR = 30 * 60 * 1000;
const TYPES = ['B', 'PL', 'PU', 'H', 'PR', 'A'];
export const ANNOUNCEMENT_TYPES = TYPES;

/**
 * Hot matches start within the next hours; times only move every half hour so answers stay stable.
 * @param {State} state
 * @param {number} [now]
 */
export function hotMatches(state, now = Date.now()) {
  const base = Math.ceil(now / HALF_HOUR) * HALF_HOUR;
  return HOT_MATCHES.map((match, index) => {
    const game = state.games.find((entry) => entry.vassalage === match.vendor && entry.gameType === 'SPORTS');
    if (!game) throw new Error(`No seeded sports game of ${match.vendor}`);
    return {
      id: match.id,
      matchTime: base + HALF_HOUR + index * 3 * HALF_HOUR,
      league: match.league,
      homeTeam: teamName(match.home),
      awayTeam: teamName(match.away),
      homeTeamImageUrl: `/teams/${match.home}.png`,
      awayTeamImageUrl: `/teams/${match.away}.png`,
      vendor: match.vendor,
      roomId: `${match.vendor}-${match.id}`,
      nodeId: game.nodeId,
    };
  });
}

/** @param {string} slug */
function teamName(slug) {
  const team = TEAMS.find((entry) => entry.slug === slug);
  if (!team) throw new Error(`No seeded team ${slug}`);
  return team.name;
}

/** @type {Handler} */
function announcements({ state, query, account, language }) {
  const text = (/** @type {string} */ id) => contentText(id, language, state.switches.language);
  const types = new Set(queryString(query, 'types').split(',').map((type) => type.trim().toUpperCase()).filter(Boolean));
  for (const type of types) {
    if (!TYPES.includes(type)) return refuse(`Unknown announcement type ${type}`, 'BAD_REQUEST');
  }
  if (types.size === 0) TYPES.forEach((type) => types.add(type));
  // /__sim/state emptyAnnouncements: the platform has nothing of these types right now.
  for (const type of state.switches.emptyAnnouncements) types.delete(type);
  const groupName = queryString(query, 'groupName');
  const reads = account ? readsOf(state, account.userName) : new Set();
  const createTime = (/** @type {number} */ id) => state.startedAt - ((id % 7) + 1) * DAY;
  /** @param {typeof NOTICES[number]} entry @returns {Announcement} */
  const notice = (entry) => ({
    id: entry.id,
    type: entry.type,
    title: text(`notice.${entry.id}.title`),
    content: text(`notice.${entry.id}.content`),
    read: reads.has(entry.id),
    createTime: createTime(entry.id),
    ...(entry.type === 'PR' ? { url: bannerPicture(entry.id, language) } : {}),
    ...(entry.link ? { link: entry.link } : {}),
  });
  // /__sim/state oldestFirst: the contract promises no order, and this platform answers the oldest first.
  /** @param {Announcement[]} list */
  const ordered = (list) => (state.switches.oldestFirst ? list.sort((a, b) => a.createTime - b.createTime) : list);
  const ofType = (/** @type {string} */ type) => (types.has(type) ? ordered(NOTICES.filter((entry) => entry.type === type).map(notice)) : []);

  const banners = types.has('B')
    ? BANNERS.filter((banner) => !groupName || banner.group === groupName).map((banner) => ({
        id: banner.id,
        type: 'B',
        title: text(`banner.${banner.id}`),
        content: '',
        read: false,
        createTime: createTime(banner.id),
        url: bannerPicture(banner.id, language),
        link: banner.link,
      }))
    : [];
  /** @type {Record<string, unknown> & { playerNotices: Announcement[], popups: Announcement[], promotions: Announcement[], agentNotices: Announcement[] }} */
  const value = {
    banners,
    playerNotices: ofType('PL'),
    popups: ofType('PU'),
    hotMatches: types.has('H') ? hotMatches(state) : [],
    promotions: ofType('PR'),
    agentNotices: ofType('A'),
  };
  const counted = [...value.playerNotices, ...value.popups, ...value.promotions, ...value.agentNotices];
  value.footer = { unreadCount: counted.filter((entry) => !entry.read).length };
  return ok(value);
}

/** @type {MemberHandler} */
function markRead({ state, account, payload }) {
  const id = Number(payload.announcementId);
  if (!NOTICES.some((entry) => entry.id === id)) return refuse('Unknown announcement', 'NOT_FOUND');
  const reads = readsOf(state, account.userName);
  if (payload.read === false) reads.delete(id);
  else reads.add(id);
  return ok(true);
}

/** @type {Handler} */
function affiliateCheck({ query }) {
  const code = queryString(query, 'code').toUpperCase();
  return code && AFFILIATE_CODES[code] ? ok(true) : refuse(MSG.invitation, 'INVITATION_INVALID');
}

/** @type {Route[]} */
export const routes = [
  { row: 23, method: 'GET', path: '/wps/announcements', moduleId: 'COMM3', token: 'opt', handle: announcements },
  { row: 24, method: 'POST', path: '/wps/announcements/read', moduleId: 'COMM3', token: 'yes', handle: markRead },
  { row: 25, method: 'GET', path: '/wps/affiliate/check', moduleId: 'AFFMAN3', token: 'no', handle: affiliateCheck },
];
