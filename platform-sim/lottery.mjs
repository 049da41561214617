// Lottery games whose issue number (numero), countdown and previous result move with real time.
// Periods are aligned on Vietnam midnight (UTC+7, no DST); every short period divides a day evenly.
import { contentText } from './content/index.mjs';
import { DEFAULT_LANGUAGE } from './languages.mjs';
import { hashString, prng } from './prng.mjs';

const VN_OFFSET = 7 * 60 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

/** Lottery groups (the tabs), their names content/ `lottery.<code>`. */
export const LOTTERY_GROUPS = [
  { code: 'VN_NORTH', gameGroupId: 1, tag: 'HOT' },
  { code: 'VN_CENTRAL', gameGroupId: 2, tag: '' },
  { code: 'VN_SOUTH', gameGroupId: 3, tag: '' },
  { code: 'FAST', gameGroupId: 4, tag: 'HOT' },
];

/**
 * A lottery game of the menu (row 39) as this module keeps it.
 * @typedef {{ gameCode: string, gameId: number, name: string, group: string, vendor: string, tag: string, periodSec: number, drawAt?: number, lockTime: number, entPlay: boolean, isSale?: boolean, noNumero?: boolean }} LotteryGame
 */

/**
 * Row 39's answer: the groups by group code.
 * @typedef {Record<string, { gameGroupId: number, tag: string, labelName: string, displayName: string, gameMenus: ReturnType<typeof lotteryGame>[] }>} LotteryMenu
 */

/**
 * periodSec: length of one issue; daily games (86400) draw at drawAt seconds after Vietnam midnight.
 * isSale false marks games closed for sale; noNumero games have no current issue at all.
 * @type {LotteryGame[]}
 */
export const LOTTERY_GAMES = [
  { gameCode: 'VNMB', gameId: 501, name: 'Miền Bắc', group: 'VN_NORTH', vendor: 'TCG_LOTTO_VN', tag: 'HOT', periodSec: 86400, drawAt: 18 * 3600 + 15 * 60, lockTime: 15, entPlay: true },
  { gameCode: 'VNMB5', gameId: 502, name: 'Miền Bắc 5 phút', group: 'VN_NORTH', vendor: 'TCG_LOTTO_VN', tag: 'HOT', periodSec: 300, lockTime: 5, entPlay: true },
  { gameCode: 'VNMB3', gameId: 503, name: 'Miền Bắc 3 phút', group: 'VN_NORTH', vendor: 'TCG_LOTTO_VN', tag: '', periodSec: 180, lockTime: 5, entPlay: false },
  { gameCode: 'VNDN', gameId: 511, name: 'Đà Nẵng', group: 'VN_CENTRAL', vendor: 'TCG_LOTTO_VN', tag: '', periodSec: 86400, drawAt: 17 * 3600 + 15 * 60, lockTime: 15, entPlay: false },
  { gameCode: 'VNKH', gameId: 512, name: 'Khánh Hòa', group: 'VN_CENTRAL', vendor: 'TCG_LOTTO_VN', tag: '', periodSec: 86400, drawAt: 17 * 3600 + 15 * 60, lockTime: 15, entPlay: false, isSale: false, noNumero: true },
  { gameCode: 'VNMT90', gameId: 513, name: 'Miền Trung 90 giây', group: 'VN_CENTRAL', vendor: 'TCG_LOTTO_VN', tag: 'HOT', periodSec: 90, lockTime: 3, entPlay: true },
  { gameCode: 'VNHCM', gameId: 521, name: 'TP. Hồ Chí Minh', group: 'VN_SOUTH', vendor: 'TCG_LOTTO_VN', tag: 'HOT', periodSec: 86400, drawAt: 16 * 3600 + 15 * 60, lockTime: 15, entPlay: false },
  { gameCode: 'VNVT', gameId: 522, name: 'Vũng Tàu', group: 'VN_SOUTH', vendor: 'TCG_LOTTO_VN', tag: '', periodSec: 86400, drawAt: 16 * 3600 + 15 * 60, lockTime: 15, entPlay: false },
  { gameCode: 'VNMN1', gameId: 523, name: 'Miền Nam 1 phút', group: 'VN_SOUTH', vendor: 'TCG_LOTTO_VN', tag: '', periodSec: 60, lockTime: 3, entPlay: true },
  { gameCode: 'SEA1', gameId: 531, name: 'Siêu tốc 1 phút', group: 'FAST', vendor: 'TCG_SEA', tag: 'HOT', periodSec: 60, lockTime: 3, entPlay: true },
  { gameCode: 'SEA90', gameId: 532, name: 'Siêu tốc 90 giây', group: 'FAST', vendor: 'TCG_SEA', tag: '', periodSec: 90, lockTime: 3, entPlay: true },
  { gameCode: 'SEA3', gameId: 533, name: 'Siêu tốc 3 phút', group: 'FAST', vendor: 'TCG_SEA', tag: 'HOT', periodSec: 180, lockTime: 5, entPlay: true },
  { gameCode: 'SEA5', gameId: 534, name: 'Siêu tốc 5 phút', group: 'FAST', vendor: 'TCG_SEA', tag: '', periodSec: 300, lockTime: 5, entPlay: true, isSale: false },
];

/** @param {number} t */
function vnMidnight(t) {
  return Math.floor((t + VN_OFFSET) / DAY) * DAY - VN_OFFSET;
}

/** @param {number} t */
function vnDate(t) {
  const d = new Date(t + VN_OFFSET);
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/**
 * The issue open at `now`: { numero, previousNumero, periodEnd }.
 * @param {Pick<LotteryGame, 'periodSec' | 'drawAt'>} game
 * @param {number} now
 */
export function currentIssue(game, now) {
  const period = game.periodSec * 1000;
  if (game.periodSec === 86400) {
    // Every daily game has its draw time.
    let draw = vnMidnight(now) + (game.drawAt ?? 0) * 1000;
    if (draw <= now) draw += DAY;
    return { numero: vnDate(draw), previousNumero: vnDate(draw - DAY), periodEnd: draw };
  }
  const dayStart = vnMidnight(now);
  const index = Math.floor((now - dayStart) / period);
  const perDay = DAY / period;
  const numero = `${vnDate(dayStart)}-${String(index + 1).padStart(4, '0')}`;
  const previousNumero = index > 0
    ? `${vnDate(dayStart)}-${String(index).padStart(4, '0')}`
    : `${vnDate(dayStart - DAY)}-${String(perDay).padStart(4, '0')}`;
  return { numero, previousNumero, periodEnd: dayStart + (index + 1) * period };
}

/**
 * 'SSSSS,FFFFF~s': the special prize (five digits) and the first prize (five digits), then the sum of the special
 * prize's digits; drawn deterministically from the game code and issue. The product shows the first item of the
 * part before '~' as digit balls (SPEC §3), so the special prize's five digits.
 * @param {string} gameCode
 * @param {string} numero
 */
export function winningNumber(gameCode, numero) {
  const random = prng(hashString(`${gameCode}|${numero}`));
  const draw = () => Array.from({ length: 5 }, () => Math.floor(random() * 10));
  const special = draw();
  const first = draw();
  return `${special.join('')},${first.join('')}~${special.reduce((sum, d) => sum + d, 0)}`;
}

/**
 * One lottery game as row 39 answers it, at time `now`.
 * @param {LotteryGame} game
 * @param {number} now
 * @param {number} requestReceivedMs
 */
export function lotteryGame(game, now, requestReceivedMs) {
  const isSale = game.isSale !== false;
  const issue = currentIssue(game, now);
  const base = {
    gameCode: game.gameCode,
    gameId: game.gameId,
    gameGroupCode: game.group,
    tag: game.tag,
    numero: issue.numero,
    remainTime: issue.periodEnd - now,
    lockTime: game.lockTime,
    winningTime: issue.periodEnd,
    isSale,
    labelName: game.name,
    mobileIconUrl: `/lottery/${game.gameCode}.png`,
    remark: game.name,
    entPlaySwitch: game.entPlay,
    tradPlaySwitch: true,
    mUi: game.vendor === 'TCG_SEA' ? 'sea' : 'vn',
    css: `lott-${game.group.toLowerCase().replace('_', '-')}`,
    code: game.gameCode,
    previousWinningNumber: winningNumber(game.gameCode, issue.previousNumero),
    lotteryTime: [requestReceivedMs, requestReceivedMs],
  };
  if (game.noNumero) Object.assign(base, { numero: '', remainTime: 0, winningTime: 0 });
  return base;
}

/**
 * Row 39: the groups, keyed by group code, each with its games at time `now`.
 * @returns {LotteryMenu}
 * @param {number} now
 * @param {string} [language]
 * @param {number} [requestReceivedMs]
 * @param {string} [defaultLanguage] the merchant's (row 14 `language`), for a group name `language` lacks
 */
export function lotteryMenu(now, language = 'vi', requestReceivedMs = now, defaultLanguage = DEFAULT_LANGUAGE) {
  /** @type {LotteryMenu} */
  const menu = {};
  for (const group of LOTTERY_GROUPS) {
    const name = contentText(`lottery.${group.code}`, language, defaultLanguage);
    menu[group.code] = {
      gameGroupId: group.gameGroupId,
      tag: group.tag,
      labelName: name,
      displayName: name,
      gameMenus: LOTTERY_GAMES.filter((game) => game.group === group.code).map((game) => lotteryGame(game, now, requestReceivedMs)),
    };
  }
  return menu;
}

/**
 * Stamps the answer-sent time into every game's lotteryTime, just before the answer is written.
 * @param {LotteryMenu} menu
 * @param {number} answerSentMs
 */
export function stampAnswerTime(menu, answerSentMs) {
  for (const group of Object.values(menu)) {
    for (const game of group.gameMenus) game.lotteryTime = [game.lotteryTime[0], answerSentMs];
  }
  return menu;
}

/** @param {string} gameCode */
export function findLotteryGame(gameCode) {
  return LOTTERY_GAMES.find((game) => game.gameCode === gameCode) ?? null;
}
