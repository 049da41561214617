import 'server-only';
import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { redirect, RedirectType, unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { safeParse, type core } from 'zod/mini';
import { fieldErrorsOf, formObject, IDEMPOTENCY_FIELD, keptValues, NOTICE_FIELD, type FormState, type NoExtra, type PipelineExtra } from '@/lib/forms/formState';
import type { CallOptions } from '@/lib/platform/platformClient';
import { PlatformError } from '@/lib/platform/PlatformError';
import { currentSession, requestOptions } from '@/lib/request/context';
import { expiredLoginPath } from '@/lib/routes/returnPath';
import { actionSwitch, loginAfterSession } from '@/lib/routes/routeTable';
import { endSession, readCookie, SESSION_COOKIE, type SessionData } from '@/lib/session/session';
import { store, storeKey } from '@/lib/store/store';
import { admit, type Caller } from './admit';
import { checkLimits, settleLimits, type Limit, type LimitContext } from './attempts';
import { refusalEntry } from '@/lib/refusals/refusalTable';
import { refusalFor } from '@/lib/refusals/refusalText';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** How long a money write's answer is replayed for its key (the platform keeps its own as long). */
const IDEMPOTENCY_MS = 24 * 3600 * 1000;
/** Failures after which a money write may have happened: the player must look, not retry blindly. */
const UNCERTAIN = new Set(['timeout', 'unreachable', 'bad_answer']);

export type { Caller };

declare const answerType: unique symbol;
declare const checked: unique symbol;

/** The extras an action answers, named once beside its schema: `answers: answers<{ saved: boolean }>()`. */
export interface Answers<Extra extends object> {
  readonly [answerType]?: Extra;
}

export function answers<Extra extends object>(): Answers<Extra> {
  return {};
}

/**
 * Part of an answer, made by `context.patch` only: an object returned as it is would not be checked for keys the
 * action does not declare, so a renamed key would compile on one side and never arrive on the other.
 */
export type AnswerPatch<Extra extends object> = Partial<FormState<Extra>> & { readonly [checked]: true };

export interface ActionContext<Extra extends object = NoExtra> {
  form: FormData;
  previous: FormState<Extra>;
  session: SessionData | null;
  /** The call options of this request; a money write's carry its idempotency key. */
  options: CallOptions;
  /** The standard answer: what was typed (never a secret), nothing else. */
  answer: (patch?: Partial<FormState<Extra>>) => FormState<Extra>;
  /** What `run` and `onFailure` add to the standard answer, checked against the action's extras. */
  patch: (patch: Partial<FormState<Extra>>) => AnswerPatch<Extra>;
}

export interface ActionSpec<Schema extends core.$ZodType, Extra extends object = NoExtra> {
  /** What the action answers in `extra`, besides the pipeline's own. */
  answers?: Answers<Extra>;
  /** Names the write in idempotency records, logs and the route table's FEATURE_SWITCHES (its switch). */
  name: string;
  who: Caller;
  /** Ends a session (a sign-out): only takes rights away, so a closed site lets it through (lib/pipeline/admit.ts). */
  endsSession?: true;
  /** The form's schema (the same the browser checks with), for this request. */
  schema: (context: ActionContext<NoInfer<Extra>>) => Promise<Schema> | Schema;
  /** Fields never sent back to the page. */
  secrets?: readonly string[];
  /** Limits on this write: per visitor, per target, attempt counters. */
  limits?: readonly Limit<NoInfer<core.output<Schema>>>[];
  /**
   * Moves money, or opens something (`opens`: an application, an account): done once per key, and an unconfirmed
   * result links to this record screen, worded for what it does.
   */
  money?: { record: string; opens?: true };
  /** The previous answer's extras stay in every answer (a captcha the platform asked for). */
  keepExtra?: boolean;
  /** Refusal codes that belong to one of this form's fields. */
  fields?: Readonly<Record<string, string>>;
  /**
   * Refusals whose field the platform names in its figures (a register field, a rebate category) land on that
   * field; otherwise only `fields` place refusals, and the rest are the form's notice.
   */
  placeNamedFields?: boolean;
  /** Answers before the schema runs (a toggle that only switches the form); null to go on. */
  before?: (context: ActionContext<NoInfer<Extra>>) => Promise<FormState<NoInfer<Extra>> | null>;
  /** The write itself: its success answer; anything thrown is answered by the pipeline. */
  run: (input: core.output<Schema>, context: ActionContext<NoInfer<Extra>>) => Promise<AnswerPatch<NoInfer<Extra>> | void>;
  /** Adds to the pipeline's answer of a failure (a fresh captcha, a cleared field). */
  onFailure?: (
    failure: { code: string; error: unknown },
    context: ActionContext<NoInfer<Extra>>,
  ) => Promise<AnswerPatch<NoInfer<Extra>> | void> | AnswerPatch<NoInfer<Extra>> | void;
}

function isRedirect(thrown: unknown): boolean {
  const digest = (thrown as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT');
}

async function currentPath(): Promise<string> {
  const list = await headers();
  return `${list.get('x-mc-pathname') ?? '/m/home'}${list.get('x-mc-search') ?? ''}`;
}

/** The login for the screen the action was posted from, or for the account whose session just ended. */
async function currentLogin(session: SessionData | null = null): Promise<'/m/login' | '/m/agentLogin'> {
  return loginAfterSession((await headers()).get('x-mc-pathname') ?? '/m/home', session?.type);
}

/**
 * One server action of a form, declared: who may call, the schema, the switch, the limits, the secrets and
 * whether it moves money. Every write goes through the same steps in the same order and answers one shape.
 */
export function defineAction<Schema extends core.$ZodType, Extra extends object = NoExtra>(spec: ActionSpec<Schema, Extra>) {
  type Input = core.output<Schema>;
  type State = FormState<Extra>;
  const secrets = [...(spec.secrets ?? []), IDEMPOTENCY_FIELD];
  const flag = actionSwitch(spec.name);
  return async function action(previous: State, form: FormData): Promise<State> {
    const session = await currentSession();
    const baseOptions = await requestOptions();
    const offered = String(form.get(IDEMPOTENCY_FIELD) ?? '');
    const idempotencyKey = spec.money ? (IDEMPOTENCY_KEY.test(offered) ? offered : randomUUID()) : null;
    const context: ActionContext<Extra> = {
      form,
      previous,
      session,
      options: { ...baseOptions, idempotencyKey },
      answer: (patch = {}) => ({
        fieldErrors: {}, fieldRefusals: {}, notice: null, values: keptValues(form, secrets), extra: spec.keepExtra ? previous.extra : {}, seq: previous.seq + 1,
        ...patch,
      }),
      patch: (patch) => patch as AnswerPatch<Extra>,
    };
    const requestHeaders = await headers();
    const declared = requestHeaders.get('content-length');
    const limitContext: LimitContext = {
      forwardedFor: baseOptions.forwardedFor ?? null, userName: session?.userName ?? null, bodyBytes: declared === null ? null : Number(declared),
      sealedSession: readCookie(requestHeaders.get('cookie'), SESSION_COOKIE) ?? null,
    };
    // A money answer hands the form the key its next submit carries: the same one while the result is unknown.
    const withKey = (state: State, uncertain = false): State =>
      idempotencyKey ? { ...state, extra: { ...state.extra, [IDEMPOTENCY_FIELD]: uncertain ? idempotencyKey : randomUUID() } } : state;
    const record = idempotencyKey && session ? storeKey('idem', session.userName, spec.name, idempotencyKey) : null;

    let input: Input | undefined;
    try {
      await admit(spec.who, flag, session, { endsSession: spec.endsSession });
      const early = await spec.before?.(context);
      if (early) return early;
      const schema = await spec.schema(context);
      const parsed = safeParse(schema, formObject(form));
      if (!parsed.success) {
        // A rule on the whole form (no field) comes back under `form`: the form words it as its browser check does,
        // in its own messages, so both read the same before and after hydration.
        return withKey(context.answer({ fieldErrors: fieldErrorsOf(parsed.error) }), true);
      }
      input = parsed.data as Input;
      if (record) {
        const replay = await store().get(record);
        if (replay) return withKey({ ...context.answer(), ...(JSON.parse(replay) as Partial<State>) });
      }
      await checkLimits(spec.limits ?? [], input, limitContext);
      let done: Partial<State> | void;
      try {
        done = await spec.run(input, context);
      } catch (thrown) {
        // A write that succeeded and moves on (a sign-in going home) ends in Next's redirect signal.
        if (isRedirect(thrown)) await settleLimits(spec.limits ?? [], input, limitContext, { ok: true });
        throw thrown;
      }
      await settleLimits(spec.limits ?? [], input, limitContext, { ok: true });
      const answered = context.answer(done ?? {});
      if (record) await store().set(record, JSON.stringify({ values: answered.values, extra: answered.extra, notice: answered.notice }), IDEMPOTENCY_MS);
      return withKey(answered);
    } catch (caught) {
      unstable_rethrow(caught);
      let error = caught;
      if (input !== undefined) {
        try {
          await settleLimits(spec.limits ?? [], input, limitContext, { ok: false, error });
        } catch (lockedNow) {
          error = lockedNow;
        }
      }
      // A form only a signed-in player is shown finds no session: it ended (the cookie lapsed with its token, idled
      // out, or was signed out elsewhere), so the login says so (SPEC §8). Clearing the cookie is what makes Next
      // draw the login in its own frame: an action that sets no cookie keeps the layout of the screen it came from.
      if (error instanceof PlatformError && error.kind === 'session') {
        await endSession();
        redirect(expiredLoginPath(await currentPath(), await currentLogin(session)), RedirectType.replace);
      }
      const uncertain = Boolean(spec.money) && error instanceof PlatformError && UNCERTAIN.has(error.kind);
      const t = await getTranslations('errors');
      const state: State = uncertain
        ? context.answer({
            notice: t(spec.money!.opens ? 'unconfirmedRequest' : 'unconfirmed'),
            extra: pipelineExtra<Extra>({
              code: 'UNCONFIRMED', unconfirmed: spec.money!.record, unconfirmedLink: t(spec.money!.opens ? 'unconfirmedRequestLink' : 'unconfirmedLink'),
            }),
          })
        : await failureAnswer(spec, context, error);
      const extra = await spec.onFailure?.({ code: state.extra.code ?? '', error }, context);
      const answered = extra ? { ...state, ...extra, extra: { ...state.extra, ...extra.extra } } : state;
      if (record && !uncertain && error instanceof PlatformError && error.kind === 'refused') {
        const refusal = { fieldErrors: answered.fieldErrors, fieldRefusals: answered.fieldRefusals, notice: answered.notice, extra: answered.extra };
        await store().set(record, JSON.stringify(refusal), IDEMPOTENCY_MS);
      }
      return withKey(answered, uncertain);
    }
  };
}

/** The pipeline's own keys only: a valid answer of every action, whose declared extras are all optional. */
function pipelineExtra<Extra extends object>(extra: PipelineExtra): FormState<Extra>['extra'] {
  return extra as FormState<Extra>['extra'];
}

async function failureAnswer<Schema extends core.$ZodType, Extra extends object>(
  spec: ActionSpec<Schema, Extra>,
  context: ActionContext<Extra>,
  error: unknown,
): Promise<FormState<Extra>> {
  if (!(error instanceof PlatformError) || error.kind === 'internal') console.error(`action ${spec.name} failed`, error);
  const failure = await refusalFor(error);
  const named = spec.placeNamedFields && typeof refusalEntry(failure.code)?.field === 'function';
  const field = spec.fields?.[failure.code] ?? (named ? failure.field : undefined);
  const extra: FormState<Extra>['extra'] = pipelineExtra(failure.code ? { code: failure.code } : {});
  if (field && context.form.has(field)) return context.answer({ fieldRefusals: { [field]: failure.text }, extra });
  // A refusal this form words as a whole still names its field, so the form drops it once that value changes.
  if (failure.field && context.form.has(failure.field)) extra[NOTICE_FIELD] = failure.field;
  return context.answer({ notice: failure.text, extra });
}
