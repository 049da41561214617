import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSim } from '../../../platform-sim/server.mjs';
import { simClient, type SimJson } from './simClient';

let sim: Awaited<ReturnType<typeof startSim>>;
let client: ReturnType<typeof simClient>;

beforeAll(async () => {
  sim = await startSim({ port: 0 });
  client = simClient(sim.url);
});

afterAll(async () => {
  await sim.close();
});

async function login(username: string, password: string) {
  const { body } = await client.login(username, password);
  expect(body.success).toBe(true);
  return body.value.token as string;
}

describe('every contract row answers its documented shape', () => {
  it('system rows 12-17', async () => {
    const flags = await client.call('/wps/system/whitelabel', { moduleId: 'COMM3' });
    expect(Object.keys(flags.body.value)).toEqual(expect.arrayContaining(['USERNAMEREG3', 'INBOX3', 'showReferral']));
    const fields = await client.call('/wps/system/setting/register', { moduleId: 'REG3' });
    const username = fields.body.value.find((field: SimJson) => field.name === 'username');
    expect(new RegExp(username.pattern).test('demo01')).toBe(true);
    expect(new RegExp(username.pattern).test('1demo01')).toBe(false);
    const password = fields.body.value.find((field: SimJson) => field.name === 'password');
    expect(new RegExp(password.pattern, 'u').test('Demo1234')).toBe(true);
    expect(new RegExp(password.pattern, 'u').test('demo1234')).toBe(false);
    for (const field of fields.body.value) expect(() => new RegExp(field.pattern, 'u')).not.toThrow();
    const countries = await client.call('/wps/system/country', { moduleId: 'COMM3' });
    expect(countries.body.value[0]).toEqual({ code: 'VN', name: 'Vietnam', dialingCode: '84' });
    expect(countries.body.value.map((country: SimJson) => country.dialingCode)).toEqual(expect.arrayContaining(['880', '91', '66', '63', '86']));
    const route = await client.call('/wps/system/domainRoute', { moduleId: 'COMM3' });
    expect(route.body.value).toMatchObject({ mainDomain: '127.0.0.1', routes: expect.any(Array) });
  });

  it('member rows 3, 9-11, 22, 26-28', async () => {
    const token = await login('demo01', 'Demo1234');
    const merchant = await client.call('/wps/wallets/merchant', { moduleId: 'FUNDTRANS3', token });
    expect(merchant.body.value).toEqual({ currency: 'CNY', currencySymbol: '￥' });
    const unread = await client.call('/wps/inbox/unread', { moduleId: 'INBOX3', token });
    expect(unread.body.value).toBe(3);
    const contracts = await client.call('/wps/member/contracts', { moduleId: 'COMM3', token });
    expect(contracts.body.value).toEqual({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' });
    const memberKpi = await client.call('/wps/agent/team/kpi', { moduleId: 'AGEINFO3', token, query: { startDate: '2025-01-01', endDate: '2025-01-01', size: 0 } });
    expect(memberKpi.body.success).toBe(false);

    const same = await client.call('/wps/member/password/change', { moduleId: 'COMM3', token, json: { oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' } });
    expect(same.body.code).toBe('modify.new.old.same');
    const changed = await client.call('/wps/member/password/change', { moduleId: 'COMM3', token, json: { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' } });
    expect(changed.body.value).toBe(true);
    expect((await client.login('demo01', 'Demo5678')).body.success).toBe(true);

    const out = await client.call('/wps/session/logout', { method: 'DELETE', moduleId: 'COMM3', token });
    expect(out.body.value).toBe(true);
    const gone = await client.call('/wps/member/info', { moduleId: 'COMM3', token });
    expect(gone.status).toBe(401);

    const agent = await login('agent01', 'Agent1234');
    const kpi = await client.call('/wps/agent/team/kpi', { moduleId: 'AGEINFO3', token: agent, query: { startDate: '2025-01-01', endDate: '2025-01-01', size: 0 } });
    expect(kpi.body.value.footer).toEqual({ teamLoginMemberCount: 18, teamBetMemberCount: 12, teamRegisterMemberCount: 4, teamOnlineCount: 7 });
    const info = await client.call('/wps/member/info', { moduleId: 'COMM3', token: agent });
    expect(info.body.value.type).toBe(1);
    await client.control('reset', {});
  });

  it('password rows 19-21 and mobile registration row 8', async () => {
    const unknown = await client.call('/wps/member/password/sms', { moduleId: 'PWRESETSMS3', json: { mobileNum: '900000001', countryDialingCode: '84' } });
    expect(unknown.body.success).toBe(false);
    const sent = await client.call('/wps/member/password/sms', { moduleId: 'PWRESETSMS3', json: { mobileNum: '912345678', countryDialingCode: '84' } });
    expect(sent.body.value.expirationTime).toEqual(expect.any(Number));
    const code = (await client.control('sms?mobileNum=912345678')).value.code;
    const wrong = await client.encrypted('/wps/member/password/phone', 'CHNGPASSVERIF3', { newPassword: 'Mobile9999', mobileNum: '912345678', verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.code).toBe('verification.code.error');
    const same = await client.encrypted('/wps/member/password/phone', 'CHNGPASSVERIF3', { newPassword: 'Mobile1234', mobileNum: '912345678', verificationCode: code });
    expect(same.body.code).toBe('modify.new.old.same');
    const done = await client.encrypted('/wps/member/password/phone', 'CHNGPASSVERIF3', { newPassword: 'Mobile9999', mobileNum: '912345678', verificationCode: code });
    expect(done.body.value).toBe(true);
    expect((await client.login('mobile01', 'Mobile9999')).body.success).toBe(true);

    const email = await client.call('/wps/member/password/email', {
      moduleId: 'COMM3',
      body: 'username=demo01&email=demo01%40example.com',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(email.body.value).toBe(true);
    const json = await client.call('/wps/member/password/email', { moduleId: 'COMM3', json: { username: 'demo01', email: 'demo01@example.com' } });
    expect(json.body.success).toBe(false);

    await client.call('/wps/verification/sms/noLogin', { moduleId: 'COMM3', json: { mobileNum: '987654321', countryDialingCode: '84' } });
    const smsCode = (await client.control('sms?mobileNum=987654321')).value.code;
    const registered = await client.encrypted('/wps/member/register/mobile', 'REGISTER_REE3', {
      mobileNum: '987654321', countryDialingCode: '84', verificationCode: smsCode, password: 'Phone1234', confirmPassword: 'Phone1234', type: 0,
    }, 'PUT');
    expect(registered.body).toMatchObject({ success: true, value: { userName: 'm987654321', customerType: 0 } });
    await client.control('reset', {});
  });

  it('content rows 23-25', async () => {
    const anonymous = await client.call('/wps/announcements', { moduleId: 'COMM3', query: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'mer01' } });
    const value = anonymous.body.value;
    expect(value.banners.length).toBeGreaterThanOrEqual(2);
    expect(value.banners[0].url).toMatch(/^\/banners\/\d+\.jpg$/);
    expect(value.hotMatches.length).toBeGreaterThanOrEqual(3);
    const match = value.hotMatches[0];
    expect(match.matchTime).toBeGreaterThan(Date.now());
    expect(match.matchTime).toBeLessThan(Date.now() + 24 * 3600 * 1000);
    expect(match).toMatchObject({ league: expect.any(String), homeTeam: expect.any(String), homeTeamImageUrl: expect.stringMatching(/^\/teams\//) });
    const logo = await fetch(`${sim.url}/cdn${match.homeTeamImageUrl}`);
    expect(logo.status).toBe(200);
    const reg = await client.call('/wps/announcements', { moduleId: 'COMM3', query: { types: 'B', groupName: 'm_reg' } });
    expect(reg.body.value.banners.length).toBeGreaterThan(0);
    expect(reg.body.value.banners.every((banner: SimJson) => !value.banners.some((home: SimJson) => home.id === banner.id))).toBe(true);

    const token = await login('agent01', 'Agent1234');
    const agentNotices = await client.call('/wps/announcements', { moduleId: 'COMM3', token, query: { types: 'A' } });
    const unread = agentNotices.body.value.footer.unreadCount;
    expect(unread).toBeGreaterThan(0);
    const first = agentNotices.body.value.agentNotices.find((entry: SimJson) => !entry.read);
    const marked = await client.call('/wps/announcements/read', { moduleId: 'COMM3', token, json: { announcementId: first.id, read: true } });
    expect(marked.body.value).toBe(true);
    const after = await client.call('/wps/announcements', { moduleId: 'COMM3', token, query: { types: 'A' } });
    expect(after.body.value.footer.unreadCount).toBe(unread - 1);

    expect((await client.call('/wps/affiliate/check', { moduleId: 'AFFMAN3', query: { code: 'AG8888', domain: 'x' } })).body.value).toBe(true);
    const bad = await client.call('/wps/affiliate/check', { moduleId: 'AFFMAN3', query: { code: 'NOPE', domain: 'x' } });
    expect(bad.body).toMatchObject({ success: false, message: 'Invalid invitation code' });
    await client.control('reset', {});
  });

  it('game rows 32-42', async () => {
    const token = await login('demo01', 'Demo1234');
    const vassalage = await client.call('/lgw/games/vassalage', { moduleId: 'GAMELO3', query: { merchantCode: 'mer01' } });
    const evo = vassalage.body.value.find((entry: SimJson) => entry.vassalage === 'EVO');
    expect(evo).toMatchObject({ gameType: 'LIVE', mobileLargeIcon: '/vendor/EVO-COLOR.png' });
    expect((await fetch(`${sim.url}/cdn/EVO-WHITE.png`)).status).toBe(200);

    const favourites = await client.call('/lgw/games/favourite', { moduleId: 'GAMELOFAV3', token, query: { pageNo: 1, pageSize: 26 } });
    expect(favourites.body.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    const [firstFavourite] = favourites.body.value.content;
    const removed = await client.call('/lgw/games/favourite', {
      method: 'DELETE', moduleId: 'GAMELOFAV3', token, query: { nodeId: firstFavourite.nodeId, vendor: firstFavourite.vassalage },
    });
    expect(removed.body.value).toBe(true);
    const ids = await client.call('/lgw/games/favourite/ids', { moduleId: 'GAMELOFAV3', token });
    expect(ids.body.value).not.toContain(String(firstFavourite.nodeId));

    const added = await client.call('/lgw/games/recent', { moduleId: 'GAMELOREC3', token, json: { nodeId: 10050 } });
    expect(added.body.value).toBe(true);
    const recent = await client.call('/lgw/games/recent', { moduleId: 'GAMELOREC3', token, query: { page: 1, pageSize: 26, clientType: 2 } });
    expect(recent.body.value.list[0].nodeId).toBe(10050);
    expect(recent.body.value.totalPages).toBe(1);

    const lottery = await client.call('/lgw/lottery/launch', {
      moduleId: 'GAMELO3', token,
      json: { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'ELOTT', lottoGameCode: 'VNMB', lottoView: 'betting', device: 'MOBILE', backUrl: '/m/home', language: 'vi' },
    });
    expect(lottery.body.value.gameUrl).toMatch(/^play\/LOTT\/VNMB\?/);
    expect(await (await fetch(`${sim.url}/${lottery.body.value.gameUrl}`)).text()).toContain('Miền Bắc');

    const sports = (await client.call('/lgw/games/mobile', { moduleId: 'GAMELO3', query: { gameType: 'SPORTS', pageNo: 1 } })).body.value.games[0];
    const trial = await client.call('/wps/game/launchGame/trial', {
      moduleId: 'GAMELO3', json: { gameCategory: 'SPORTS', vendor: sports.vassalage, gameId: sports.gameId, nodeId: sports.nodeId },
    });
    expect(trial.body.value.gameUrl).toMatch(new RegExp(`^${sim.url}/play/${sports.vassalage}/`));
    const slot = await client.call('/wps/game/launchGame/trial', {
      moduleId: 'GAMELO3', json: { gameCategory: 'RNG', vendor: 'PG', gameId: '1000', nodeId: 10001 },
    });
    expect(slot.body.success).toBe(false);
    await client.control('reset', {});
  });
});
