import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();

async function login(username: string) {
  const { body } = await simulator.client.login(username, username.startsWith('demo') ? 'Demo1234' : 'Agent1234');
  expect(body.success).toBe(true);
  return body.value.token as string;
}

const SCREENS = [
  { kind: 'salary', moduleId: 'DAILYSALCONT3', field: 'dailysalreqtype' },
  { kind: 'dividend', moduleId: 'DIVCONT3', field: 'divtypecompperiodreq' },
  { kind: 'hourly', moduleId: 'HOURSAL3', field: 'contracthoursalreq' },
] as const;

const offerShape = {
  id: expect.any(String),
  period: expect.any(String),
  offeredBy: 'agent01',
  createTime: expect.any(Number),
  tiers: expect.arrayContaining([{ level: 1, threshold: expect.any(Number), activeMembers: expect.any(Number), rate: expect.any(Number) }]),
};

// SPEC §2 contract review screens, §7 DAILYSALCONT3 / HOURSAL3: rows 44-49.
describe('contract rows 44-49', () => {
  it('agent02 has a daily-salary offer (row 44) and none of the other kinds', async () => {
    const token = await login('agent02');
    const salary = await simulator.client.call('/wps/agent/contract/salary', { moduleId: 'DAILYSALCONT3', token });
    expect(salary.body).toMatchObject({ success: true, value: { ...offerShape, period: 'DAILY' } });
    expect(salary.body.value.tiers).toHaveLength(3);
    const dividend = await simulator.client.call('/wps/agent/contract/dividend', { moduleId: 'DIVCONT3', token });
    expect(dividend.body).toEqual({ success: true, value: null });
    const hourly = await simulator.client.call('/wps/agent/contract/hourly', { moduleId: 'HOURSAL3', token });
    expect(hourly.body).toEqual({ success: true, value: null });
  });

  it('agent03 has dividend and hourly offers, matching its row-28 requests', async () => {
    const token = await login('agent03');
    const requests = await simulator.client.call('/wps/member/contracts', { moduleId: 'COMM3', token });
    expect(requests.body.value).toEqual({ dailysalreqtype: '', divtypecompperiodreq: '2', contracthoursalreq: '1' });
    const dividend = await simulator.client.call('/wps/agent/contract/dividend', { moduleId: 'DIVCONT3', token });
    expect(dividend.body.value).toMatchObject({ ...offerShape, period: 'HALF_MONTH' });
    const hourly = await simulator.client.call('/wps/agent/contract/hourly', { moduleId: 'HOURSAL3', token });
    expect(hourly.body.value).toMatchObject({ ...offerShape, period: 'HOURLY' });
  });

  it.each(SCREENS)('answering the $kind offer ends the request (offer gone, row 28 field empty)', async ({ kind, moduleId, field }) => {
    const user = kind === 'salary' ? 'agent02' : 'agent03';
    const token = await login(user);
    const path = `/wps/agent/contract/${kind}`;
    const answered = await simulator.client.call(path, { moduleId, token, json: { accept: kind !== 'hourly' } });
    expect(answered.body).toEqual({ success: true, value: true });
    expect((await simulator.client.call(path, { moduleId, token })).body.value).toBeNull();
    const requests = await simulator.client.call('/wps/member/contracts', { moduleId: 'COMM3', token });
    expect(requests.body.value[field]).toBe('');
    const again = await simulator.client.call(path, { moduleId, token, json: { accept: true } });
    expect(again.body).toMatchObject({ success: false, code: 'NO_PENDING_CONTRACT' });
  });

  it('checks the body, the module id and the token', async () => {
    const token = await login('agent02');
    const notBoolean = await simulator.client.call('/wps/agent/contract/salary', { moduleId: 'DAILYSALCONT3', token, json: { accept: 'yes' } });
    expect(notBoolean.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const wrongModule = await simulator.client.call('/wps/agent/contract/salary', { moduleId: 'HOURSAL3', token });
    expect(wrongModule.body).toMatchObject({ success: false, code: 'MODULE_MISMATCH' });
    const noToken = await simulator.client.call('/wps/agent/contract/salary', { moduleId: 'DAILYSALCONT3' });
    expect(noToken.status).toBe(401);
    // The refused answers left the offer in place.
    const still = await simulator.client.call('/wps/agent/contract/salary', { moduleId: 'DAILYSALCONT3', token });
    expect(still.body.value).not.toBeNull();
  });

  it('type 41 (agent centre, no contracts) is refused although a request is on record; a member has none', async () => {
    const agent41 = await login('agent41');
    const requests = await simulator.client.call('/wps/member/contracts', { moduleId: 'COMM3', token: agent41 });
    expect(requests.body.value.dailysalreqtype).toBe('1');
    const read = await simulator.client.call('/wps/agent/contract/salary', { moduleId: 'DAILYSALCONT3', token: agent41 });
    expect(read.body).toMatchObject({ success: false, code: 'NO_PERMISSION' });
    const answer = await simulator.client.call('/wps/agent/contract/salary', { moduleId: 'DAILYSALCONT3', token: agent41, json: { accept: true } });
    expect(answer.body).toMatchObject({ success: false, code: 'NO_PERMISSION' });
    const kpi = await simulator.client.call('/wps/agent/team/kpi', { moduleId: 'AGEINFO3', token: agent41, query: { startDate: '2025-01-01', endDate: '2025-01-01', size: 0 } });
    expect(kpi.body.success).toBe(true);

    const demo = await login('demo01');
    const none = await simulator.client.call('/wps/agent/contract/dividend', { moduleId: 'DIVCONT3', token: demo });
    expect(none.body).toEqual({ success: true, value: null });
  });
});
