// The simulator's types, in one place: what a contract row is and what its handler gets and answers, and the shape
// of the world (State) the handlers read and change. JSDoc only (checked by `npm run typecheck` through
// platform-sim/tsconfig.json); modules import them with `/** @import { ... } from './types.mjs' */`, which Node
// never sees, so this module is in no import chain.

// ---------------------------------------------------------------------------------------------------------------
// The wire: rows, handlers, answers (README "Wire conventions", "Contract table")

/**
 * The wire envelope of every JSON answer.
 * @typedef {{ success: boolean, value: unknown, message?: string, code?: string }} Envelope
 */

/**
 * What a handler answers: an envelope, plain text (row 1) or a page; `headers` are added to the answer.
 * @typedef {object} Result
 * @property {number} [status]
 * @property {Envelope} [envelope]
 * @property {string} [text]
 * @property {string} [contentType]
 * @property {string} [html]
 * @property {Record<string, string>} [headers]
 * @property {() => void} [beforeSend] runs just before the answer is written (row 39 stamps its time then)
 */

/** @typedef {Result & { envelope: Envelope }} Refusal a business refusal (refuse in http.mjs) */

/** @typedef {Record<string, string | string[]>} Query */

/**
 * What the request log (`/__sim/requests`) keeps of one call.
 * @typedef {{ time: number, method: string, path: string, query: Query, headers: Record<string, string>, body: string, replayed?: boolean }} RequestLogEntry
 */

/**
 * What server.mjs knows of every request before it picks a route (and what the identity provider pages get).
 * @typedef {object} RequestContext
 * @property {State} state
 * @property {import('node:http').IncomingMessage} req
 * @property {string} method
 * @property {string} path
 * @property {Query} query
 * @property {Record<string, string>} headers lower-case names; repeated headers joined with ', '
 * @property {string} rawBody
 * @property {string} baseUrl absolute base of the simulator's own links
 * @property {number} receivedAt
 * @property {RequestLogEntry | null} logEntry
 */

/**
 * The JSON (or form, or decrypted) body of a call: untrusted, so every field is checked before use.
 * @typedef {Record<string, unknown>} Payload
 */

/**
 * What runRoute (server.mjs) gives a contract row's handler once Merchant, Module-Id, token and body passed.
 * @typedef {RequestContext & CallFields & { account: Account | null }} HandlerContext
 */

/**
 * @typedef {object} CallFields
 * @property {string} merchant the one Merchant header
 * @property {string} token the valid token, '' when none
 * @property {Payload} payload {} for GET and DELETE
 * @property {string} language
 * @property {string} device
 * @property {string} forwardedFor
 */

/**
 * The context of a `yes` row: the token was valid, so there is always an account.
 * @typedef {RequestContext & CallFields & { account: Account }} MemberContext
 */

/** @typedef {(context: HandlerContext) => Result} Handler the handler of a `no` or `opt` row */
/** @typedef {(context: MemberContext) => Result} MemberHandler the handler of a `yes` row */

/**
 * One contract row: `enc` rows take the DES+RSA body, `idempotent` rows the Idempotency-Key header (Strict
 * rules S3), `body: 'form'` a form-encoded body, `bodyLimit` more than 1 MB. A `yes` row's handler is a
 * MemberHandler, so a handler that needs the account cannot sit on a row that may have none.
 * @typedef {RouteFields & ({ token: 'yes', handle: MemberHandler } | { token: 'opt' | 'no', handle: Handler })} Route
 */

/**
 * @typedef {object} RouteFields
 * @property {number} row
 * @property {'GET' | 'POST' | 'PUT' | 'DELETE'} method
 * @property {string} path
 * @property {string} moduleId
 * @property {boolean} [enc]
 * @property {boolean} [idempotent]
 * @property {'form'} [body]
 * @property {number} [bodyLimit]
 */

// ---------------------------------------------------------------------------------------------------------------
// Accounts

/** @typedef {{ code: string, name: string, balance: number }} Wallet */

/** @typedef {{ id: string, bankCode: string, bankName: string, cardNo: string, cardNoMasked: string, payeeName: string }} BankCard */

/** @typedef {{ level: number, threshold: number, activeMembers: number, rate: number }} ContractTier */

/**
 * A contract an upline offers (rows 44-49).
 * @typedef {{ id: string, period: string, offeredBy: string, createTime: number, tiers: ContractTier[] }} ContractOffer
 */

/** @typedef {{ salary: ContractOffer | null, dividend: ContractOffer | null, hourly: ContractOffer | null }} ContractOffers */

/**
 * Row 28: the contract requests pending for the account ('' when none).
 * @typedef {{ dailysalreqtype: string, divtypecompperiodreq: string, contracthoursalreq: string }} Contracts
 */

/**
 * Row 27's figures.
 * @typedef {{ teamLoginMemberCount: number, teamBetMemberCount: number, teamRegisterMemberCount: number, teamOnlineCount: number }} TeamKpi
 */

/**
 * A seeded or registered account (seed.mjs newAccount gives every required field its default; a social sign-up, a
 * free-play and a trial account have no password). The optional fields are set by the module that owns them.
 * @typedef {object} Account
 * @property {number} [id] set by addAccount when the account has none
 * @property {string} userName lower-case
 * @property {string | null} password
 * @property {number} type 0 member, 1 agent, 2, 4 trial, 40 free play, 41, 42 (SPEC §6, §9)
 * @property {boolean} disabled
 * @property {boolean} trial
 * @property {boolean} freePlay
 * @property {string} email
 * @property {string} mobileNum
 * @property {string} countryDialingCode
 * @property {number} loginCount
 * @property {Contracts} contracts
 * @property {ContractOffers} [contractOffers]
 * @property {TeamKpi | null} kpi
 * @property {string} nickname
 * @property {{ labelName: string } | null} clubLabel
 * @property {boolean} toUpline
 * @property {Wallet[]} wallets
 * @property {number} regDate ms
 * @property {string} [payeeName] rows 58, 85
 * @property {string} [affiliateCode] what registration (rows 7, 8) stored
 * @property {string} [registerMethod]
 * @property {string} [registerUrl]
 * @property {string} [domain]
 * @property {string} [upline] the user name of the account's upline (downline.mjs, rebate.mjs)
 * @property {number | null} [lastLoginTime]
 * @property {boolean} [online]
 * @property {number} [rebateRate] the agent's own rebate rate in percent (rows 93, 94)
 * @property {string} [paymentPassword] six digits, '' when not set (row 81)
 * @property {BankCard[]} [bankCards] rows 56-59
 * @property {{ id: number, answer: string } | null} [securityQuestion] row 83
 * @property {string} [birthday] YYYY-MM-DD, '' when not set (row 86)
 * @property {{ required: number, done: number }} [turnover] what must still be bet before withdrawing (ledger.mjs)
 */

/** @typedef {{ userName: string, createdAt: number, expiresAt: number, device: string }} TokenEntry */

// ---------------------------------------------------------------------------------------------------------------
// Switches and faults (README "Control API")

/**
 * The `/__sim/state` switches.
 * @typedef {object} Switches
 * @property {boolean} maintenance
 * @property {boolean} regionRestriction
 * @property {Record<string, boolean>} flags
 * @property {SocialProvider[]} socialLogin
 * @property {string[]} emptyAnnouncements
 * @property {boolean} oldestFirst
 * @property {boolean} worldCup
 * @property {Record<string, boolean>} promotions
 * @property {boolean} serviceFrameRefused
 * @property {boolean} appDownloads
 * @property {number} manualDepositApprovalMs
 * @property {string} depFunc
 * @property {number} minimumAge
 * @property {number} paymentPasswordLockMs
 * @property {number} tokenTtlSeconds
 * @property {number} clockOffsetMs How far the platform's clock (rows 12 and 39) is ahead of this machine's; negative: behind.
 * @property {string} language The merchant's default language (row 14), one of `languages`.
 * @property {string[]} languages The language codes the merchant offers (row 14), in its order.
 */

/**
 * A `/__sim/state` fault on the calls whose path starts with `path`.
 * @typedef {{ path: string, latencyMs?: number, status?: number, malformed?: boolean, hang?: boolean, reset?: boolean, delay?: 'before' | 'after' }} Fault
 */

// ---------------------------------------------------------------------------------------------------------------
// Games (rows 29-42)

/**
 * A game of the catalogue (seed.mjs seedGames).
 * @typedef {object} Game
 * @property {number} nodeId
 * @property {string} gameName
 * @property {string} nodeName
 * @property {string} displayName
 * @property {string} vassalage
 * @property {string} accountTypeName
 * @property {string} vendorCode
 * @property {string} gameType
 * @property {string} gameId
 * @property {string} iconUrl
 * @property {string} showIcon
 * @property {string} mobileLargeIcon
 * @property {boolean} supportPlay
 * @property {string} gameCode
 * @property {boolean} isNew
 * @property {boolean} isHot
 * @property {string[]} classify
 * @property {string} [roomId]
 * @property {string} [lottoMode]
 * @property {number} [gameGroupId]
 */

/**
 * One vendor's lobby (row 32).
 * @typedef {{ vassalage: string, gameType: string, gameId: string, nodeId: number, mobileLargeIcon: string, displayName: string }} VendorLobby
 */

/**
 * Whose row-41 launch a game page's ticket is, the token that asked for it, and how many bets it placed.
 * @typedef {{ userName: string, token: string, bets: number }} GameTicket
 */

// ---------------------------------------------------------------------------------------------------------------
// Money (ledger.mjs)

/** @typedef {'PENDING' | 'APPROVED' | 'REJECTED'} OrderStatus */

/**
 * @typedef {object} Deposit
 * @property {number} id
 * @property {string} orderNo
 * @property {number} createTime
 * @property {number} updateTime
 * @property {OrderStatus} status
 * @property {number} amount
 * @property {number} bonus
 * @property {number} turnoverMultiple
 * @property {string} walletCode
 * @property {'MANUAL' | 'GATEWAY'} type
 * @property {string} methodId
 * @property {string} methodName
 * @property {string} [depositorName]
 * @property {string} [promoId]
 * @property {string} [receiptId]
 */

/**
 * A deposit promotion of row 52; `frequency`: once per member ever, or once per member and merchant day.
 * @typedef {object} DepositPromo
 * @property {string} id
 * @property {number} bonusRate
 * @property {number} maxBonus
 * @property {number} minDeposit
 * @property {number} turnoverMultiple
 * @property {'ONCE' | 'DAILY'} frequency
 */

/**
 * @typedef {object} Withdrawal
 * @property {number} id
 * @property {string} orderNo
 * @property {number} createTime
 * @property {number} updateTime
 * @property {OrderStatus} status
 * @property {number} amount
 * @property {number} fee
 * @property {string} walletCode
 * @property {string} bankName
 * @property {string} cardNoMasked
 * @property {string} [cardId]
 */

/**
 * A settled bet.
 * @typedef {object} Bet
 * @property {number} id
 * @property {string} orderNo
 * @property {number} betTime
 * @property {string} vendor
 * @property {string} gameCategory
 * @property {string} gameName
 * @property {string} gameId
 * @property {string} walletCode
 * @property {number} betAmount
 * @property {number} validBet
 * @property {number} payout
 * @property {number} winLoss
 * @property {'SETTLED'} status
 */

/**
 * A movement's remark as the platform keeps it: a text id of content/ with its arguments, written in the reader's
 * language when a report is asked; or a name that reads the same in every language (a game's).
 * @typedef {string | { id: string, args?: Record<string, string> }} Remark
 */

/**
 * One balance movement (+ in, - out); `type` is one of ledger.mjs TRANSACTION_TYPES.
 * @typedef {{ id: number, time: number, type: string, amount: number, walletCode: string, balanceAfter: number, ref: string, remark: Remark }} Transaction
 */

/**
 * What post and postBackdated are told.
 * @typedef {{ type: string, amount: number, walletCode?: string, ref?: string, remark?: Remark, time?: number }} Movement
 */

/**
 * What a bet on a game page came to (gameBets.mjs placeBet).
 * @typedef {{ bet: Bet, balance: number, error?: undefined } | { error: string }} BetOutcome
 */

/**
 * What addDeposit is told; the rest has defaults.
 * @typedef {Pick<Deposit, 'amount' | 'type' | 'methodId' | 'methodName'> & Partial<Pick<Deposit, 'createTime' | 'bonus' | 'turnoverMultiple' | 'walletCode' | 'status' | 'depositorName' | 'promoId' | 'receiptId'>>} DepositFields
 */

/**
 * What addWithdrawal is told; the rest has defaults.
 * @typedef {Pick<Withdrawal, 'amount' | 'bankName' | 'cardNoMasked'> & Partial<Pick<Withdrawal, 'createTime' | 'fee' | 'walletCode' | 'status' | 'cardId'>>} WithdrawalFields
 */

/**
 * What addBet is told.
 * @typedef {Pick<Bet, 'vendor' | 'gameCategory' | 'gameName' | 'betAmount' | 'payout'> & Partial<Pick<Bet, 'gameId' | 'walletCode' | 'betTime'>>} BetFields
 */

/**
 * One event of an account's seeded history (ledger.mjs seedLedger), drawn before it is posted.
 * @typedef {{ time: number } & (
 *   | { kind: 'deposit', fields: Omit<DepositFields, 'createTime'> }
 *   | { kind: 'withdrawal', fields: Omit<WithdrawalFields, 'createTime'> }
 *   | { kind: 'bet', fields: Omit<BetFields, 'betTime'> }
 *   | { kind: 'commission', fields: { amount: number } })} SeedEvent
 */

/** @typedef {{ deposits: Deposit[], withdrawals: Withdrawal[], bets: Bet[], transactions: Transaction[], sequence: number }} Ledger */

/**
 * An upload's image as images.mjs readImage decoded it.
 * @typedef {{ fileName: string, contentType: string, size: number, bytes: Buffer }} UploadedImage
 */

/**
 * An uploaded image kept by id (row 53 receipts, row 67 activity images).
 * @typedef {{ userName: string, fileName: string, contentType: string, size: number }} StoredUpload
 */

/**
 * An announcement as row 23 answers it (`url`: image path of banners and promotions; `read` per user).
 * @typedef {{ id: number, type: string, title: string, content: string, read: boolean, createTime: number, url?: string, link?: string }} Announcement
 */

/**
 * The keys of T whose values are numbers (the fields a report adds up).
 * @template T
 * @typedef {{ [K in keyof T]-?: T[K] extends number ? K : never }[keyof T]} NumericKey
 */

/**
 * The dates and page every report takes (api/reports.mjs rangeQuery), or the refusal of the first bad one.
 * @typedef {{ error: Refusal } | { error?: undefined, startDate: string, endDate: string, pageNo: number, pageSize: number }} ReportRange
 */

// ---------------------------------------------------------------------------------------------------------------
// Activities, rewards, rebates, agents, profiles

/**
 * An activity (rows 65-68); `content` is its rules, shown by the detail only.
 * Texts (title, summary, rules) are content/'s, in the reader's language.
 * @typedef {{ id: number, category: string, applyType: 'APPLY' | 'NONE' | 'UPLOAD', imageUrl: string, startTime: number, endTime: number }} Activity
 */

/** @typedef {{ id: string, activityId: number, comment: string, imageIds: string[], status: string, createTime: number }} Application */

/** @typedef {{ id: string, amount: number, turnoverMultiple: number, status: 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED', expireTime: number }} Reward */

/** @typedef {{ gameCategory: string, validBet: number, rate: number, amount: number }} RebateItem */

/**
 * One category's rebate of a claim or a weekly AUTO rebate (rows 89-91): it covers the valid bets up to `until`.
 * @typedef {RebateItem & { id: number, orderNo: string, time: number, until: number, type: 'MANUAL' | 'AUTO' }} Rebate
 */

/** @typedef {{ period: string, teamNetLoss: number, activeMembers: number, rate: number, amount: number, status: 'PENDING' | 'PAID' }} DividendRecord */

/**
 * An agent's dividend contract and records (row 101).
 * @typedef {{ contract: { period: string, tiers: ContractTier[] }, records: DividendRecord[] }} DividendBook
 */

/** @typedef {{ id: number, userName: string, type: string, remark: string, createTime: number }} Feedback */

/** @typedef {'google' | 'facebook'} SocialProvider */

/**
 * A provider's signing key (idp.mjs) and its public JWK.
 * @typedef {{ kid: string, privateKey: import('node:crypto').KeyObject, publicKey: import('node:crypto').KeyObject, jwk: Record<string, unknown> }} SigningKey
 */

/**
 * What the identity provider pages answer: a page, the JWKS or a redirect.
 * @typedef {{ status: number, html?: string, json?: unknown, location?: string }} IdpAnswer
 */

/** @typedef {{ time: number, channel: string, idToken: string, userName: string | null, code: string }} SocialLogin */

// ---------------------------------------------------------------------------------------------------------------
// Served pictures (cdnImages.mjs)

/** @typedef {keyof typeof import('./cdnImages.mjs').IMAGE_KINDS} ImageKind */

/**
 * An encoded picture as the CDN serves it.
 * @typedef {{ body: Buffer, contentType: string, etag: string }} CdnImage
 */

// ---------------------------------------------------------------------------------------------------------------
// The world

/**
 * One simulator instance's world, seeded by world.mjs seedState; every map is keyed by user name unless said.
 * @typedef {object} State
 * @property {Game[]} games
 * @property {VendorLobby[]} vassalage
 * @property {RsaKey} key
 * @property {number} startedAt
 * @property {Map<string, Account>} accounts
 * @property {Map<string, TokenEntry>} tokens by token
 * @property {Map<string, string[]>} favourites node ids, most recently added first
 * @property {Map<string, string[]>} recents node ids, most recent first
 * @property {Map<string, Set<number>>} reads announcement ids read
 * @property {Map<string, InboxMessage[]>} inbox
 * @property {Map<string, number>} loginFailures failed logins by user name as sent
 * @property {Map<string, number>} captchas issue time by captcha text
 * @property {string | null} lastCaptcha
 * @property {Map<string, { code: string, sentAt: number }>} sms by `<dialling code>:<mobile number>`
 * @property {Map<string, string>} lastSmsByMobile the last code by mobile number
 * @property {Map<string, { wrong: number, voided: boolean }>} smsAttempts wrong SMS codes by mobile number (Strict rules S1)
 * @property {Map<string, { wrong: number, lockedAt: number | null }>} paymentPasswordFailures (Strict rules S2)
 * @property {Switches} switches
 * @property {SocialLogin[]} socialLogins
 * @property {Fault[]} faults
 * @property {RequestLogEntry[]} requests
 * @property {Map<string, { time: number, status: number, body: string }>} idempotency by `<user>\n<row>\n<key>` (Strict rules S3)
 * @property {Counters} counters
 * @property {Map<string, Ledger>} ledgers
 * @property {Map<string, GameTicket>} gameTickets by ticket
 * @property {Map<string, StoredUpload>} receipts by receipt id
 * @property {Activity[]} activities
 * @property {Map<string, StoredUpload>} activityImages by image id
 * @property {Map<string, Application[]>} applications
 * @property {Map<string, Reward[]>} rewards
 * @property {Map<string, Rebate[]>} rebates
 * @property {Map<string, Record<string, number>>} rebateRates percent by game category
 * @property {Map<string, DividendBook>} dividends
 * @property {Map<string, { id: string, url: string }>} headIcons
 * @property {Map<string, { contentType: string, bytes: Buffer }>} headIconFiles by head icon id
 * @property {Feedback[]} feedback
 */

/**
 * The platform's RSA key (crypto.mjs): modulus, private exponent and the modulus as lowercase hex (row 1).
 * @typedef {{ n: import('node-forge').jsbn.BigInteger, d: import('node-forge').jsbn.BigInteger, modulusHex: string }} RsaKey
 */

/**
 * A member's inbox message (rows 26, 50, 51, 72).
 * A seeded message's texts are its subject's in the reader's language, its title numbered.
 * @typedef {{ id: number, subject: string, number: number, read: boolean, createTime: number }} InboxMessage
 */

/**
 * The running numbers of ids and order numbers; the optional ones start when first used.
 * @typedef {object} Counters
 * @property {number} freePlay
 * @property {number} trial
 * @property {number} accountId
 * @property {number} ledgerId
 * @property {number} [cardId]
 * @property {number} [downlineTransfer]
 * @property {number} [uplineTransfer]
 * @property {number} [rebateOrder]
 * @property {number} [rebateId]
 */

export {};
