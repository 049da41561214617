import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { IDEMPOTENCY_FIELD, initialFormState, STEP_BACK_FIELD, type FormState } from '@/lib/forms/formState';
import vietnamese from '@/messages/vi.json';
import { PlatformError } from '@/lib/platform/PlatformError';
import { defineAction, type ActionContext, type ActionSpec } from '@/lib/pipeline/defineAction';
import { twoStepAction } from '@/lib/pipeline/twoStepAction';
import { paymentPasswordAttempts, PAYMENT_PASSWORD_TRIES, type Limit } from '@/lib/pipeline/attempts';
import { EXPIRED_PARAM } from '@/lib/routes/returnPath';
import { sealSession, SESSION_COOKIE, type SessionData } from '@/lib/session/session';
import { resetSettingsCache } from '@/lib/settings/settings';
import { MemoryStore } from '@/lib/store/memoryStore';
import { installStore } from '@/lib/store/store';
import { useSim } from '../support/simServer';

// The pipeline reads the request through next/headers and next-intl: stand them in for a Vietnamese request posted
// from the withdrawal screen. Everything else is real: the store, the settings read from the reference platform.
const request = vi.hoisted(() => ({ sealed: '', cookieWrites: [] as Array<[string, string]> }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-mc-pathname': '/m/withdraw', 'x-mc-search': '?tab=bank', 'x-forwarded-for': '203.0.113.9' }),
  cookies: async () => ({
    get: (name: string) => (name === SESSION_COOKIE && request.sealed ? { name, value: request.sealed } : undefined),
    set: (name: string, value: string) => void request.cookieWrites.push([name, value]),
    delete: (name: string) => void request.cookieWrites.push([name, '']),
  }),
}));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'vi',
  getTimeZone: async () => 'Asia/Ho_Chi_Minh',
  getTranslations: async (namespace?: string) => createTranslator({ locale: 'vi', messages: vietnamese, namespace: namespace as never }),
}));

const sim = useSim();
const errors = vietnamese.errors as Record<string, string>;
const member: SessionData = { token: 'tok-demo01', userName: 'demo01', type: 0, merchantCode: 'mer01', firstTimeLogin: false, trial: false };
const KEY = 'key-0000000001';

const schema = z.object({ amount: z.string().check(z.minLength(1)), paymentPassword: z.string().check(z.minLength(1)) });
type Input = z.output<typeof schema>;

/** A money write whose `run` answers as the test says, counting its calls. */
function moneyWrite(run: ActionSpec<typeof schema>['run'], more: Partial<ActionSpec<typeof schema>> = {}) {
  const calls = vi.fn(run);
  const action = defineAction({
    name: 'testWithdraw',
    who: 'member',
    schema: () => schema,
    secrets: ['paymentPassword'],
    money: { record: '/m/withdrawRecord' },
    ...more,
    run: calls,
  });
  return { action, calls };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const posted = (key = KEY) => form({ amount: '100', paymentPassword: 'Secret99', [IDEMPOTENCY_FIELD]: key });

/** The URL a redirect signal of next/navigation carries, or null when the action answered. */
async function redirectOf(answer: Promise<FormState>): Promise<string | null> {
  try {
    await answer;
    return null;
  } catch (thrown) {
    const digest = String((thrown as { digest?: unknown }).digest ?? '');
    if (!digest.startsWith('NEXT_REDIRECT')) throw thrown;
    return digest.split(';')[2] ?? '';
  }
}

beforeEach(async () => {
  installStore(new MemoryStore());
  request.sealed = await sealSession(member);
  request.cookieWrites = [];
});

// SPEC §7 security: a money write is done once per idempotency key; the answer to a key is the first answer
describe('idempotent replay', () => {
  it('answers the stored answer to the same key and never runs the write twice', async () => {
    let balance = 500;
    const { action, calls } = moneyWrite(async (input, { patch }) => {
      balance -= Number(input.amount);
      return patch({ notice: `done ${balance}` });
    });
    const first = await action(initialFormState, posted());
    const again = await action(first, posted());
    expect(calls).toHaveBeenCalledTimes(1);
    expect(balance).toBe(400);
    expect(again.notice).toBe('done 400');
    expect(again.values).toEqual({ amount: '100' });
    // Each answer hands the form a fresh key for its next, different, submit.
    expect(first.extra[IDEMPOTENCY_FIELD]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(first.extra[IDEMPOTENCY_FIELD]).not.toBe(KEY);
  });

  it('runs again for a different key, and for the same key of another account', async () => {
    const { action, calls } = moneyWrite(async (_input, { patch }) => patch({ notice: 'done' }));
    await action(initialFormState, posted());
    await action(initialFormState, posted('key-0000000002'));
    expect(calls).toHaveBeenCalledTimes(2);
    request.sealed = await sealSession({ ...member, userName: 'demo02', token: 'tok-demo02' });
    await action(initialFormState, posted());
    expect(calls).toHaveBeenCalledTimes(3);
  });

  it('replays a refusal to the same key: the platform said no once, and says it again without being asked', async () => {
    const { action, calls } = moneyWrite(async () => {
      throw new PlatformError('refused', 'TRIAL_NOT_SUPPORTED', 'Not for trial accounts');
    });
    const first = await action(initialFormState, posted());
    const again = await action(first, posted());
    expect(calls).toHaveBeenCalledTimes(1);
    expect(first.notice).toBe((vietnamese.refusals as Record<string, string>).TRIAL_NOT_SUPPORTED);
    expect(again.notice).toBe(first.notice);
    expect(again.extra.code).toBe('TRIAL_NOT_SUPPORTED');
  });

  it.each(['timeout', 'unreachable', 'bad_answer'] as const)(
    'a %s leaves the result unknown: the answer says to look at the record, keeps the key, and the key is not spent',
    async (kind) => {
      let fail = true;
      const { action, calls } = moneyWrite(async (_input, context) => {
        expect(context.options.idempotencyKey).toBe(KEY);
        if (fail) throw new PlatformError(kind, kind.toUpperCase(), 'No answer');
        return context.patch({ notice: 'done' });
      });
      const first = await action(initialFormState, posted());
      expect(first.notice).toBe(errors.unconfirmed);
      expect(first.extra).toMatchObject({ code: 'UNCONFIRMED', unconfirmed: '/m/withdrawRecord', unconfirmedLink: errors.unconfirmedLink, [IDEMPOTENCY_FIELD]: KEY });
      // Sent again with the same key, the write reaches the platform again with that key (the platform does it once).
      fail = false;
      const again = await action(first, posted(first.extra[IDEMPOTENCY_FIELD]));
      expect(calls).toHaveBeenCalledTimes(2);
      expect(again.notice).toBe('done');
    },
  );

  it('words an unknown result of a write that opens something as a request', async () => {
    const { action } = moneyWrite(async () => {
      throw new PlatformError('timeout', 'TIMEOUT', 'No answer');
    }, { money: { record: '/m/teamManage', opens: true } });
    const answer = await action(initialFormState, posted());
    expect(answer.notice).toBe(errors.unconfirmedRequest);
    expect(answer.extra.unconfirmedLink).toBe(errors.unconfirmedRequestLink);
  });

  it('an internal failure is not a money result: the key is renewed and nothing is replayed', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { action, calls } = moneyWrite(async (_input, { patch }) => {
      if (fail) throw new Error('bug');
      return patch({ notice: 'done' });
    });
    const first = await action(initialFormState, posted());
    expect(first.extra.code).not.toBe('UNCONFIRMED');
    expect(first.extra[IDEMPOTENCY_FIELD]).not.toBe(KEY);
    fail = false;
    expect((await action(first, posted())).notice).toBe('done');
    expect(calls).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });

  it('a key the form did not send, or a malformed one, is replaced by a fresh one for the platform', async () => {
    const keys: Array<string | null | undefined> = [];
    const { action } = moneyWrite(async (_input, context) => void keys.push(context.options.idempotencyKey));
    await action(initialFormState, posted('bad key!'));
    await action(initialFormState, form({ amount: '100', paymentPassword: 'Secret99' }));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a write that moves no money runs every time and carries no key', async () => {
    const keys: unknown[] = [];
    const { action, calls } = moneyWrite(async (_input, context) => void keys.push(context.options.idempotencyKey), { money: undefined });
    const first = await action(initialFormState, posted());
    await action(first, posted());
    expect(calls).toHaveBeenCalledTimes(2);
    expect(keys).toEqual([null, null]);
    expect(first.extra[IDEMPOTENCY_FIELD]).toBeUndefined();
  });
});

// SPEC §7 security: what was typed comes back, a password never does
describe('schema failures', () => {
  it('keep the values typed, send no secret back, keep the key and never run the write', async () => {
    const { action, calls } = moneyWrite(async (_input, { patch }) => patch({ notice: 'done' }));
    const answer = await action(initialFormState, form({ amount: '', paymentPassword: 'Secret99', [IDEMPOTENCY_FIELD]: KEY }));
    expect(calls).not.toHaveBeenCalled();
    expect(Object.keys(answer.fieldErrors)).toEqual(['amount']);
    expect(answer.values).toEqual({ amount: '' });
    expect(JSON.stringify(answer)).not.toContain('Secret99');
    expect(answer.extra[IDEMPOTENCY_FIELD]).toBe(KEY);
    expect(answer.seq).toBe(initialFormState.seq + 1);
  });

  it('a refusal neither sends the secret back nor stores it with the replay', async () => {
    const { action } = moneyWrite(async () => {
      throw new PlatformError('refused', 'PAYMENT_PASSWORD_WRONG', 'Wrong');
    }, { fields: { PAYMENT_PASSWORD_WRONG: 'paymentPassword' } });
    const first = await action(initialFormState, posted());
    expect(first.fieldRefusals.paymentPassword).toBeTruthy();
    expect(first.fieldErrors).toEqual({});
    expect(first.values).toEqual({ amount: '100' });
    const replayed = await action(first, posted());
    expect(replayed.fieldRefusals).toEqual(first.fieldRefusals);
    expect(JSON.stringify([first, replayed])).not.toContain('Secret99');
  });
});

// SPEC §7 security: limits refuse before the platform is asked and learn from its answer
describe('limits', () => {
  function recording(): { limit: Limit<Input>; seen: string[] } {
    const seen: string[] = [];
    return {
      seen,
      limit: {
        async check(input, context) {
          seen.push(`check ${input.amount} ${context.userName} ${context.forwardedFor}`);
        },
        async settle(_input, _context, outcome) {
          seen.push(outcome.ok ? 'settle ok' : `settle ${(outcome.error as PlatformError).code}`);
        },
      },
    };
  }

  it('are checked before the write and settled after it succeeds', async () => {
    const { limit, seen } = recording();
    const { action } = moneyWrite(async () => void seen.push('run'), { limits: [limit] });
    await action(initialFormState, posted());
    expect(seen).toEqual(['check 100 demo01 203.0.113.9', 'run', 'settle ok']);
  });

  it('are settled with the refusal when the write fails, and not at all for a schema failure or a replay', async () => {
    const { limit, seen } = recording();
    const { action } = moneyWrite(async () => {
      seen.push('run');
      throw new PlatformError('refused', 'PAYMENT_PASSWORD_WRONG', 'Wrong');
    }, { limits: [limit] });
    await action(initialFormState, form({ amount: '', paymentPassword: '' }));
    expect(seen).toEqual([]);
    const first = await action(initialFormState, posted());
    await action(first, posted());
    expect(seen).toEqual(['check 100 demo01 203.0.113.9', 'run', 'settle PAYMENT_PASSWORD_WRONG']);
  });

  it('a limit that refuses stops the write before it runs', async () => {
    const refusing: Limit<Input> = {
      async check() {
        throw new PlatformError('rate_limited', 'TOO_MANY_ATTEMPTS', 'Too many');
      },
    };
    const { action, calls } = moneyWrite(async (_input, { patch }) => patch({ notice: 'done' }), { limits: [refusing] });
    const answer = await action(initialFormState, posted());
    expect(calls).not.toHaveBeenCalled();
    expect(answer.notice).toBeTruthy();
    expect(answer.notice).not.toBe('done');
  });

  it('a success that ends in a redirect is settled as a success', async () => {
    const { limit, seen } = recording();
    const { redirect } = await import('next/navigation');
    const { action } = moneyWrite(async () => redirect('/m/home'), { limits: [limit] });
    expect(await redirectOf(action(initialFormState, posted()))).toBe('/m/home');
    expect(seen).toEqual(['check 100 demo01 203.0.113.9', 'settle ok']);
  });

  it('the wrong payment password that reaches the limit locks the write; the lock is answered, then refuses before the platform', async () => {
    const { action, calls } = moneyWrite(async () => {
      throw new PlatformError('refused', 'PAYMENT_PASSWORD_WRONG', 'Wrong');
    }, { limits: [paymentPasswordAttempts] });
    const answers: FormState[] = [];
    for (let attempt = 1; attempt <= PAYMENT_PASSWORD_TRIES; attempt += 1) answers.push(await action(initialFormState, posted(`key-attempt-${attempt}`)));
    expect(answers.slice(0, -1).map((answer) => answer.extra.code)).toEqual(Array(PAYMENT_PASSWORD_TRIES - 1).fill('PAYMENT_PASSWORD_WRONG'));
    expect(answers.at(-1)!.extra.code).toBe('PAYMENT_PASSWORD_LOCKED');
    const locked = await action(initialFormState, posted('key-attempt-after'));
    expect(locked.extra.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(calls).toHaveBeenCalledTimes(PAYMENT_PASSWORD_TRIES);
  });
});

// SPEC §8 "logged out": the player leaves for the login with the way back to the screen
describe('redirects', () => {
  // A member form is only shown signed in: posted without a session, the session lapsed with its cookie meanwhile.
  it('a member write posted after the session lapsed goes to the login marked expired, with the way back, and never runs', async () => {
    request.sealed = '';
    const { action, calls } = moneyWrite(async (_input, { patch }) => patch({ notice: 'done' }));
    const to = await redirectOf(action(initialFormState, posted()));
    expect(to).toMatch(/^\/m\/login\?/);
    expect(decodeURIComponent(to!)).toContain('/m/withdraw?tab=bank');
    expect(new URLSearchParams(to!.split('?')[1]).get(EXPIRED_PARAM)).toBe('1');
    expect(calls).not.toHaveBeenCalled();
    // The cleared cookie makes Next draw the login in its own frame, not inside the screen the form was on.
    expect(request.cookieWrites).toEqual([[SESSION_COOKIE, '']]);
  });

  it('a session the platform ended ends ours and goes to the login marked expired', async () => {
    const { action } = moneyWrite(async () => {
      throw new PlatformError('session', 'TOKEN_EXPIRED', 'Gone');
    });
    const to = await redirectOf(action(initialFormState, posted()));
    expect(to).toMatch(/^\/m\/login\?/);
    expect(decodeURIComponent(to!)).toContain('/m/withdraw?tab=bank');
    expect(new URLSearchParams(to!.split('?')[1]).get(EXPIRED_PARAM)).toBe('1');
    expect(request.cookieWrites).toEqual([[SESSION_COOKIE, '']]);
  });

  it('an agent whose session ended goes to the agent login', async () => {
    request.sealed = await sealSession({ ...member, userName: 'agent01', type: 1 });
    const { action } = moneyWrite(async () => {
      throw new PlatformError('session', 'TOKEN_EXPIRED', 'Gone');
    });
    expect(await redirectOf(action(initialFormState, posted()))).toMatch(/^\/m\/agentLogin\?/);
  });
});

// SPEC §4 startup and §2/§6 whitelabel switches: a closed site or feature refuses before the input is read
describe('refusals before the input is read', () => {
  async function closedBy(state: Record<string, unknown>): Promise<void> {
    await sim.setState(state);
    resetSettingsCache();
  }

  function untouched(more: Partial<ActionSpec<typeof schema>> = {}) {
    const schemaRead = vi.fn(() => schema);
    const before = vi.fn(async () => null);
    const { action, calls } = moneyWrite(async (_input, { patch }) => patch({ notice: 'done' }), { schema: schemaRead, before, ...more });
    return { action, untouched: () => [schemaRead, before, calls].every((spy) => spy.mock.calls.length === 0) };
  }

  it.each([
    ['maintenance', { maintenance: true }, errors.maintenance],
    ['region restriction', { regionRestriction: true }, errors.region],
  ])('%s', async (_name, state, notice) => {
    await closedBy(state);
    const { action, untouched: nothingRead } = untouched();
    const answer = await action(initialFormState, posted());
    expect(answer.notice).toBe(notice);
    expect(nothingRead()).toBe(true);
  });

  it('the merchant switch of the write', async () => {
    await closedBy({ flags: { REWCEN3: false } });
    const { action, untouched: nothingRead } = untouched({ name: 'rewardClaim' });
    const answer = await action(initialFormState, posted());
    expect(answer.extra.code).toBe('FEATURE_OFF');
    expect(nothingRead()).toBe(true);
  });

  it('a trial account on a write for actual accounts', async () => {
    request.sealed = await sealSession({ ...member, trial: true });
    const { action, untouched: nothingRead } = untouched({ who: 'actual' });
    expect((await action(initialFormState, posted())).extra.code).toBe('NOT_ACTUAL_ACCOUNT');
    expect(nothingRead()).toBe(true);
  });

  it('a sign-out (endsSession) still goes through during maintenance; other writes do not', async () => {
    await closedBy({ maintenance: true });
    const signOut = vi.fn(async (_input: Record<string, never>, { patch }: ActionContext) => patch({ notice: 'signed out' }));
    const action = defineAction({ name: 'testSignOut', who: 'member', endsSession: true, schema: () => z.object({}), run: signOut });
    expect((await action(initialFormState, new FormData())).notice).toBe('signed out');
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

// A two-step money form: the first step is outside the idempotency records and hands back the key it was sent
describe('twoStepAction', () => {
  it('the first step answers the confirmation with the posted key; the confirmation spends it once', async () => {
    const first = defineAction({ name: 'testTransferAmount', who: 'member', schema: () => z.object({ amount: z.string() }), run: async (_input, { patch }) => patch({ extra: { step: 'confirm' } }) });
    const { action: confirm, calls } = moneyWrite(async (_input, { patch }) => patch({ notice: 'sent' }));
    const stepped = twoStepAction({ first, firstStep: 'amount', confirm });
    const toConfirm = await stepped(initialFormState, form({ step: 'amount', amount: '100', [IDEMPOTENCY_FIELD]: KEY }));
    expect(toConfirm.extra).toMatchObject({ step: 'confirm', [IDEMPOTENCY_FIELD]: KEY });
    const confirmForm = () => form({ step: 'confirm', amount: '100', paymentPassword: 'Secret99', [IDEMPOTENCY_FIELD]: KEY });
    const sent = await stepped(toConfirm, confirmForm());
    const again = await stepped(sent, confirmForm());
    expect(calls).toHaveBeenCalledTimes(1);
    expect(again.notice).toBe('sent');
  });

  it('a wrong payment password stays on the confirmation; going back returns the first step with the same key', async () => {
    const first = defineAction({ name: 'testTransferAmount', who: 'member', schema: () => z.object({ amount: z.string() }), run: async (_input, { patch }) => patch({ extra: { step: 'confirm' } }) });
    const { action: confirm } = moneyWrite(async () => {
      throw new PlatformError('refused', 'PAYMENT_PASSWORD_WRONG', 'Wrong');
    }, { fields: { PAYMENT_PASSWORD_WRONG: 'paymentPassword' } });
    const stepped = twoStepAction({ first, firstStep: 'amount', confirm });
    const refused = await stepped(initialFormState, form({ step: 'confirm', amount: '100', paymentPassword: 'x', [IDEMPOTENCY_FIELD]: KEY }));
    expect(refused.extra.step).toBe('confirm');
    const back = await stepped(refused, form({ step: 'confirm', [STEP_BACK_FIELD]: '1', amount: '100', [IDEMPOTENCY_FIELD]: KEY }));
    expect(back.extra).toMatchObject({ step: 'amount', [IDEMPOTENCY_FIELD]: KEY });
    expect(back.values).toEqual({ step: 'amount', amount: '100' });
  });
});
