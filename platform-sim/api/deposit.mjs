// Contract rows 52-55: deposits (wallet types, payment methods, promos, receipts, manual and gateway deposits).
import { randomBytes } from 'node:crypto';
import { escapeHtml, ok, refuse } from '../http.mjs';
import { IMAGE_BODY_LIMIT, readImage } from '../images.mjs';
import { addDeposit, approveDeposit, ledgerOf, merchantDate, rejectDeposit } from '../ledger.mjs';
import { MSG } from './account.mjs';
import { contentText } from '../content/index.mjs';
import { cents } from '../money.mjs';
import { findAccount } from '../state.mjs';
/** @import { Account, Deposit, DepositFields, DepositPromo, MemberContext, MemberHandler, Refusal, Result, Route, State } from '../types.mjs' */

/**
 * Wallets a deposit may go to; each account is offered the ones it holds. Wallets, methods and promos are named from
 * content/ (`deposit.wallet.<code>`, `deposit.method.<id>`, `deposit.promo.<id>`) in the reader's language; a deposit
 * record keeps its method's name in the language it was made in.
 */
const WALLET_TYPES = [
  { code: 'MAIN' },
  { code: 'LOTT' },
];

export const DEPOSIT_METHODS = [
  {
    id: 'BANK_VCB', type: 'MANUAL', min: 100, max: 50000, presets: [100, 500, 1000, 5000],
    payee: { bankName: 'Vietcombank', accountName: 'CONG TY TNHH MC GAMING', accountNo: '0071000123456', branch: 'Ho Chi Minh City' },
  },
  {
    id: 'BANK_ACB', type: 'MANUAL', min: 200, max: 100000, presets: [200, 1000, 2000, 10000],
    payee: { bankName: 'ACB', accountName: 'CONG TY TNHH MC GAMING', accountNo: '2468101214', branch: 'Ha Noi' },
  },
  { id: 'QUICKPAY', type: 'GATEWAY', min: 50, max: 20000, presets: [50, 100, 500, 1000] },
  { id: 'MOMO', type: 'GATEWAY', min: 10, max: 5000, presets: [10, 50, 100, 500] },
];

/** @type {DepositPromo[]} `frequency`: how often a member may claim it, as its terms say. */
export const DEPOSIT_PROMOS = [
  { id: 'WELCOME100', bonusRate: 100, maxBonus: 1000, minDeposit: 100, turnoverMultiple: 10, frequency: 'ONCE' },
  { id: 'RELOAD10', bonusRate: 10, maxBonus: 500, minDeposit: 50, turnoverMultiple: 3, frequency: 'DAILY' },
];

/**
 * Whether the member has used up the promo: a deposit that claimed it and was not rejected (a pending one holds
 * the claim, so three deposits sent before the first is approved cannot each take it), today's for a DAILY one.
 * @param {State} state
 * @param {Account} account
 * @param {DepositPromo} promo
 */
function promoClaimed(state, account, promo, now = Date.now()) {
  const today = merchantDate(now);
  return ledgerOf(state, account.userName).deposits.some((deposit) => deposit.promoId === promo.id && deposit.status !== 'REJECTED'
    && (promo.frequency === 'ONCE' || merchantDate(deposit.createTime) === today));
}

/** @param {number} value */
function money(value) {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * Refusals every deposit row shares: the DEPOSIT switch, then (writes) free-play and trial accounts.
 * @param {MemberContext} ctx
 * @param {{ write: boolean }} options
 */
function gate({ state, account }, { write }) {
  if (!state.switches.flags.DEPOSIT) return refuse(MSG.noPermission, 'FEATURE_OFF');
  if (write && (account.trial || account.freePlay)) return refuse(MSG.notActual, 'NOT_ACTUAL_ACCOUNT');
  return null;
}

const badRequest = (/** @type {string} */ message) => refuse(message, 'BAD_REQUEST');

/**
 * Row 52.
 * @type {MemberHandler}
 */
function methods(ctx) {
  const refused = gate(ctx, { write: false });
  if (refused) return refused;
  const { state, account } = ctx;
  const pending = ledgerOf(state, account.userName).deposits
    .filter((deposit) => deposit.status === 'PENDING')
    .sort((a, b) => b.createTime - a.createTime);
  const text = (/** @type {string} */ id) => contentText(id, ctx.language, state.switches.language);
  return ok({
    walletTypes: WALLET_TYPES.filter((type) => account.wallets.some((wallet) => wallet.code === type.code))
      .map((type) => ({ ...type, name: text(`deposit.wallet.${type.code}`) })),
    methods: DEPOSIT_METHODS.map((method) => ({ ...method, name: text(`deposit.method.${method.id}`) })),
    promos: DEPOSIT_PROMOS.filter((promo) => !promoClaimed(state, account, promo))
      .map((promo) => ({ ...promo, title: text(`deposit.promo.${promo.id}`) })),
    pending: pending.map((deposit) => ({ ...deposit, methodName: text(`deposit.method.${deposit.methodId}`) })),
  });
}

/**
 * Row 53: the image is checked (size, magic bytes) and kept by id; the product sends its id with row 54.
 * @type {MemberHandler}
 */
function receipt(ctx) {
  const refused = gate(ctx, { write: true });
  if (refused) return refused;
  const { state, account, payload } = ctx;
  const { image, refusal } = readImage(payload, { prefix: 'RECEIPT', noun: 'receipt' });
  if (refusal) return refusal;
  const receiptId = `R${randomBytes(8).toString('hex')}`;
  state.receipts.set(receiptId, { userName: account.userName, fileName: image.fileName, contentType: image.contentType, size: image.size });
  return ok({ receiptId });
}

/**
 * The fields rows 54 and 55 share; answers the refusal or what the deposit needs.
 * @param {MemberContext} ctx
 * @param {'MANUAL' | 'GATEWAY'} type
 * @returns {{ refusal: Refusal, fields?: undefined } | { refusal?: undefined, fields: DepositFields }}
 */
function depositFields({ state, account, payload, language }, type) {
  const method = DEPOSIT_METHODS.find((entry) => entry.id === payload.methodId);
  if (!method || method.type !== type) return { refusal: badRequest(`methodId must be a ${type} method`) };
  const wallet = account.wallets.find((entry) => entry.code === payload.walletCode);
  if (!wallet) return { refusal: badRequest('walletCode is not one of the member\'s wallets') };
  const { amount } = payload;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || cents(amount) !== amount) {
    return { refusal: badRequest('amount must be a positive number with at most 2 decimals') };
  }
  if (amount < method.min || amount > method.max) {
    return { refusal: refuse(`The amount must be between ${money(method.min)} and ${money(method.max)}`, 'AMOUNT_OUT_OF_RANGE', { min: method.min, max: method.max }) };
  }
  let bonus = 0;
  let turnoverMultiple = 0;
  /** @type {string | undefined} */
  let promoId;
  if (payload.promoId !== undefined && payload.promoId !== null && payload.promoId !== '') {
    const promo = DEPOSIT_PROMOS.find((entry) => entry.id === payload.promoId);
    if (!promo) return { refusal: badRequest('promoId is not an offered promotion') };
    if (promoClaimed(state, account, promo)) {
      const when = promo.frequency === 'DAILY' ? ' today' : '';
      return { refusal: refuse(`You have already claimed this promotion${when}`, 'PROMO_CLAIMED') };
    }
    if (amount < promo.minDeposit) return { refusal: refuse(`This promotion needs a deposit of at least ${money(promo.minDeposit)}`, 'PROMO_NOT_ELIGIBLE') };
    bonus = cents(Math.min((amount * promo.bonusRate) / 100, promo.maxBonus));
    turnoverMultiple = promo.turnoverMultiple;
    promoId = promo.id;
  }
  return {
    fields: {
      amount, bonus, turnoverMultiple, type, methodId: method.id, methodName: contentText(`deposit.method.${method.id}`, language, state.switches.language), walletCode: wallet.code,
      ...(bonus > 0 || turnoverMultiple > 0 ? { promoId } : {}),
    },
  };
}

/**
 * Row 54: PENDING until `manualDepositApprovalMs` after creation (approveDueDeposits, on the next call).
 * @type {MemberHandler}
 */
function manual(ctx) {
  const refused = gate(ctx, { write: true });
  if (refused) return refused;
  const { state, account, payload } = ctx;
  const { refusal, fields } = depositFields(ctx, 'MANUAL');
  if (refusal) return refusal;
  const depositorName = typeof payload.depositorName === 'string' ? payload.depositorName.trim() : '';
  if (depositorName.length < 2 || depositorName.length > 64) return badRequest('depositorName must be 2-64 characters');
  const { receiptId } = payload;
  const stored = typeof receiptId === 'string' ? state.receipts.get(receiptId) : undefined;
  if (typeof receiptId !== 'string' || !stored || stored.userName !== account.userName) return refuse('No such receipt', 'RECEIPT_NOT_FOUND');
  return ok(addDeposit(state, account, { ...fields, depositorName, receiptId }));
}

/**
 * Row 55: the order is PENDING, and nothing is credited, until the gateway says it was paid (settleGatewayDeposit).
 * @type {MemberHandler}
 */
function gateway(ctx) {
  const refused = gate(ctx, { write: true });
  if (refused) return refused;
  const { state, account, baseUrl } = ctx;
  const { refusal, fields } = depositFields(ctx, 'GATEWAY');
  if (refusal) return refusal;
  const deposit = addDeposit(state, account, { ...fields, depositorName: '' });
  return ok({ orderNo: deposit.orderNo, payUrl: `${baseUrl}/pay/${deposit.orderNo}`, deposit });
}

/**
 * A gateway deposit and its owner, by order number.
 * @param {State} state
 * @param {string} orderNo
 * @returns {{ deposit: Deposit, account: Account } | null}
 */
function gatewayOrder(state, orderNo) {
  for (const [userName, ledger] of state.ledgers) {
    const deposit = ledger.deposits.find((entry) => entry.orderNo === orderNo && entry.type === 'GATEWAY');
    const account = deposit && findAccount(state, userName);
    if (deposit && account) return { deposit, account };
  }
  return null;
}

/**
 * The payment gateway's word on a pending order (`POST /__sim/gateway`): PAID credits it (amount, bonus, turnover)
 * as an approval does, FAILED rejects it and moves no money. A settled order is not settled again.
 * @param {State} state
 * @param {unknown} orderNo
 * @param {unknown} outcome
 * @returns {Result}
 */
export function settleGatewayDeposit(state, orderNo, outcome) {
  if (outcome !== 'PAID' && outcome !== 'FAILED') return refuse('outcome must be PAID or FAILED', 'BAD_REQUEST', null, 400);
  const order = typeof orderNo === 'string' ? gatewayOrder(state, orderNo) : null;
  if (!order) return refuse('No such gateway deposit', 'NOT_FOUND', null, 404);
  const { deposit, account } = order;
  if (deposit.status !== 'PENDING') return refuse(`The deposit is already ${deposit.status}`, 'BAD_REQUEST', null, 400);
  if (outcome === 'PAID') approveDeposit(state, account, deposit);
  else rejectDeposit(deposit);
  return ok(deposit);
}

/**
 * Manual deposits whose approval delay has passed are approved (called for every call with a member token).
 * @param {State} state
 * @param {Account} account
 */
export function approveDueDeposits(state, account, now = Date.now()) {
  const ledger = state.ledgers.get(account.userName);
  if (!ledger) return;
  const delay = state.switches.manualDepositApprovalMs;
  for (const deposit of ledger.deposits) {
    if (deposit.status === 'PENDING' && deposit.type === 'MANUAL' && deposit.createTime + delay <= now) {
      approveDeposit(state, account, deposit, now);
    }
  }
}

const PAY_STATUS = { PENDING: 'Awaiting payment', APPROVED: 'Paid', REJECTED: 'Payment failed' };

/**
 * `GET /pay/<orderNo>`: the payment gateway's page of the order and where its payment stands.
 * @param {State} state
 * @param {string} orderNo
 */
export function payPageHtml(state, orderNo) {
  const order = gatewayOrder(state, orderNo);
  if (!order) return null;
  const { deposit } = order;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Payment ${escapeHtml(orderNo)}</title></head><body>
<h1>${escapeHtml(deposit.methodName)}</h1>
<p>Order <span data-testid="pay-order">${escapeHtml(orderNo)}</span></p>
<p>Amount <span data-testid="pay-amount">${escapeHtml(money(deposit.amount))}</span></p>
<p data-testid="pay-status">${PAY_STATUS[deposit.status]}</p>
</body></html>`;
}

/** @type {Route[]} */
export const routes = [
  { row: 52, method: 'GET', path: '/wps/deposit/methods', moduleId: 'DEPOSIT', token: 'yes', handle: methods },
  { row: 53, method: 'POST', path: '/wps/deposit/receipt', moduleId: 'DEPOSIT', token: 'yes', bodyLimit: IMAGE_BODY_LIMIT, handle: receipt },
  { row: 54, method: 'POST', path: '/wps/deposit/manual', moduleId: 'DEPOSIT', token: 'yes', idempotent: true, handle: manual },
  { row: 55, method: 'POST', path: '/wps/deposit/gateway', moduleId: 'DEPOSIT', token: 'yes', idempotent: true, handle: gateway },
];
