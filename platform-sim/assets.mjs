// Generated images for /cdn/... (vector drawings encoded as JPEG, WebP or PNG by cdnImages.mjs) and the tiny
// HTML pages standing in for games, customer service and app downloads. Nothing is downloaded; every image is
// drawn from its name.
import { escapeHtml, sendBody } from './http.mjs';
import { createImageCache } from './cdnImages.mjs';
import { contentText } from './content/index.mjs';
import { DEFAULT_LANGUAGE, RIGHT_TO_LEFT, textLanguage } from './languages.mjs';
import { hashString } from './prng.mjs';
import { LOTTERY_GAMES } from './lottery.mjs';
import { BANNERS, MERCHANT_PROFILES, NOTICES, TEAMS, VENDORS } from './seed.mjs';
/** @import { BetOutcome, Game, ImageKind, State } from './types.mjs' */

const esc = escapeHtml;
const LONG_CACHE = 'public, max-age=31536000, immutable';
const FONT = 'font-family="Arial, Helvetica, sans-serif"';

/** @param {string} text */
function hueOf(text) {
  return hashString(text) % 360;
}

/** @param {string} name */
function initials(name) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0].toUpperCase())
    .join('');
}

/**
 * @param {string} title
 * @param {number} hue
 * @param {'ltr' | 'rtl'} [direction] the title's: a right-to-left title keeps its figures and signs in place
 */
export function bannerSvg(title, hue, direction = 'ltr') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,25%)"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#g)"/>
<circle cx="640" cy="60" r="120" fill="rgba(255,255,255,0.08)"/><circle cx="90" cy="280" r="90" fill="rgba(255,255,255,0.06)"/>
<text x="375" y="165" text-anchor="middle" direction="${direction}" ${FONT} font-size="44" font-weight="bold" fill="#fff">${esc(title)}</text>
</svg>`;
}

/**
 * @param {string} name
 * @param {string} vendor
 * @param {number} hue
 */
export function gameIconSvg(name, vendor, hue) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<rect width="300" height="300" rx="36" fill="hsl(${hue},60%,40%)"/>
<rect x="18" y="18" width="264" height="264" rx="28" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="4"/>
<text x="150" y="150" text-anchor="middle" ${FONT} font-size="96" font-weight="bold" fill="#fff">${esc(initials(name))}</text>
<text x="150" y="215" text-anchor="middle" ${FONT} font-size="22" fill="#fff">${esc(name)}</text>
<text x="150" y="255" text-anchor="middle" ${FONT} font-size="18" fill="rgba(255,255,255,0.75)">${esc(vendor)}</text>
</svg>`;
}

/**
 * @param {string} vendor
 * @param {string} variant
 */
export function vendorIconSvg(vendor, variant) {
  const white = variant === 'WHITE';
  const hue = VENDORS.find((entry) => entry.code === vendor)?.hue ?? hueOf(vendor);
  const fill = white ? '#ffffff' : `hsl(${hue},75%,45%)`;
  const size = vendor.length > 8 ? 22 : vendor.length > 4 ? 30 : 44;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<rect x="6" y="6" width="188" height="188" rx="36" fill="${white ? 'rgba(255,255,255,0.2)' : `hsl(${hue},60%,92%)`}" stroke="${fill}" stroke-width="8"/>
<circle cx="100" cy="78" r="34" fill="${fill}"/>
<text x="100" y="158" text-anchor="middle" ${FONT} font-size="${size}" font-weight="bold" fill="${fill}">${esc(vendor)}</text>
</svg>`;
}

/**
 * @param {string} name
 * @param {number} hue
 */
export function teamLogoSvg(name, hue) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<path d="M60 6 L108 22 L102 78 Q92 104 60 114 Q28 104 18 78 L12 22 Z" fill="hsl(${hue},70%,42%)" stroke="#fff" stroke-width="4"/>
<text x="60" y="72" text-anchor="middle" ${FONT} font-size="34" font-weight="bold" fill="#fff">${esc(initials(name))}</text>
</svg>`;
}

export function appIconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192">
<rect width="192" height="192" rx="40" fill="#c8102e"/>
<circle cx="96" cy="96" r="58" fill="#ffd700"/>
<text x="96" y="116" text-anchor="middle" ${FONT} font-size="60" font-weight="bold" fill="#c8102e">M</text>
</svg>`;
}

/**
 * A merchant's square mark: its initial on a tile of its primary colour.
 * @param {string} name
 * @param {string} fill
 * @param {string} ink
 */
export function brandLogoSvg(name, fill, ink) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" rx="112" fill="${esc(fill)}"/>
<circle cx="256" cy="256" r="170" fill="none" stroke="${esc(ink)}" stroke-width="22"/>
<text x="256" y="330" text-anchor="middle" ${FONT} font-size="220" font-weight="bold" fill="${esc(ink)}">${esc(name.slice(0, 1))}</text>
</svg>`;
}

/**
 * @param {string} code
 * @param {string} name
 * @param {number} hue
 */
export function lotteryIconSvg(code, name, hue) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<circle cx="80" cy="80" r="76" fill="hsl(${hue},70%,45%)"/>
<circle cx="80" cy="80" r="56" fill="#fff"/>
<text x="80" y="92" text-anchor="middle" ${FONT} font-size="${code.length > 4 ? 24 : 32}" font-weight="bold" fill="hsl(${hue},70%,35%)">${esc(code)}</text>
<title>${esc(name)}</title>
</svg>`;
}

/**
 * @param {string} title
 * @param {string} body
 */
function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;margin:0;padding:24px;background:#111;color:#eee;text-align:center}h1{font-size:22px}p{color:#aaa}</style>
</head><body>${body}</body></html>`;
}

/**
 * The fake game page. A launched (not trial) game offers a bet form posting back to `/play/<vendor>/<gameId>/bet`;
 * after a bet it shows the outcome (`outcome`: {bet, balance} or {error}).
 * @param {{ vendor: string, gameId: string, gameName: string, trial: boolean, ticket: string | null, outcome?: BetOutcome }} page
 */
export function gamePageHtml({ vendor, gameId, gameName, trial, ticket, outcome }) {
  const action = `/play/${encodeURIComponent(vendor)}/${encodeURIComponent(gameId)}/bet`;
  const result = !outcome ? ''
    : outcome.error !== undefined ? `<p role="alert" data-testid="sim-bet-error">${esc(outcome.error)}</p>`
    : `<p role="status" data-testid="sim-bet-result">Bet <b data-testid="sim-bet-order">${esc(outcome.bet.orderNo)}</b>: stake <b data-testid="sim-bet-stake">${outcome.bet.betAmount.toFixed(2)}</b>, payout <b data-testid="sim-bet-payout">${outcome.bet.payout.toFixed(2)}</b>, win/loss <b data-testid="sim-bet-winloss">${outcome.bet.winLoss.toFixed(2)}</b></p>
<p>Balance <b data-testid="sim-balance">${outcome.balance.toFixed(2)}</b></p>`;
  const form = trial || !ticket ? '' : `<form method="post" action="${esc(action)}">
<input type="hidden" name="ticket" value="${esc(ticket)}">
<label>Stake <input name="stake" inputmode="decimal" required data-testid="sim-stake"></label>
<button type="submit" data-testid="sim-bet">Bet</button>
</form>`;
  return page(gameName, `<h1 data-testid="sim-game-name">${esc(gameName)}</h1>
<p>Simulated game page: vendor <b data-testid="sim-game-vendor">${esc(vendor)}</b>, game <b data-testid="sim-game-id">${esc(gameId)}</b>${trial ? ' (trial)' : ''}</p>
${result}${form}`);
}

/** @param {string} csType */
export function servicePageHtml(csType) {
  return page(`Customer service (${csType})`, `<h1 data-testid="sim-service">Customer service: ${esc(csType)}</h1><p>Simulated support page.</p>`);
}

/**
 * /__sim/state serviceFrameRefused: the service pages forbid every embedding, in both headers browsers obey.
 * @param {State} state
 * @returns {Record<string, string>}
 */
export function serviceFrameHeaders(state) {
  return state.switches.serviceFrameRefused
    ? { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" }
    : {};
}

/** @param {string} kind */
export function downloadPageHtml(kind) {
  return page(`Download (${kind})`, `<h1 data-testid="sim-download">Download: ${esc(kind)}</h1><p>Simulated app download.</p>`);
}

const images = createImageCache();

/**
 * Serves /cdn/<path> like a CDN: the encoded picture with its type, an ETag (a matching If-None-Match gets 304)
 * and a year of immutable caching. Images are addressed relative to an imageCDNs base (http://HOST/cdn); a
 * doubled /cdn/cdn/ prefix is tolerated. Resolves false when the path names no image.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @param {Game[]} games
 */
export async function serveCdn(req, res, pathname, games) {
  let rest = pathname.replace(/^\/cdn\//, '');
  while (rest.startsWith('cdn/')) rest = rest.slice(4);
  const source = cdnImage(rest, games);
  if (!source) return false;
  const image = await images.get(rest, source.kind, source.draw);
  const headers = { 'Cache-Control': LONG_CACHE, ETag: image.etag, 'Access-Control-Allow-Origin': '*' };
  if (req.headers['if-none-match'] === image.etag) {
    if (!res.destroyed && !res.writableEnded) res.writeHead(304, headers).end();
    return true;
  }
  sendBody(res, 200, image.body, image.contentType, headers);
  return true;
}

/**
 * The kind and vector drawing (drawn only when first encoded) of a CDN path, or null. File types: IMAGE_KINDS.
 * @param {string} rest
 * @param {Game[]} games
 * @returns {{ kind: ImageKind, draw: () => string } | null}
 */
export function cdnImage(rest, games) {
  /** @type {RegExpExecArray | null} */
  let match;
  if ((match = /^banners\/(\d+)(?:\.([a-z]{2}(?:-han[st])?))?\.jpg$/.exec(rest))) {
    const id = Number(match[1]);
    const language = match[2] ?? textLanguage(DEFAULT_LANGUAGE);
    const banner = BANNERS.find((entry) => entry.id === id) ?? NOTICES.find((entry) => entry.id === id && entry.type === 'PR');
    // One picture per banner and language (content/index.mjs bannerPicture), drawn with its title in that language.
    const title = BANNERS.some((entry) => entry.id === id) ? `banner.${id}` : `notice.${id}.title`;
    return banner ? { kind: 'banner', draw: () => bannerSvg(contentText(title, language, DEFAULT_LANGUAGE), banner.hue ?? 0, RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr') } : null;
  }
  if ((match = /^games\/([A-Z0-9_]+)\/(\d+)\.webp$/.exec(rest))) {
    const [, vendor, nodeId] = match;
    const game = games.find((entry) => String(entry.nodeId) === nodeId && entry.vassalage === vendor);
    if (!game) return null;
    const hue = (VENDORS.find((vendor) => vendor.code === game.vassalage)?.hue ?? 0) + (hashString(game.gameName) % 50) - 25;
    return { kind: 'game', draw: () => gameIconSvg(game.gameName, game.accountTypeName, (hue + 360) % 360) };
  }
  if ((match = /^(?:vendor\/)?([A-Z0-9_]+)-(WHITE|COLOR)\.png$/.exec(rest))) {
    const [, vendor, variant] = match;
    if (!VENDORS.some((entry) => entry.code === vendor)) return null;
    return { kind: 'vendor', draw: () => vendorIconSvg(vendor, variant) };
  }
  if ((match = /^teams\/([a-z0-9-]+)\.png$/.exec(rest))) {
    const slug = match[1];
    const team = TEAMS.find((entry) => entry.slug === slug);
    return team ? { kind: 'team', draw: () => teamLogoSvg(team.name, team.hue) } : null;
  }
  if ((match = /^lottery\/([A-Z0-9_]+)\.png$/.exec(rest))) {
    const gameCode = match[1];
    const game = LOTTERY_GAMES.find((entry) => entry.gameCode === gameCode);
    return game ? { kind: 'lottery', draw: () => lotteryIconSvg(game.gameCode, game.name, hueOf(game.group)) } : null;
  }
  if (rest === 'app/app-icon.png') return { kind: 'app', draw: appIconSvg };
  if ((match = /^brand\/([a-z0-9]+)\.png$/.exec(rest))) {
    const brand = MERCHANT_PROFILES[/** @type {keyof typeof MERCHANT_PROFILES} */ (match[1])]?.brand;
    return brand ? { kind: 'logo', draw: () => brandLogoSvg(brand.name, brand.colors.primary, brand.colors.onPrimary) } : null;
  }
  return null;
}
