import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();

async function tokenOf(user: string, password: string): Promise<string> {
  const { body } = await simulator.client.login(user, password);
  return body.value.token;
}

const promotions = (token?: string, moduleId = 'REWCEN3') => simulator.client.call('/wps/promotions/available', { moduleId, token });

// README row 43: the promotions the member centre gates its MISSION and REFERRAL entries on (SPEC §2)
describe('row 43 promotions and referral', () => {
  it('answers both promotions enabled and the member referral code with its register path', async () => {
    const { status, body } = await promotions(await tokenOf('demo01', 'Demo1234'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true });
    expect(body.value).toEqual({
      promotions: [
        { code: 'MISSION', title: 'Mission activity', enabled: true, activityId: 304 },
        { code: 'REFERRAL', title: 'Invite friends', enabled: true, activityId: null },
      ],
      referral: { code: 'DM1001', url: '/m/register?affiliateCode=DM1001' },
    });
  });

  it('gives each agent its own affiliate code, and null to an account without one', async () => {
    expect((await promotions(await tokenOf('agent01', 'Agent1234'))).body.value.referral.code).toBe('AG8888');
    expect((await promotions(await tokenOf('mobile01', 'Mobile1234'))).body.value.referral).toBeNull();
  });

  it('accepts the referral code where an invitation code is checked (row 25)', async () => {
    const { body } = await simulator.client.call('/wps/affiliate/check', { moduleId: 'AFFMAN3', query: { code: 'DM1001', domain: 'localhost' } });
    expect(body).toMatchObject({ success: true, value: true });
  });

  it('needs a token and the REWCEN3 module id', async () => {
    const anonymous = await promotions();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('TOKEN_INVALID');
    const wrongModule = await promotions(await tokenOf('demo01', 'Demo1234'), 'COMM3');
    expect(wrongModule.body).toMatchObject({ success: false, code: 'MODULE_MISMATCH' });
  });

  it('turns promotions off and on through /__sim/state, merged, until reset', async () => {
    const token = await tokenOf('demo01', 'Demo1234');
    const updated = await simulator.client.control('state', { promotions: { MISSION: false } });
    expect(updated.value.promotions).toEqual({ MISSION: false, REFERRAL: true });
    const enabled = (await promotions(token)).body.value.promotions.map((entry: { code: string; enabled: boolean }) => [entry.code, entry.enabled]);
    expect(enabled).toEqual([['MISSION', false], ['REFERRAL', true]]);

    await simulator.client.control('state', { promotions: { REFERRAL: false } });
    expect((await simulator.client.control('state')).value.promotions).toEqual({ MISSION: false, REFERRAL: false });

    await simulator.client.control('reset', {});
    expect((await simulator.client.control('state')).value.promotions).toEqual({ MISSION: true, REFERRAL: true });
  });

  it('refuses unknown promotion codes and values that are not booleans', async () => {
    for (const promotions of [{ DAILY: true }, { MISSION: 'no' }, ['MISSION'], null]) {
      const response = await simulator.client.raw('/__sim/state', { merchant: null, json: { promotions } });
      expect(response.status).toBe(400);
    }
    expect((await simulator.client.control('state')).value.promotions).toEqual({ MISSION: true, REFERRAL: true });
  });
});
