import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';
import { signedInCalls } from './signedInCalls';

const simulator = freshSimulator();
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const GIF = Buffer.from('GIF89a0000');

const { login } = signedInCalls(simulator);

async function freePlayToken() {
  return (await simulator.client.call('/wps/session/login/freeplay', { moduleId: 'FREEPLAY3', json: {} })).body.value.token as string;
}

const call = async (path: string, moduleId: string, token: string, extra: Record<string, unknown> = {}) =>
  (await simulator.client.call(path, { moduleId, token, ...extra })).body;
const flags = (values: Record<string, boolean>) => simulator.client.control('state', { flags: values });

// README rows 72-79: inbox delete, personal info, nickname, head icon, club, feedback, referral (SPEC §7)
describe('profile rows 72-79', () => {
  it('row 72 deletes the member\'s messages (all or none) and rows 26 and 50 stop counting them', async () => {
    const token = await login('demo01', 'Demo1234');
    const messages = (await call('/wps/inbox', 'INBOX3', token, { query: { pageSize: 100 } })).value.content;
    const unreadIds = messages.filter((message: { read: boolean }) => !message.read).map((message: { id: number }) => message.id);
    expect(unreadIds).toHaveLength(3);
    const agentToken = await login('agent01', 'Agent1234');
    const agentId = (await call('/wps/inbox', 'INBOX3', agentToken)).value.content[0].id;

    const remove = (who: string, ids: string) => call('/wps/inbox', 'INBOX3', who, { method: 'DELETE', query: { ids } });
    expect(await remove(token, `${unreadIds[0]},${agentId}`)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await remove(token, 'one,two')).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect((await call('/wps/inbox/unread', 'INBOX3', token)).value).toBe(3);

    expect(await remove(token, unreadIds.slice(0, 2).join(','))).toEqual({ success: true, value: true });
    expect((await call('/wps/inbox/unread', 'INBOX3', token)).value).toBe(1);
    expect((await call('/wps/inbox', 'INBOX3', token, { query: { pageSize: 100 } })).value.content).toHaveLength(28);
    expect(await remove(await freePlayToken(), '1')).toMatchObject({ success: false, code: 'NOT_ACTUAL_ACCOUNT' });
  });

  it('row 73 masks email and mobile; row 74 refuses a bad nickname and row 9 answers the new one', async () => {
    const token = await login('demo01', 'Demo1234');
    const info = (await call('/wps/member/info', 'COMM3', token)).value;
    expect((await call('/wps/member/profile', 'COMM3', token)).value).toEqual({
      account: 'demo01', nickname: '', email: 'de***@example.com', mobileNum: '', payeeName: 'NGUYEN VAN AN',
      birthday: '', regDate: info.regDate, labelName: 'VIP 3', headIconUrl: null,
    });
    const mobile = await login('mobile01', 'Mobile1234');
    expect((await call('/wps/member/profile', 'COMM3', mobile)).value).toMatchObject({ mobileNum: '912****78', email: '', labelName: null });

    const nickname = (who: string, value: unknown) => call('/wps/member/nickname', 'COMM3', who, { method: 'PUT', json: { nickname: value } });
    for (const bad of ['A', 'x'.repeat(21), 'Bad!name', 'two  spaces', 42]) {
      expect(await nickname(token, bad)).toMatchObject({ success: false, code: 'NICKNAME_INVALID' });
    }
    expect(await nickname(token, '  Lucky Star 7 ')).toEqual({ success: true, value: true });
    expect((await call('/wps/member/info', 'COMM3', token)).value.nickname).toBe('Lucky Star 7');
    expect(await nickname(await freePlayToken(), 'Free Player')).toMatchObject({ code: 'NOT_ACTUAL_ACCOUNT' });
  });

  it('rows 75 and 76 keep one head icon per member, served at its url; PROFPIC3 off refuses both', async () => {
    const token = await login('demo01', 'Demo1234');
    expect((await call('/wps/member/headIcon', 'PROFPIC3', token)).value).toBeNull();
    const upload = (bytes: Buffer, contentType: string) =>
      call('/wps/member/headIcon', 'PROFPIC3', token, { json: { fileName: 'me.png', contentType, data: bytes.toString('base64') } });
    expect(await upload(GIF, 'image/gif')).toMatchObject({ success: false, code: 'HEAD_ICON_TYPE' });
    expect(await upload(GIF, 'image/png')).toMatchObject({ success: false, code: 'HEAD_ICON_TYPE' });

    const first = (await upload(PNG, 'image/png')).value.url as string;
    expect(first).toMatch(new RegExp(`^${simulator.url}/cdn/headIcon/[0-9a-f]{16}$`));
    const served = await fetch(first);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const second = (await upload(PNG, 'image/png')).value.url as string;
    expect((await fetch(first)).status).toBe(404);
    expect((await call('/wps/member/headIcon', 'PROFPIC3', token)).value).toEqual({ url: second });
    expect((await call('/wps/member/profile', 'COMM3', token)).value.headIconUrl).toBe(second);

    await flags({ PROFPIC3: false });
    expect(await call('/wps/member/headIcon', 'PROFPIC3', token)).toMatchObject({ success: false, code: 'FEATURE_OFF' });
    expect(await upload(PNG, 'image/png')).toMatchObject({ success: false, code: 'FEATURE_OFF' });
    expect((await call('/wps/member/profile', 'COMM3', token)).value.headIconUrl).toBeNull();
  });

  it('row 77 tells row 9\'s level among VIP 1-6 with the progress; MEMCLUB3 off refuses', async () => {
    const token = await login('demo01', 'Demo1234');
    const club = (await call('/wps/member/club', 'MEMCLUB3', token)).value;
    expect(club.current).toEqual({ level: 3, labelName: 'VIP 3' });
    expect(club.levels.map((level: { labelName: string }) => level.labelName)).toEqual(['VIP 1', 'VIP 2', 'VIP 3', 'VIP 4', 'VIP 5', 'VIP 6']);
    expect(Object.keys(club.levels[0].benefits).sort()).toEqual(['birthdayBonus', 'dailyWithdrawals', 'monthlyBonus', 'rebateRate', 'upgradeBonus']);
    expect(club.progress.deposit).toBeGreaterThan(0);
    expect(club.progress.turnover).toBeGreaterThan(0);
    const agent = await login('agent01', 'Agent1234');
    expect((await call('/wps/member/club', 'MEMCLUB3', agent)).value.current).toEqual({ level: 5, labelName: 'VIP 5' });
    const mobile = await login('mobile01', 'Mobile1234');
    expect((await call('/wps/member/club', 'MEMCLUB3', mobile)).value.current).toBeNull();
    await flags({ MEMCLUB3: false });
    expect(await call('/wps/member/club', 'MEMCLUB3', token)).toMatchObject({ success: false, code: 'FEATURE_OFF' });
  });

  it('row 78 takes 1-140 characters of a known type; FEEDBACK3 off refuses', async () => {
    const token = await login('demo01', 'Demo1234');
    const send = (json: unknown) => call('/wps/feedback', 'FEEDBACK3', token, { method: 'PUT', json });
    expect(await send({ type: 'GAME', remark: 'x'.repeat(141) })).toMatchObject({ success: false, code: 'REMARK_TOO_LONG', value: { max: 140 } });
    expect(await send({ type: 'GAME', remark: '   ' })).toMatchObject({ success: false, code: 'REMARK_REQUIRED' });
    expect(await send({ type: 'PRAISE', remark: 'ok' })).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(await send({ type: 'GAME', remark: 'ế'.repeat(140) })).toEqual({ success: true, value: { id: 1 } });
    expect(await send({ type: 'OTHER', remark: 'Thanks' })).toEqual({ success: true, value: { id: 2 } });
    expect((await call('/wps/feedback', 'FEEDBACK3', await freePlayToken(), { method: 'PUT', json: { type: 'OTHER', remark: 'x' } })).code).toBe('NOT_ACTUAL_ACCOUNT');
    await flags({ FEEDBACK3: false });
    expect(await send({ type: 'OTHER', remark: 'Thanks' })).toMatchObject({ success: false, code: 'FEATURE_OFF' });
  });

  it('row 79 answers row 43\'s code with the figures; REFERRAL off or no code refuses', async () => {
    const token = await login('demo01', 'Demo1234');
    expect((await call('/wps/referral/stats', 'REWCEN3', token)).value).toEqual({
      code: 'DM1001', url: '/m/register?affiliateCode=DM1001', invited: 5, deposited: 3, rewardTotal: 150,
    });
    const mobile = await login('mobile01', 'Mobile1234');
    expect(await call('/wps/referral/stats', 'REWCEN3', mobile)).toMatchObject({ success: false, code: 'NO_REFERRAL_CODE' });
    await simulator.client.control('state', { promotions: { REFERRAL: false } });
    expect(await call('/wps/referral/stats', 'REWCEN3', token)).toMatchObject({ success: false, code: 'FEATURE_OFF' });
  });
});
