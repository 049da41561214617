// Contract rows 29-42: game lists, hot games, vendors, favourites, recent games, lottery menu and launches.
import { randomBytes } from 'node:crypto';
import { rememberTicket } from '../gameBets.mjs';
import { ok, queryInt, queryString, refuse } from '../http.mjs';
import { textLanguage } from '../languages.mjs';
import { findLotteryGame, lotteryMenu, stampAnswerTime } from '../lottery.mjs';
import { CATEGORIES, VENDORS } from '../seed.mjs';
import { addRecent, favouritesOf, findGame, platformNow, recentsOf } from '../state.mjs';
import { MSG } from './account.mjs';
/** @import { Account, Game, Handler, MemberHandler, Payload, Query, Route, State } from '../types.mjs' */

export const PAGE_SIZE = 26;
const MAX_PAGE_SIZE = 100;

/** @param {unknown} value */
function str(value) {
  return value === undefined || value === null ? '' : String(value).trim();
}

/**
 * @template T
 * @param {T[]} list
 * @param {number} pageNo
 * @param {number} pageSize
 */
function page(list, pageNo, pageSize) {
  return {
    items: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalPages: Math.ceil(list.length / pageSize),
  };
}

/**
 * @param {Query} query
 * @param {string} pageKey
 */
function paging(query, pageKey) {
  return {
    pageNo: queryInt(query, pageKey, 1),
    pageSize: queryInt(query, 'pageSize', PAGE_SIZE, { max: MAX_PAGE_SIZE }),
  };
}

/**
 * Game-list filters of row 29: gameType, vassalage, gameName (trimmed, case-insensitive contains), isNew, gameClassify.
 * @param {Game[]} games
 * @param {Query} query
 */
export function filterGames(games, query) {
  const gameType = queryString(query, 'gameType').toUpperCase();
  const vassalage = queryString(query, 'vassalage').toUpperCase();
  const gameName = queryString(query, 'gameName').toLowerCase();
  const isNew = queryString(query, 'isNew') === '1';
  const classify = queryString(query, 'gameClassify').toLowerCase();
  return games.filter((game) => {
    if (gameType && gameType !== 'ALL') {
      if (gameType === 'HOT' ? !game.isHot : gameType === 'NEW' ? !game.isNew : game.gameType !== gameType) return false;
    }
    if (vassalage && game.vassalage !== vassalage) return false;
    if (gameName && !game.gameName.toLowerCase().includes(gameName)) return false;
    if (isNew && !game.isNew) return false;
    if (classify && classify !== 'all' && !game.classify.includes(classify)) return false;
    return true;
  });
}

/**
 * @param {State} state
 * @param {Account | null} account
 * @param {Game[]} games
 */
function withFavourite(state, account, games) {
  if (!account) return games;
  const favourites = new Set(favouritesOf(state, account.userName));
  return games.map((game) => ({ ...game, isFavourite: favourites.has(String(game.nodeId)) }));
}

/**
 * Row 29.
 * @type {Handler}
 */
function gameList({ state, query, account }) {
  const { pageNo, pageSize } = paging(query, 'pageNo');
  const { items, totalPages } = page(filterGames(state.games, query), pageNo, pageSize);
  return ok({ games: withFavourite(state, account, items), pageNum: pageNo, totalPages });
}

/** @type {Handler} */
function vendorTypes() {
  return ok({
    content: CATEGORIES.map((category) => ({
      gameCategory: category.code,
      vendorNames: VENDORS.filter((vendor) => vendor.gameType === category.code).map((vendor) => vendor.code),
      accountTypeName: category.name,
    })),
  });
}

/**
 * @param {State} state
 * @param {string[]} ids
 * @returns {Game[]}
 */
function gamesById(state, ids) {
  return ids.map((id) => findGame(state, id)).filter((game) => game !== null);
}

/**
 * Row 34: most recently added first.
 * @type {MemberHandler}
 */
function favouriteList({ state, account, query }) {
  const { pageNo, pageSize } = paging(query, 'pageNo');
  const { items, totalPages } = page(gamesById(state, favouritesOf(state, account.userName)), pageNo, pageSize);
  return ok({ content: items, pageNum: pageNo, totalPages });
}

/**
 * @param {State} state
 * @param {unknown} nodeId
 * @param {unknown} vendor
 */
function knownGame(state, nodeId, vendor) {
  const game = findGame(state, nodeId);
  if (!game || (str(vendor) && str(vendor).toUpperCase() !== game.vassalage)) return null;
  return game;
}

/**
 * Row 35.
 * @type {MemberHandler}
 */
function favouriteAdd({ state, account, payload }) {
  const game = knownGame(state, payload.nodeId, payload.vendor);
  if (!game) return refuse('Game not found', 'GAME_NOT_FOUND');
  const id = String(game.nodeId);
  const list = favouritesOf(state, account.userName).filter((entry) => entry !== id);
  list.unshift(id);
  state.favourites.set(account.userName, list);
  return ok(true);
}

/**
 * Row 36 (idempotent).
 * @type {MemberHandler}
 */
function favouriteRemove({ state, account, query }) {
  const game = knownGame(state, queryString(query, 'nodeId'), queryString(query, 'vendor'));
  if (!game) return refuse('Game not found', 'GAME_NOT_FOUND');
  const id = String(game.nodeId);
  state.favourites.set(account.userName, favouritesOf(state, account.userName).filter((entry) => entry !== id));
  return ok(true);
}

/**
 * Row 37.
 * @type {MemberHandler}
 */
function recentAdd({ state, account, payload }) {
  const game = findGame(state, payload.nodeId);
  if (!game) return refuse('Game not found', 'GAME_NOT_FOUND');
  addRecent(state, account.userName, String(game.nodeId));
  return ok(true);
}

/**
 * Row 38: most recent first, filtered by gameType and vendor.
 * @type {MemberHandler}
 */
function recentList({ state, account, query }) {
  const { pageNo, pageSize } = paging(query, 'page');
  const gameType = queryString(query, 'gameType').toUpperCase();
  const vendor = queryString(query, 'vendor').toUpperCase();
  const games = gamesById(state, recentsOf(state, account.userName)).filter(
    (game) => (!gameType || gameType === 'ALL' || game.gameType === gameType) && (!vendor || game.vassalage === vendor),
  );
  const { items, totalPages } = page(games, pageNo, pageSize);
  return ok({ list: items, totalPages });
}

/**
 * Row 39. lotteryTime = [request received, answer sent], stamped just before writing; issues and stamps on the
 * platform's clock.
 * @type {Handler}
 */
function lotteryMenuRoute({ state, query, language, receivedAt }) {
  const offset = state.switches.clockOffsetMs;
  const menu = lotteryMenu(platformNow(state), textLanguage(queryString(query, 'language')) || language, receivedAt + offset, state.switches.language);
  const result = ok(menu);
  result.beforeSend = () => stampAnswerTime(menu, platformNow(state));
  return result;
}

function ticket() {
  return randomBytes(8).toString('hex');
}

/**
 * Row 40: a relative game URL (no leading slash) served by the simulator under /play.
 * @type {MemberHandler}
 */
function lotteryLaunch({ state, payload }) {
  const view = str(payload.lottoView) || 'lobby';
  const code = str(payload.lottoGameCode);
  if (str(payload.lottoArea) !== 'VN' || str(payload.launchMode) !== 'LOTT' || !['betting', 'lobby'].includes(view)) {
    return refuse('Invalid lottery launch', 'BAD_REQUEST');
  }
  // A code of the lottery menu (row 39) or of a LOTT/ELOTT game of the game list (row 29).
  const known = findLotteryGame(code) || state.games.some((game) => game.gameCode === code && ['LOTT', 'ELOTT'].includes(game.vassalage));
  if (view === 'betting' && !known) return refuse('Game not found', 'GAME_NOT_FOUND');
  const params = new URLSearchParams({ view, prizeMode: str(payload.lottoPrizeMode), ticket: ticket() });
  return ok({ gameUrl: `play/LOTT/${encodeURIComponent(view === 'betting' ? code : 'lobby')}?${params}` });
}

/** @typedef {{ gameType: string, vendor: string, gameId: string }} LaunchTarget */

/**
 * The game a launch names: by nodeId and vendor; gameId must be the game's (any match room for sports).
 * @param {State} state
 * @param {Payload} payload
 * @returns {LaunchTarget | null}
 */
function launchTarget(state, payload) {
  const vendor = str(payload.vendor).toUpperCase();
  const gameId = str(payload.gameId);
  if (!gameId) return null;
  const lobby = state.vassalage.find((entry) => String(entry.nodeId) === str(payload.nodeId));
  if (lobby) return lobby.vassalage === vendor && lobby.gameId === gameId ? { gameType: lobby.gameType, vendor, gameId } : null;
  const game = knownGame(state, payload.nodeId, vendor);
  if (!game) return null;
  if (game.gameType !== 'SPORTS' && gameId !== String(game.gameId) && gameId !== String(game.roomId ?? '')) return null;
  return { gameType: game.gameType, vendor: game.vassalage, gameId };
}

/**
 * @param {string} baseUrl
 * @param {LaunchTarget} target
 * @param {Record<string, string>} extra
 * @param {string} [gameTicket]
 */
function playUrl(baseUrl, target, extra, gameTicket = ticket()) {
  const params = new URLSearchParams({ ticket: gameTicket, ...extra });
  return `${baseUrl}/play/${encodeURIComponent(target.vendor)}/${encodeURIComponent(target.gameId)}?${params}`;
}

/**
 * Row 41.
 * @type {MemberHandler}
 */
function launchGame({ state, account, token, payload, baseUrl }) {
  const target = launchTarget(state, payload);
  if (!target) return refuse('Game not found', 'GAME_NOT_FOUND');
  // The game page's bets land in the ledger of the account that launched it, while the launching token lives.
  const gameTicket = ticket();
  rememberTicket(state, gameTicket, account.userName, token);
  return ok({ gameUrl: playUrl(baseUrl, target, {}, gameTicket) });
}

/**
 * Row 42: sports only.
 * @type {Handler}
 */
function launchTrial({ state, payload, baseUrl }) {
  const target = launchTarget(state, payload);
  if (!target) return refuse('Game not found', 'GAME_NOT_FOUND');
  if (target.gameType !== 'SPORTS') return refuse(MSG.noPermission, 'TRIAL_NOT_SUPPORTED');
  return ok({ gameUrl: playUrl(baseUrl, target, { trial: '1' }) });
}

/** @type {Route[]} */
export const routes = [
  { row: 29, method: 'GET', path: '/lgw/games/mobile', moduleId: 'GAMELO3', token: 'opt', handle: gameList },
  { row: 30, method: 'GET', path: '/lgw/games/hot', moduleId: 'GAMELOHOT3', token: 'no', handle: ({ state }) => ok({ list: state.games.filter((game) => game.isHot) }) },
  { row: 31, method: 'GET', path: '/lgw/games/vendorTypes', moduleId: 'GAMELO3', token: 'no', handle: vendorTypes },
  { row: 32, method: 'GET', path: '/lgw/games/vassalage', moduleId: 'GAMELO3', token: 'no', handle: ({ state }) => ok(state.vassalage) },
  { row: 33, method: 'GET', path: '/lgw/games/favourite/ids', moduleId: 'GAMELOFAV3', token: 'yes', handle: ({ state, account }) => ok([...favouritesOf(state, account.userName)]) },
  { row: 34, method: 'GET', path: '/lgw/games/favourite', moduleId: 'GAMELOFAV3', token: 'yes', handle: favouriteList },
  { row: 35, method: 'POST', path: '/lgw/games/favourite', moduleId: 'GAMELOFAV3', token: 'yes', handle: favouriteAdd },
  { row: 36, method: 'DELETE', path: '/lgw/games/favourite', moduleId: 'GAMELOFAV3', token: 'yes', handle: favouriteRemove },
  { row: 37, method: 'POST', path: '/lgw/games/recent', moduleId: 'GAMELOREC3', token: 'yes', handle: recentAdd },
  { row: 38, method: 'GET', path: '/lgw/games/recent', moduleId: 'GAMELOREC3', token: 'yes', handle: recentList },
  { row: 39, method: 'GET', path: '/lgw/lottery/menu', moduleId: 'GAMELO3', token: 'no', handle: lotteryMenuRoute },
  { row: 40, method: 'POST', path: '/lgw/lottery/launch', moduleId: 'GAMELO3', token: 'yes', handle: lotteryLaunch },
  { row: 41, method: 'POST', path: '/wps/game/launchGame', moduleId: 'GAMELO3', token: 'yes', handle: launchGame },
  { row: 42, method: 'POST', path: '/wps/game/launchGame/trial', moduleId: 'GAMELO3', token: 'no', handle: launchTrial },
];
