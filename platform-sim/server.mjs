// platform-sim: the reference platform the product talks to (README.md in this folder is the contract).
// `node platform-sim/server.mjs` listens on SIM_HOST:SIM_PORT; tests call startSim({ port: 0 }).
import { realpathSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { routes as accountRoutes } from './api/account.mjs';
import { routes as agentMoneyRoutes } from './api/agentMoney.mjs';
import { routes as activityRoutes } from './api/activity.mjs';
import { routes as agentRoutes } from './api/agent.mjs';
import { routes as contentRoutes } from './api/content.mjs';
import { approveDueDeposits, payPageHtml, routes as depositRoutes } from './api/deposit.mjs';
import { routes as gameRoutes } from './api/games.mjs';
import { routes as inboxRoutes } from './api/inbox.mjs';
import { routes as memberRoutes } from './api/member.mjs';
import { routes as profileRoutes, serveHeadIcon } from './api/profile.mjs';
import { routes as promotionRoutes } from './api/promotions.mjs';
import { routes as rebateRoutes } from './api/rebate.mjs';
import { routes as reportRoutes } from './api/reports.mjs';
import { routes as securityRoutes } from './api/security.mjs';
import { routes as systemRoutes } from './api/system.mjs';
import { routes as teamRoutes } from './api/team.mjs';
import { routes as teamReportRoutes } from './api/teamReports.mjs';
import { routes as withdrawRoutes } from './api/withdraw.mjs';
import { downloadPageHtml, gamePageHtml, serviceFrameHeaders, servicePageHtml, serveCdn } from './assets.mjs';
import { handleControl } from './control.mjs';
import { openEncryptedBody, processRsaKey } from './crypto.mjs';
import { liveTicket, placeBet } from './gameBets.mjs';
import {
  headerObject, headerValues, ok, queryObject, readBody, refuse, sendBody, sendJson, sendResult, tokenInvalid,
} from './http.mjs';
import { handleIdp } from './idp.mjs';
import { textLanguage } from './languages.mjs';
import { findLotteryGame } from './lottery.mjs';
import { MERCHANTS } from './seed.mjs';
import { accountForToken, logRequest } from './state.mjs';
import { createState } from './world.mjs';
/** @import { Account, Fault, Payload, Query, Refusal, RequestContext, Result, Route, State } from './types.mjs' */

/**
 * Every contract row the simulator implements, in README order.
 * @type {Route[]}
 */
export const ROUTES = [...accountRoutes, ...systemRoutes, ...memberRoutes, ...contentRoutes, ...gameRoutes, ...inboxRoutes, ...promotionRoutes, ...agentRoutes,
  ...depositRoutes, ...withdrawRoutes, ...reportRoutes, ...activityRoutes, ...profileRoutes, ...securityRoutes, ...rebateRoutes,
  ...teamRoutes, ...teamReportRoutes, ...agentMoneyRoutes].sort((a, b) => a.row - b.row);

const routeTable = new Map(ROUTES.map((route) => [`${route.method} ${route.path}`, route]));
const knownPaths = new Set(ROUTES.map((route) => route.path));

/** README "Strict rules" S3: the header names one submission of an `idempotent` row for a day. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,100}$/;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * @param {State} state
 * @param {string} id
 */
function rememberedAnswer(state, id) {
  const record = state.idempotency.get(id);
  return record && Date.now() - record.time < IDEMPOTENCY_TTL_MS ? record : null;
}

/**
 * @param {State} state
 * @param {string} id
 * @param {Result} result
 */
function rememberAnswer(state, id, result) {
  const now = Date.now();
  // Records are kept in the order they were made, so the expired ones are at the front.
  for (const [key, record] of state.idempotency) {
    if (now - record.time < IDEMPOTENCY_TTL_MS) break;
    state.idempotency.delete(key);
  }
  state.idempotency.delete(id);
  // The body as sent, so a replay answers the very bytes of the first answer whatever happens to the objects since.
  state.idempotency.set(id, { time: now, status: result.status ?? 200, body: JSON.stringify(result.envelope) });
}

/**
 * @param {number} ms
 * @returns {Promise<void>}
 */
function sleep(ms) {
  return new Promise((resolve) => { setTimeout(resolve, ms).unref(); });
}

/**
 * @param {Route} route
 * @param {string} rawBody
 * @param {Record<string, string>} headers
 * @returns {{ payload: Payload, error?: undefined } | { error: Refusal }}
 */
function parsePlainBody(route, rawBody, headers) {
  if (route.body === 'form') {
    if (!String(headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
      return { error: refuse('Expected a form-encoded body', 'BAD_REQUEST') };
    }
    return { payload: Object.fromEntries(new URLSearchParams(rawBody)) };
  }
  if (!rawBody.trim()) return { payload: {} };
  try {
    const payload = JSON.parse(rawBody);
    if (payload && typeof payload === 'object' && !Array.isArray(payload)) return { payload };
  } catch {
    // fall through
  }
  return { error: refuse('The body is not a JSON object', 'BAD_REQUEST') };
}

/**
 * Runs one contract call: Merchant, Module-Id, token, body (decrypting **enc** rows), then the handler.
 * @param {Route} route
 * @param {RequestContext} ctx
 * @returns {Result}
 */
function runRoute(route, ctx) {
  const { req, state, headers, rawBody } = ctx;
  const merchants = headerValues(req, 'merchant');
  // One header line with one code; a comma means a proxy merged two Merchant headers into one line.
  if (merchants.length !== 1 || !merchants[0].trim() || merchants[0].includes(',')) {
    return refuse('Exactly one Merchant header is required', 'MERCHANT_HEADER', null, 400);
  }
  const merchant = merchants[0].trim();
  if (!MERCHANTS.includes(merchant)) return refuse(`Unknown merchant ${merchant}`, 'MERCHANT_UNKNOWN');
  const moduleIds = headerValues(req, 'module-id');
  if (moduleIds.length !== 1 || moduleIds[0].trim() !== route.moduleId) {
    return refuse(`Module-Id must be ${route.moduleId}`, 'MODULE_MISMATCH');
  }
  const token = headers.authorization ?? '';
  const account = route.token === 'no' ? null : accountForToken(state, token);
  if (route.token === 'yes' && !account) return tokenInvalid();
  // Manual deposits are approved lazily, so no timer outlives a reset: before any call reads this account's
  // balance or ledger (row 10, the reports, row 52's pending list).
  if (account) approveDueDeposits(state, account);

  // After the token (the record is the account's) and before the body: a replay needs no body, and refusals
  // before the handler (e.g. RSA_KEY_INVALID) are not remembered, so the same key can be sent again once fixed.
  let idempotencyId = null;
  const idempotencyKey = route.idempotent ? headers['idempotency-key'] : undefined;
  if (idempotencyKey !== undefined) {
    if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return refuse('The Idempotency-Key header must be 1-100 characters of A-Z, a-z, 0-9, _ and -', 'IDEMPOTENCY_KEY_INVALID');
    }
    // Every idempotent row needs a token (README Strict rules S3), so the token's account is known here.
    idempotencyId = `${/** @type {Account} */ (account).userName}\n${route.row}\n${idempotencyKey}`;
    const earlier = rememberedAnswer(state, idempotencyId);
    if (earlier) {
      if (ctx.logEntry) ctx.logEntry.replayed = true;
      return { status: earlier.status, envelope: JSON.parse(earlier.body), headers: { 'Idempotent-Replayed': 'true' } };
    }
  }

  /** @type {Payload} */
  let payload = {};
  if (ctx.method === 'POST' || ctx.method === 'PUT') {
    if (route.enc) {
      const opened = openEncryptedBody({ rawBody, headers, key: state.key });
      if (!opened.payload) return refuse(opened.message, opened.code);
      payload = opened.payload;
    } else {
      const parsed = parsePlainBody(route, rawBody, headers);
      if (parsed.error) return parsed.error;
      payload = parsed.payload;
    }
  }
  const call = {
    ...ctx,
    merchant,
    token: account ? token : '',
    payload,
    language: textLanguage(String(headers.language ?? 'vi')),
    device: headers.device ?? '',
    forwardedFor: headers['x-forwarded-for'] ?? '',
  };
  // A `yes` row without an account was refused above.
  const result = route.token === 'yes' ? route.handle({ ...call, account: /** @type {Account} */ (account) }) : route.handle({ ...call, account });
  // Handlers run to the end without yielding, so a second call with the key, even one sent at the same moment,
  // always finds this record: it waits for the first and never runs.
  if (idempotencyId && result.envelope && (result.status ?? 200) < 500) rememberAnswer(state, idempotencyId, result);
  return result;
}

/**
 * The game a /play/<vendor>/<gameId> path names, with its category and display name.
 * @param {State} state
 * @param {string} vendor
 * @param {string} gameId
 */
function playedGame(state, vendor, gameId) {
  if (vendor === 'LOTT') return { gameCategory: 'LOTT', gameName: gameId === 'lobby' ? 'Lottery lobby' : findLotteryGame(gameId)?.name ?? `${vendor} ${gameId}` };
  const game = state.games.find((entry) => entry.vassalage === vendor && (String(entry.gameId) === gameId || String(entry.roomId) === gameId));
  if (game) return { gameCategory: game.gameType, gameName: game.gameName };
  const lobby = state.vassalage.find((entry) => entry.vassalage === vendor && entry.gameId === gameId);
  return { gameCategory: lobby?.gameType ?? 'RNG', gameName: lobby?.displayName ?? `${vendor} ${gameId}` };
}

/**
 * @param {State} state
 * @param {string} path
 * @param {Query} query
 */
function gamePage(state, path, query) {
  const match = /^\/play\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) return null;
  const vendor = decodeURIComponent(match[1]);
  const gameId = decodeURIComponent(match[2]);
  const { gameName } = playedGame(state, vendor, gameId);
  // Only a row-41 launch's ticket names an account to bet for; other pages (trial, lottery views) offer no bet.
  const ticket = liveTicket(state, query.ticket) ? /** @type {string} */ (query.ticket) : null;
  return gamePageHtml({ vendor, gameId, gameName, trial: query.trial === '1', ticket });
}

/**
 * POST /play/<vendor>/<gameId>/bet (form-encoded ticket, stake): places the bet, answers the page with its outcome.
 * @param {State} state
 * @param {string} path
 * @param {string} rawBody
 * @returns {Result | null}
 */
function gameBet(state, path, rawBody) {
  const match = /^\/play\/([^/]+)\/([^/]+)\/bet$/.exec(path);
  if (!match) return null;
  const vendor = decodeURIComponent(match[1]);
  const gameId = decodeURIComponent(match[2]);
  const form = Object.fromEntries(new URLSearchParams(rawBody));
  const game = playedGame(state, vendor, gameId);
  const outcome = placeBet(state, { ticket: form.ticket, stake: form.stake, vendor, gameId, ...game });
  return { html: gamePageHtml({ vendor, gameId, gameName: game.gameName, trial: false, ticket: form.ticket, outcome }), status: outcome.error ? 400 : 200 };
}

/**
 * Pages that stand in for the outside world: game pages, customer service, app downloads, the index.
 * @param {RequestContext} ctx
 * @returns {Result | null}
 */
function sitePage(ctx) {
  const { state, path, query, method, rawBody } = ctx;
  if (method === 'POST') return gameBet(state, path, rawBody);
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (path === '/') return ok({ name: 'platform-sim', rows: ROUTES.length });
  const game = gamePage(state, path, query);
  if (game) return { html: game };
  let match;
  if ((match = /^\/service\/([A-Z]+)$/.exec(path))) return { html: servicePageHtml(match[1]), headers: serviceFrameHeaders(state) };
  if ((match = /^\/download\/([\w.-]+)$/.exec(path))) return { html: downloadPageHtml(match[1]) };
  if ((match = /^\/pay\/(D\d+)$/.exec(path))) {
    const html = payPageHtml(state, match[1]);
    if (html) return { html };
  }
  return null;
}

/**
 * When a fault's latency (and answer) comes: 'before' the platform handles the call (it never sees a faulted
 * call), or 'after' it (the write happens, the caller hears late or never). README Control API, `delay`.
 * @param {Fault} fault
 * @param {Route | undefined} route
 */
function faultDelay(fault, route) {
  if (!route) return 'before';
  if (fault.delay) return fault.delay;
  // A slow platform is slow after doing the work: a money write under latency still moves the money.
  const answerOnly = !fault.status && !fault.malformed && !fault.hang && !fault.reset;
  return route.idempotent && answerOnly ? 'after' : 'before';
}

/**
 * @param {Fault} fault
 * @param {import('node:http').ServerResponse} res
 */
function applyFault(fault, res) {
  if (fault.hang) return true;
  // A refused connection as the caller sees it: the socket closes with no answer at all (TCP RST).
  if (fault.reset) {
    res.socket?.resetAndDestroy();
    return true;
  }
  if (fault.malformed) {
    sendBody(res, fault.status ?? 200, '{"success":true,"value":<html>not json', 'application/json; charset=utf-8', { 'Cache-Control': 'no-store' });
    return true;
  }
  if (fault.status) {
    const envelope = fault.status === 401
      ? { success: false, value: null, message: 'The account has been logged out, please log in again', code: 'TOKEN_INVALID' }
      : { success: false, value: null, message: `Simulated fault (HTTP ${fault.status})`, code: 'SIM_FAULT' };
    sendJson(res, fault.status, envelope);
    return true;
  }
  return false;
}

/**
 * Builds the request listener of one simulator instance (its own state; RSA key shared per process).
 * @param {{ publicUrl?: string }} [options]
 */
export function createSimulator({ publicUrl } = {}) {
  const state = createState();
  state.key = processRsaKey();

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const receivedAt = Date.now();
    const url = new URL(req.url ?? '/', 'http://sim.invalid');
    const path = url.pathname;
    const method = (req.method ?? 'GET').toUpperCase();
    const query = queryObject(url.searchParams);
    let rawBody;
    try {
      // Only rows that say so (row 53's receipt image) take more than readBody's 1 MB.
      rawBody = await readBody(req, routeTable.get(`${method} ${path}`)?.bodyLimit);
    } catch (error) {
      if (/** @type {{ tooLarge?: boolean }} */ (error)?.tooLarge) sendJson(res, 413, { success: false, value: null, message: 'Body too large', code: 'BAD_REQUEST' });
      return;
    }
    const baseUrl = (publicUrl || process.env.SIM_PUBLIC_URL || `http://${req.headers.host ?? `${req.socket.localAddress}:${req.socket.localPort}`}`).replace(/\/+$/, '');
    if (path === '/__sim' || path.startsWith('/__sim/')) {
      handleControl({ state, method, path, query, rawBody, res, baseUrl });
      return;
    }
    const headers = headerObject(req);
    const logEntry = path.startsWith('/cdn/') ? null : { time: receivedAt, method, path, query, headers, body: rawBody };
    if (logEntry) logRequest(state, logEntry);

    const route = routeTable.get(`${method} ${path}`);
    const fault = state.faults.find((entry) => path.startsWith(entry.path));
    const faultAfter = fault && faultDelay(fault, route) === 'after' ? fault : null;
    if (fault && !faultAfter) {
      if (fault.latencyMs) await sleep(fault.latencyMs);
      if (applyFault(fault, res)) return;
    }

    if (path.startsWith('/cdn/')) {
      if (method !== 'GET' && method !== 'HEAD') return sendBody(res, 405, 'Method not allowed', 'text/plain; charset=utf-8');
      if (!serveHeadIcon(state, res, path) && !(await serveCdn(req, res, path, state.games))) sendBody(res, 404, 'No such image', 'text/plain; charset=utf-8');
      return;
    }

    const ctx = { req, state, method, path, query, headers, rawBody, baseUrl, receivedAt, logEntry };
    const idp = handleIdp(ctx);
    if (idp) {
      if (idp.location) res.writeHead(idp.status, { Location: idp.location, 'Cache-Control': 'no-store' }).end();
      else if (idp.json) sendBody(res, idp.status, JSON.stringify(idp.json), 'application/json; charset=utf-8', { 'Cache-Control': 'public, max-age=300' });
      else sendBody(res, idp.status, idp.html ?? '', 'text/html; charset=utf-8', { 'Cache-Control': 'no-store' });
      return;
    }
    let result;
    try {
      if (route) result = runRoute(route, ctx);
      else result = sitePage(ctx) ?? (knownPaths.has(path)
        ? refuse(`Method ${method} not allowed on ${path}`, 'METHOD_NOT_ALLOWED', null, 405)
        : refuse(`Unknown path ${path}`, 'NOT_FOUND', null, 404));
    } catch (error) {
      console.error('platform-sim handler error:', error);
      result = refuse('Unknown error', 'INTERNAL', null, 500);
    }
    if (result.html !== undefined) {
      sendBody(res, result.status ?? 200, result.html, 'text/html; charset=utf-8', { 'Cache-Control': 'no-store', ...(result.headers ?? {}) });
      return;
    }
    if (faultAfter) {
      if (faultAfter.latencyMs) await sleep(faultAfter.latencyMs);
      if (applyFault(faultAfter, res)) return;
    }
    result.beforeSend?.();
    sendResult(res, result);
  }

  return { state, handle };
}

/** @param {string} host */
function urlHost(host) {
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts a simulator; port 0 picks a free port. Resolves once it listens.
 * @param {{ port?: number, host?: string, publicUrl?: string }} [options]
 */
export async function startSim({ port = 0, host = '127.0.0.1', publicUrl } = {}) {
  const simulator = createSimulator({ publicUrl });
  const server = http.createServer((req, res) => {
    simulator.handle(req, res).catch((error) => {
      console.error('platform-sim error:', error);
      if (!res.headersSent) sendJson(res, 500, { success: false, value: null, message: 'Unknown error', code: 'INTERNAL' });
    });
  });
  await /** @type {Promise<void>} */ (new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  }));
  const actualPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  /** @type {Promise<void> | undefined} */
  let closing;
  return {
    url: `http://${urlHost(host)}:${actualPort}`,
    port: actualPort,
    state: simulator.state,
    close() {
      closing ??= new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function isMain() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  const port = Number(process.env.SIM_PORT ?? 4010);
  const host = process.env.SIM_HOST || '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`platform-sim: SIM_PORT must be a port number, got ${process.env.SIM_PORT}`);
    process.exit(1);
  }
  startSim({ port, host }).then(
    (sim) => {
      console.log(`platform-sim listening on ${sim.url}`);
      const stop = () => {
        sim.close().then(() => process.exit(0));
        setTimeout(() => process.exit(0), 2000).unref();
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error) => {
      console.error(`platform-sim could not start: ${error.message}`);
      process.exit(1);
    },
  );
}
