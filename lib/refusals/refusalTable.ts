import { rateField } from '@/lib/forms/rateField';
import { formatDate } from '@/lib/format/formatDate';
import { moneyFormatIn } from '@/lib/format/formatMoney';
import { PlatformError, type PlatformErrorKind } from '@/lib/platform/PlatformError';
import { refusalFigures, type RefusalFigures } from '@/lib/platform/schemas';
import type { RuntimeTranslate } from '@/lib/i18n/runtimeKeys';

/**
 * The one table of platform refusals: every code the platform contract can send (platform-sim/README.md and the
 * simulator's `refuse(...)` calls; tests/unit/lib/refusalTable.test.ts keeps them in step) maps to a message and
 * the figures that message names. The platform's own `message` is English whatever the `Language` header says,
 * so it is never shown: a code the table does not know reads as `errors.unknown`.
 */

type Catalogue = typeof import('@/messages/vi.json');
export type RefusalMessageKey = `refusals.${keyof Catalogue['refusals'] & string}` | `errors.${keyof Catalogue['errors'] & string}`;

/** A translator over the whole catalogue, asked with the table's keys (checked by RefusalMessageKey and its test). */
export type Translate = RuntimeTranslate;

/** How figures are written: money as the screens write it, times in the merchant's zone, categories by name. */
export interface FigureFormat {
  money(value: number | undefined): string;
  time(value: number): string;
  category(code: string): string;
}

export interface RefusalEntry {
  key: RefusalMessageKey;
  /** The ICU arguments of the message from the refusal's figures. */
  args?: (figures: RefusalFigures, format: FigureFormat) => Record<string, string | number>;
  /** The form field the refusal is about, when it is about one (a form may still place it elsewhere). */
  field?: string | ((figures: RefusalFigures) => string | undefined);
  /** Its figures are money: the text needs the player's currency symbol (lib/refusals/refusalText.ts finds it). */
  namesMoney?: true;
}

/** Limits the product sets itself on a target (lib/pipeline/attempts.ts), worded with the minutes left. */
const OWN_LIMITS = new Set(['ACCOUNT_RATE_LIMITED', 'TARGET_RATE_LIMITED', 'PICTURE_RATE_LIMITED', 'STORE_UNAVAILABLE']);
const minutesOf = (seconds: number | undefined) => Math.max(1, Math.ceil((seconds ?? 60) / 60));

// A figure the platform may leave out is behind an ICU select ('yes'/'no'), so the message still reads whole.
const known = (value: unknown) => (value === undefined || value === '' ? 'no' : 'yes');

const amountRange: RefusalEntry['args'] = (figures, format) => ({
  min: format.money(figures.min),
  max: format.money(figures.max),
  forDownline: known(figures.userName),
  userName: figures.userName ?? '',
});

const attempts: RefusalEntry['args'] = (figures) => ({
  attemptsKnown: known(figures.attemptsLeft),
  attemptsLeft: figures.attemptsLeft ?? 0,
});

/** Faults of the request itself (headers, encryption, merchant set-up): nothing the player can put right. */
const REQUEST_FAULT: RefusalEntry = { key: 'refusals.REQUEST_FAULT' };

/** Keys are the platform's codes; a message key is the code in capitals with `_` for `.`, unless shared. */
export const REFUSAL_TABLE: Readonly<Record<string, RefusalEntry>> = {
  // Rows 2-8, 18-22: accounts (SPEC §8 messages)
  LOGIN_FAILED: { key: 'refusals.LOGIN_FAILED' },
  USER_UNKNOWN: { key: 'refusals.USER_UNKNOWN', field: 'email' },
  CAPTCHA_ERROR: { key: 'refusals.CAPTCHA_ERROR', field: 'captcha' },
  VERIFICATION_CODE_ERROR: { key: 'refusals.VERIFICATION_CODE_ERROR', args: attempts, field: 'verificationCode' },
  'verification.code.error': { key: 'refusals.VERIFICATION_CODE_ERROR', args: attempts, field: 'verificationCode' },
  VERIFICATION_CODE_VOID: { key: 'refusals.VERIFICATION_CODE_VOID', field: 'verificationCode' },
  ID_TOKEN_INVALID: { key: 'refusals.ID_TOKEN_INVALID' },
  SOCIAL_NOT_CONFIGURED: { key: 'refusals.SOCIAL_NOT_CONFIGURED' },
  USERNAME_EXISTS: { key: 'refusals.USERNAME_EXISTS', field: 'username' },
  INVITATION_INVALID: { key: 'refusals.INVITATION_INVALID', field: 'affiliateCode' },
  FIELD_INVALID: {
    key: 'refusals.FIELD_INVALID',
    args: (figures) => ({ field: figures.field ?? '' }),
    field: (figures) => figures.field,
  },
  MOBILE_INVALID: { key: 'refusals.MOBILE_INVALID', field: 'mobileNum' },
  MOBILE_UNKNOWN: { key: 'refusals.MOBILE_UNKNOWN', field: 'mobileNum' },
  MOBILE_EXISTS: { key: 'refusals.MOBILE_EXISTS', field: 'mobileNum' },
  EMAIL_INVALID: { key: 'refusals.EMAIL_INVALID', field: 'email' },
  OLD_PASSWORD_WRONG: { key: 'refusals.OLD_PASSWORD_WRONG', field: 'oldPassword' },
  CONFIRM_MISMATCH: { key: 'refusals.CONFIRM_MISMATCH' },
  'modify.new.old.same': { key: 'refusals.MODIFY_NEW_OLD_SAME', field: 'newPassword' },
  'password.format.error': { key: 'refusals.PASSWORD_FORMAT_ERROR', field: 'newPassword' },
  TRIAL_NOT_SUPPORTED: { key: 'refusals.TRIAL_NOT_SUPPORTED' },

  // Any row
  FEATURE_OFF: { key: 'refusals.FEATURE_OFF' },
  NOT_ACTUAL_ACCOUNT: { key: 'refusals.NOT_ACTUAL_ACCOUNT' },
  // The product's own refusals (lib/pipeline): the wrong login for the account's type (SPEC §6), limits on a target.
  NON_AGENT: { key: 'refusals.NON_AGENT' },
  NON_MEMBER: { key: 'refusals.NON_MEMBER' },
  // An account past its failed sign-ins asks for the captcha whether the platform does or not (lib/pipeline/attempts.ts).
  CAPTCHA_REQUIRED: { key: 'refusals.CAPTCHA_REQUIRED', field: 'captcha' },
  // An account asked for the captcha before (by the platform or by us), its owner back without one in the form.
  CAPTCHA_ASKED: { key: 'refusals.CAPTCHA_ASKED', field: 'captcha' },
  ACCOUNT_RATE_LIMITED: { key: 'errors.accountRateLimited', args: (figures) => ({ minutes: minutesOf(figures.retryAfterSeconds) }) },
  TARGET_RATE_LIMITED: { key: 'errors.targetRateLimited', args: (figures) => ({ minutes: minutesOf(figures.retryAfterSeconds) }) },
  PICTURE_RATE_LIMITED: { key: 'errors.pictureRateLimited', args: (figures) => ({ minutes: minutesOf(figures.retryAfterSeconds) }) },
  // The shared store is out of reach: limits on sign-in and payment passwords fail closed (lib/store/failurePolicy.ts).
  STORE_UNAVAILABLE: { key: 'errors.storeUnavailable' },
  NO_PERMISSION: { key: 'refusals.NO_PERMISSION' },
  NOT_FOUND: { key: 'refusals.NOT_FOUND' },
  BAD_REQUEST: { key: 'errors.badInput' },
  TOKEN_INVALID: { key: 'errors.session' },
  MERCHANT_HEADER: REQUEST_FAULT,
  MERCHANT_UNKNOWN: REQUEST_FAULT,
  MODULE_MISMATCH: REQUEST_FAULT,
  METHOD_NOT_ALLOWED: REQUEST_FAULT,
  DECRYPT_FAILED: REQUEST_FAULT,
  RSA_KEY_INVALID: REQUEST_FAULT,
  TRIAL_MERCHANT_REQUIRED: REQUEST_FAULT,
  INTERNAL: REQUEST_FAULT,
  SIM_FAULT: REQUEST_FAULT,
  IDEMPOTENCY_KEY_INVALID: REQUEST_FAULT,

  // Rows 35-45: games and contracts
  GAME_NOT_FOUND: { key: 'refusals.GAME_NOT_FOUND' },
  NO_PENDING_CONTRACT: { key: 'refusals.NO_PENDING_CONTRACT' },

  // Rows 52-59: wallet
  INSUFFICIENT_BALANCE: {
    key: 'refusals.INSUFFICIENT_BALANCE',
    // Row 59 names what may be withdrawn, row 98 the total beside the balance, row 88 the balance alone.
    args: (figures, format) => ({
      over: figures.total !== undefined ? 'total' : figures.withdrawable !== undefined ? 'withdrawable' : figures.balance !== undefined ? 'balance' : 'none',
      withdrawable: format.money(figures.withdrawable),
      balance: format.money(figures.balance),
      total: format.money(figures.total),
    }),
    field: 'amount',
    namesMoney: true,
  },
  AMOUNT_OUT_OF_RANGE: { key: 'refusals.AMOUNT_OUT_OF_RANGE', args: amountRange, field: 'amount', namesMoney: true },
  TURNOVER_NOT_MET: {
    key: 'refusals.TURNOVER_NOT_MET',
    namesMoney: true,
    args: (figures, format) => ({ done: format.money(figures.turnoverDone), required: format.money(figures.turnoverRequired) }),
  },
  PAYMENT_PASSWORD_NOT_SET: { key: 'refusals.PAYMENT_PASSWORD_NOT_SET' },
  PAYMENT_PASSWORD_WRONG: { key: 'refusals.PAYMENT_PASSWORD_WRONG', args: attempts, field: 'paymentPassword' },
  PAYMENT_PASSWORD_LOCKED: {
    key: 'refusals.PAYMENT_PASSWORD_LOCKED',
    args: (figures, format) => ({
      unlockKnown: known(figures.unlockAt),
      unlockAt: figures.unlockAt === undefined ? '' : format.time(figures.unlockAt),
    }),
    field: 'paymentPassword',
  },
  CARD_NOT_FOUND: { key: 'refusals.CARD_NOT_FOUND', field: 'cardId' },
  BANK_UNKNOWN: { key: 'refusals.BANK_UNKNOWN', field: 'bankCode' },
  CARD_NO_INVALID: { key: 'refusals.CARD_NO_INVALID', field: 'cardNo' },
  PAYEE_NAME_INVALID: { key: 'refusals.PAYEE_NAME_INVALID', field: 'payeeName' },
  CARD_DUPLICATE: { key: 'refusals.CARD_DUPLICATE', field: 'cardNo' },
  CARD_LIMIT: { key: 'refusals.CARD_LIMIT' },
  PROMO_NOT_ELIGIBLE: { key: 'refusals.PROMO_NOT_ELIGIBLE', field: 'promoId' },
  PROMO_CLAIMED: { key: 'refusals.PROMO_CLAIMED', field: 'promoId' },
  RECEIPT_TYPE: { key: 'refusals.RECEIPT_TYPE', field: 'receipt' },
  RECEIPT_TOO_LARGE: { key: 'refusals.RECEIPT_TOO_LARGE', field: 'receipt' },
  RECEIPT_NOT_FOUND: { key: 'refusals.RECEIPT_NOT_FOUND', field: 'receipt' },

  // Rows 65-79: activities, rewards, profile, feedback, referral
  COMMENT_TOO_LONG: { key: 'refusals.COMMENT_TOO_LONG', field: 'comment' },
  TOO_MANY_IMAGES: { key: 'refusals.TOO_MANY_IMAGES', field: 'images' },
  ALREADY_APPLIED: { key: 'refusals.ALREADY_APPLIED' },
  ACTIVITY_ENDED: { key: 'refusals.ACTIVITY_ENDED' },
  NOT_APPLICABLE: { key: 'refusals.NOT_APPLICABLE' },
  IMAGE_TYPE: { key: 'refusals.IMAGE_TYPE', field: 'images' },
  IMAGE_TOO_LARGE: { key: 'refusals.IMAGE_TOO_LARGE', field: 'images' },
  IMAGE_NOT_FOUND: { key: 'refusals.IMAGE_NOT_FOUND', field: 'images' },
  IMAGE_REQUIRED: { key: 'refusals.IMAGE_REQUIRED', field: 'images' },
  NOT_CLAIMABLE: { key: 'refusals.NOT_CLAIMABLE' },
  NICKNAME_INVALID: { key: 'refusals.NICKNAME_INVALID', field: 'nickname' },
  HEAD_ICON_TYPE: { key: 'refusals.HEAD_ICON_TYPE', field: 'headIcon' },
  HEAD_ICON_TOO_LARGE: { key: 'refusals.HEAD_ICON_TOO_LARGE', field: 'headIcon' },
  REMARK_REQUIRED: { key: 'refusals.REMARK_REQUIRED', field: 'remark' },
  REMARK_TOO_LONG: { key: 'refusals.REMARK_TOO_LONG', args: (figures) => ({ max: figures.max ?? '' }), field: 'remark' },
  NO_REFERRAL_CODE: { key: 'refusals.NO_REFERRAL_CODE' },

  // Rows 80-86: security centre
  PAYMENT_PASSWORD_INVALID: { key: 'refusals.PAYMENT_PASSWORD_INVALID', field: 'newPaymentPassword' },
  PAYMENT_PASSWORD_SAME: { key: 'refusals.PAYMENT_PASSWORD_SAME', field: 'newPaymentPassword' },
  QUESTION_UNKNOWN: { key: 'refusals.QUESTION_UNKNOWN', field: 'questionId' },
  ANSWER_INVALID: { key: 'refusals.ANSWER_INVALID', field: 'answer' },
  PASSWORD_WRONG: { key: 'refusals.PASSWORD_WRONG', field: 'password' },
  PAYEE_NAME_SET: { key: 'refusals.PAYEE_NAME_SET' },
  BIRTHDAY_SET: { key: 'refusals.BIRTHDAY_SET' },
  BIRTHDAY_INVALID: { key: 'refusals.BIRTHDAY_INVALID', field: 'birthday' },
  UNDER_AGE: { key: 'refusals.UNDER_AGE', args: (figures) => ({ age: figures.minimumAge ?? '' }), field: 'birthday' },

  // Rows 87-91: upline transfer and rebates
  NOTHING_TO_CLAIM: { key: 'refusals.NOTHING_TO_CLAIM' },
  BELOW_MIN_CLAIM: {
    key: 'refusals.BELOW_MIN_CLAIM',
    args: (figures, format) => ({ minClaim: format.money(figures.minClaim) }),
    namesMoney: true,
  },

  // Rows 92-102: agents
  RANGE_TOO_LONG: { key: 'refusals.RANGE_TOO_LONG', args: (figures) => ({ maxDays: figures.maxDays ?? '' }) },
  NOT_DOWNLINE: {
    key: 'refusals.NOT_DOWNLINE',
    args: (figures) => ({ named: known(figures.userName), userName: figures.userName ?? '' }),
  },
  USERNAME_INVALID: { key: 'refusals.USERNAME_INVALID', field: 'username' },
  PASSWORD_INVALID: { key: 'refusals.PASSWORD_INVALID', field: 'password' },
  REBATE_ABOVE_OWN: {
    key: 'refusals.REBATE_ABOVE_OWN',
    args: (figures, format) => ({
      forCategory: known(figures.gameCategory),
      category: figures.gameCategory ? format.category(figures.gameCategory) : '',
      maxRebate: figures.maxRebate ?? '',
    }),
    // Row 100 names the category whose rate is too high (its field in the rebate settings form); row 94 has one rate.
    field: (figures) => (figures.gameCategory ? rateField(figures.gameCategory) : 'rebateRate'),
  },
};

/** The `errors` text of each failure that is not a refusal (SPEC §8 'Unknown error', the session message...). */
export const FAILURE_KEYS: Readonly<Record<Exclude<PlatformErrorKind, 'refused'>, RefusalMessageKey>> = {
  session: 'errors.session',
  timeout: 'errors.timeout',
  unreachable: 'errors.unreachable',
  bad_answer: 'errors.badAnswer',
  bad_input: 'errors.badInput',
  forbidden: 'errors.forbidden',
  rate_limited: 'errors.rateLimited',
  not_found: 'errors.notFound',
  maintenance: 'errors.maintenance',
  region: 'errors.region',
  internal: 'errors.unknown',
};

export interface DescribedFailure {
  /** The platform's refusal code; '' when the platform refused nothing (a timeout, no answer, a crash...). */
  code: string;
  /** What the player reads, in the translator's language. */
  text: string;
  /** The form field the refusal is about, if any. */
  field?: string;
}

export interface FailurePlace {
  /** The merchant's time zone (config TIME_ZONE), in which times are shown. */
  timeZone: string;
  /** The player's currency symbol, which money figures carry as on every screen; ￥ when unknown (SPEC §1). */
  currencySymbol?: string;
  /** The language the text is written in, which decides how an amount sits in its sentence. */
  locale: string;
}

// A code the table does not know is logged the first time only: one line per code, not per refusal.
const MAX_WARNED = 200;
const warned = new Set<string>();

function warnUnknown(code: string): void {
  if (warned.has(code) || warned.size >= MAX_WARNED) return;
  warned.add(code);
  console.warn(`Platform refusal code without a refusal table entry: ${JSON.stringify(code)}`);
}

/** The table's entry of a code, if it has one (own keys only: a code such as 'toString' is unknown). */
export function refusalEntry(code: string): RefusalEntry | undefined {
  return Object.hasOwn(REFUSAL_TABLE, code) ? REFUSAL_TABLE[code] : undefined;
}

/**
 * What a failed platform call shows: a refusal in the table's words with the platform's figures filled in, any
 * other failure in the `errors` words. Never the platform's `message`.
 */
export function describeFailure(error: unknown, t: Translate, place: FailurePlace): DescribedFailure {
  if (!(error instanceof PlatformError)) return { code: '', text: t('errors.unknown') };
  // A limit of the product's own names its code; every other failure that is not a refusal reads as its kind.
  if (error.kind !== 'refused' && !OWN_LIMITS.has(error.code)) {
    return { code: '', text: t(FAILURE_KEYS[error.kind]) };
  }
  const entry = refusalEntry(error.code);
  if (!entry) {
    warnUnknown(error.code);
    return { code: error.code, text: t('errors.unknown') };
  }
  const parsed = refusalFigures.safeParse(error.value);
  const figures: RefusalFigures = parsed.success ? parsed.data : {};
  const format: FigureFormat = {
    money: (value) => (value === undefined ? '' : moneyFormatIn(place.locale, place.currencySymbol)(value)),
    time: (value) => formatDate(value, 'dayMinute', place.timeZone),
    category: (code) => (t.has(`games.categories.${code}`) ? t(`games.categories.${code}`) : code),
  };
  const field = typeof entry.field === 'function' ? entry.field(figures) : entry.field;
  const text = t(entry.key, entry.args?.(figures, format));
  return field ? { code: error.code, text, field } : { code: error.code, text };
}
