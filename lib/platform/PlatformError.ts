/**
 * The one error type of every platform call, and how the backend-for-frontend answers it. `message` is the
 * platform's own words (English whatever the language: for logs, never shown; lib/refusals words it for the
 * player); `code` the platform's or our own code.
 */
export type PlatformErrorKind =
  | 'refused' // the platform answered success:false
  | 'session' // the platform says the token is gone
  | 'timeout'
  | 'unreachable'
  | 'bad_answer' // not JSON, or not the shape the call declares
  | 'bad_input' // the browser sent something the call's schema refuses
  | 'forbidden' // cross-origin write, or a call that is not on the allowlist
  | 'rate_limited' // the visitor's IP made too many attempts of this kind (lib/security/rateLimit.ts)
  | 'not_found'
  | 'maintenance' // SPEC §4 startup mode 1: writes are closed with the pages
  | 'region' // SPEC §4 startup mode 2
  | 'internal'; // our own fault

const STATUS: Record<PlatformErrorKind, number> = {
  refused: 200,
  session: 401,
  timeout: 504,
  unreachable: 502,
  bad_answer: 502,
  bad_input: 400,
  forbidden: 403,
  rate_limited: 429,
  not_found: 404,
  maintenance: 503,
  region: 451,
  internal: 500,
};

export class PlatformError extends Error {
  readonly kind: PlatformErrorKind;
  readonly code: string;
  /** A value the platform sent with a refusal that the browser needs (e.g. a captcha), already validated. */
  readonly value: unknown;

  constructor(kind: PlatformErrorKind, code: string, message: string, value: unknown = null) {
    super(message);
    this.name = 'PlatformError';
    this.kind = kind;
    this.code = code;
    this.value = value;
  }

  get status(): number {
    return STATUS[this.kind];
  }

  /** The platform gave no usable answer (a refusal is an answer). */
  get unanswered(): boolean {
    return this.kind === 'timeout' || this.kind === 'unreachable' || this.kind === 'bad_answer';
  }

  /** The envelope the browser receives; `message` may be replaced by a translated text. */
  toResponse(message: string = this.message, headers?: HeadersInit): Response {
    return Response.json(
      { success: false, value: this.value, code: this.code, message },
      { status: this.status, headers },
    );
  }
}
