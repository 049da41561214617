import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the server adds to a call that the browser never chooses. */
export interface CallContext {
  merchantCode: string;
  /** The platform's code of the visitor's language (VI, EN, CN...), for the body fields that carry one. */
  language: string;
}

/**
 * One platform call: where it goes, the module id it carries, what it takes and what it answers, declared
 * in one place (platform-sim/README.md holds the same contract table). Its method and path keep their literal
 * types, so the browser's door client (lib/bff/bffFetch.ts) knows each door of the allowlist at compile time.
 */
export interface PlatformCall<
  Input extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
> {
  method: Method;
  path: Path;
  moduleId: string;
  /** 'yes': needs the member token; 'opt': sends it when there is one; 'no': never sends it. */
  token: 'yes' | 'opt' | 'no';
  input: Input;
  answer: Answer;
  /** Shape of `value` on a refusal that the caller must see (e.g. a login captcha). */
  refusal?: z.ZodType;
  /** Sent as the platform's DES+RSA wire format. */
  encrypted?: boolean;
  /** Sent form-encoded instead of JSON. */
  form?: boolean;
  /** Answers plain text, not an envelope. */
  text?: boolean;
  /** Uses the trial merchant code. */
  trialMerchant?: boolean;
  timeoutMs?: number;
  /**
   * The answer is the same for every visitor who sends no token (a catalogue, public notices): requests for it
   * within SHARED_ANSWER_MS share one platform call, so a crowd of first visits costs the platform one call.
   */
  shared?: boolean;
  /** Adds the fixed parameters of the call (merchant, page size, platform...) to the caller's input. */
  prepare?: (input: z.infer<Input>, context: CallContext) => Record<string, unknown>;
}

export function defineCall<Input extends z.ZodType, Answer extends z.ZodType, Method extends HttpMethod, Path extends string>(
  call: PlatformCall<Input, Answer, Method, Path>,
): PlatformCall<Input, Answer, Method, Path> {
  return call;
}
