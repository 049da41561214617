import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleBff } from '@/lib/bff/handleBff';
import { bffRoutes } from '@/lib/bff/bffRoutes';
import { initialFormState, type FormState } from '@/lib/forms/formState';
import vietnamese from '@/messages/vi.json';
import { FEATURE_SWITCHES, routeRule } from '@/lib/routes/routeTable';
import { resetSettingsCache } from '@/lib/settings/settings';
import { MemoryStore } from '@/lib/store/memoryStore';
import { installStore } from '@/lib/store/store';
import { useSim } from '../support/simServer';

// The actions read the request through next/headers and next-intl: stand them in for a Vietnamese request of the
// session signed in below.
const request = vi.hoisted(() => ({ sealed: '' }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-mc-pathname': '/m/home' }),
  cookies: async () => ({
    get: (name: string) => (name === 'mc_session' && request.sealed ? { name, value: request.sealed } : undefined),
    set: () => undefined,
    delete: () => undefined,
  }),
}));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'vi',
  getTimeZone: async () => 'Asia/Ho_Chi_Minh',
  getTranslations: async (namespace?: string) => createTranslator({ locale: 'vi', messages: vietnamese, namespace: namespace as never }),
}));

type Action = (previous: FormState, form: FormData) => Promise<FormState>;

/** Every action FEATURE_SWITCHES names, by that name, with the form field that picks it when one export holds two steps. */
const ACTIONS: Record<string, () => Promise<[Action, Record<string, string>?]>> = {
  rewardClaim: async () => [(await import('@/features/promo/actions/rewardCenter')).claimRewardAction],
  deposit: async () => [(await import('@/features/wallet/actions/deposit')).depositAction],
  paymentPassword: async () => [(await import('@/features/securityCenter/actions/securityCenter')).paymentPasswordAction],
  securityQuestion: async () => [(await import('@/features/securityCenter/actions/securityCenter')).securityQuestionAction],
  email: async () => [(await import('@/features/securityCenter/actions/securityCenter')).emailAction],
  payeeName: async () => [(await import('@/features/securityCenter/actions/securityCenter')).payeeNameAction],
  birthday: async () => [(await import('@/features/securityCenter/actions/securityCenter')).birthdayAction],
  uplineTransferAmount: async () => [(await import('@/features/upline/actions/uplineTransfer')).uplineTransferAction, { step: 'amount' }],
  uplineTransfer: async () => [(await import('@/features/upline/actions/uplineTransfer')).uplineTransferAction, { step: 'confirm' }],
  rebateClaim: async () => [(await import('@/features/rebate/actions/manualRebate')).claimRebateAction],
  openAccount: async () => [(await import('@/features/team/actions/openAccount')).openAccountAction],
  redRainPick: async () => [(await import('@/features/redRain/actions/redRain')).redRainAction, { step: 'pick' }],
  redRain: async () => [(await import('@/features/redRain/actions/redRain')).redRainAction, { step: 'confirm' }],
  rebateSettings: async () => [(await import('@/features/agentRebate/actions/agentRebate')).saveRebateSettingsAction],
  headIcon: async () => [(await import('@/features/myAccount/actions/myAccount')).headIconAction],
  feedback: async () => [(await import('@/features/feedback/actions/feedback')).feedbackAction],
  forgetByPhone: async () => [(await import('@/features/accounts/actions/forget')).forgetByPhoneAction],
};

const FEATURE_OFF = 'Chức năng này tạm thời không khả dụng';
const APP = 'http://app.test';
const sim = useSim();

function door(method: string, path: string) {
  const headers: Record<string, string> = { host: 'app.test', cookie: `NEXT_LOCALE=vi; mc_session=${request.sealed}`, 'content-type': 'application/json' };
  if (method !== 'GET') headers.origin = APP;
  return handleBff(new Request(`${APP}${path}`, { method, headers, body: method === 'GET' ? undefined : '{}' }));
}

/** agent01 (type 1): an actual account and an agent, so every caller rule of the listed writes lets it through. */
async function signInAgent(): Promise<void> {
  const response = await handleBff(new Request(`${APP}/wps/session/login`, {
    method: 'POST',
    headers: { host: 'app.test', origin: APP, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'agent01', password: 'Agent1234', type: 'username' }),
  }));
  expect(response.status).toBe(200);
  request.sealed = response.headers.getSetCookie().find((cookie) => cookie.startsWith('mc_session='))!.split(';')[0]!.slice('mc_session='.length);
}

async function switchOff(flags: readonly string[]): Promise<void> {
  await sim.setState({ flags: Object.fromEntries(flags.map((flag) => [flag, false])) });
  resetSettingsCache();
  await fetch(`${sim.url}/__sim/requests`, { method: 'DELETE' });
}

/** What reached the platform beside the settings the pipeline read. */
async function platformWrites(): Promise<string[]> {
  return (await sim.requests()).map((entry) => entry.path).filter((path) => path !== '/wps/system/settings/consolidated');
}

// SPEC §2 and §6: entries gated by a whitelabel flag; what the merchant switched off is refused by the product, in
// the player's language (the refusal table's FEATURE_OFF), before the platform hears of it
describe('whitelabel switches', () => {
  beforeEach(async () => {
    installStore(new MemoryStore());
    await signInAgent();
  });

  it('every screen the list names is a route of the table that its switch closes', () => {
    for (const entry of FEATURE_SWITCHES) {
      for (const path of entry.screens ?? []) expect(routeRule(path)?.flag, path).toBe(entry.flag);
    }
  });

  it('the test knows every action the list names', () => {
    expect(Object.keys(ACTIONS).sort()).toEqual(FEATURE_SWITCHES.flatMap((entry) => entry.actions ?? []).sort());
  });

  it.each(FEATURE_SWITCHES.filter((entry) => entry.actions).map((entry) => [entry.flag, entry.actions!] as const))(
    'while %s is off, its actions %j answer FEATURE_OFF and send nothing',
    async (flag, names) => {
      await switchOff([flag]);
      for (const name of names) {
        const [action, fields = {}] = await ACTIONS[name]!();
        const form = new FormData();
        for (const [field, value] of Object.entries(fields)) form.set(field, value);
        const answer = await action(initialFormState, form);
        expect(answer.notice, name).toBe(FEATURE_OFF);
        expect(answer.extra.code, name).toBe('FEATURE_OFF');
      }
      expect(await platformWrites()).toEqual([]);
    },
  );

  it.each(FEATURE_SWITCHES.filter((entry) => entry.doors).map((entry) => [entry.flag, entry.doors!] as const))(
    'while %s is off, its doors %j answer FEATURE_OFF and send nothing',
    async (flag, doors) => {
      const calls = doors.map((named) => named.split(' ') as [string, string]);
      for (const [method, path] of calls) {
        expect(bffRoutes.some((route) => route.method === method && route.call.path === path), path).toBe(true);
        expect((await (await door(method, path)).json()).code, `${path} while on`).not.toBe('FEATURE_OFF');
      }
      await switchOff([flag]);
      for (const [method, path] of calls) {
        expect(await (await door(method, path)).json(), path).toMatchObject({ success: false, code: 'FEATURE_OFF', message: FEATURE_OFF });
      }
      expect(await platformWrites()).toEqual([]);
    },
  );
});
