import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';
import { rawHeaderRequest, referenceEncrypt, type SimJson } from './simClient';

const simulator = freshSimulator();

async function demoToken() {
  const { body } = await simulator.client.login('demo01', 'Demo1234');
  expect(body.success).toBe(true);
  return body.value.token as string;
}

describe('start', () => {
  it('listens on a free port and names its url', () => {
    expect(simulator.port).toBeGreaterThan(0);
    expect(simulator.url).toBe(`http://127.0.0.1:${simulator.port}`);
  });
});

describe('envelope and headers', () => {
  it('answers the envelope', async () => {
    const { status, body } = await simulator.client.call('/wps/system/status', { moduleId: 'COMM3' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, value: { maintenance: false, regionRestriction: false, serverTime: expect.any(Number) } });
  });

  it('answers 404 in the envelope for unknown paths', async () => {
    const { status, body } = await simulator.client.call('/wps/nothing', { moduleId: 'COMM3' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('needs exactly one Merchant header', async () => {
    const missing = await simulator.client.call('/wps/system/status', { moduleId: 'COMM3', merchant: null });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: 'MERCHANT_HEADER' });

    const twice = await rawHeaderRequest(simulator.url, '/wps/system/status', { Merchant: ['mer01', 'mer01'], 'Module-Id': 'COMM3' });
    expect(twice.status).toBe(400);
    expect(twice.body.success).toBe(false);

    const merged = await simulator.client.call('/wps/system/status', { moduleId: 'COMM3', merchant: 'mer01, mer01' });
    expect(merged.status).toBe(400);
  });

  it('refuses unknown merchants', async () => {
    const { status, body } = await simulator.client.call('/wps/system/status', { moduleId: 'COMM3', merchant: 'nobody' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 'MERCHANT_UNKNOWN' });
    const trial = await simulator.client.call('/wps/system/status', { moduleId: 'COMM3', merchant: 'mer01trial' });
    expect(trial.body.success).toBe(true);
  });

  it('needs the Module-Id of the row', async () => {
    const wrong = await simulator.client.call('/lgw/games/mobile', { moduleId: 'COMM3' });
    expect(wrong.body).toMatchObject({ success: false, code: 'MODULE_MISMATCH' });
    const missing = await simulator.client.call('/lgw/games/mobile');
    expect(missing.body).toMatchObject({ success: false, code: 'MODULE_MISMATCH' });
  });

  it('answers 401 TOKEN_INVALID without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await simulator.client.call('/wps/member/info', { moduleId: 'COMM3', token });
      expect(status).toBe(401);
      expect(body).toEqual({
        success: false,
        value: null,
        code: 'TOKEN_INVALID',
        message: 'The account has been logged out, please log in again',
      });
    }
  });
});

describe('encrypted login', () => {
  it('serves the modulus as 1024-bit lowercase hex', async () => {
    const modulus = await simulator.client.modulus();
    expect(modulus).toMatch(/^[0-9a-f]{256}$/);
  });

  it('logs in with a body sealed by the reference encryptor', async () => {
    const { status, body } = await simulator.client.login('demo01', 'Demo1234');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({ userName: 'demo01', customerType: 0, firstTimeLogin: false });
    expect(body.value.token).toMatch(/^\w{16,}$/);

    const info = await simulator.client.call('/wps/member/info', { moduleId: 'COMM3', token: body.value.token });
    expect(info.body.value).toMatchObject({ account: 'demo01', userName: 'demo01', nickname: '', type: 0, clubLabel: { labelName: 'VIP 3' }, toUpline: true });
    const days = Math.floor((Date.now() - info.body.value.regDate) / 86400000);
    expect(days).toBe(100);

    const wallet = await simulator.client.call('/wps/wallets/balance', { moduleId: 'FUNDTRANS3', token: body.value.token });
    expect(wallet.body.value.sumBalance).toBe(12345.67);

    const tokens = await simulator.client.control('tokens');
    expect(tokens.value).toContainEqual({ token: body.value.token, userName: 'demo01' });
  });

  it('refuses a plain body with DECRYPT_FAILED', async () => {
    const { body } = await simulator.client.call('/wps/session/login', {
      moduleId: 'COMM3',
      json: { username: 'demo01', password: 'Demo1234', type: 'username' },
    });
    expect(body).toMatchObject({ success: false, code: 'DECRYPT_FAILED' });
  });

  it('refuses a stale modulus, a digest mismatch and a wrong key', async () => {
    const modulus = await simulator.client.modulus();
    const sealed = referenceEncrypt({ username: 'demo01', password: 'Demo1234', type: 'username' }, modulus);
    const send = (headers: Record<string, string>, body = sealed.body) =>
      simulator.client.call('/wps/session/login', { moduleId: 'COMM3', body, headers: { 'Content-Type': 'application/json', ...headers } });

    const stale = await send({ ...sealed.headers, 'X-RSA': `${modulus.slice(0, -1)}${modulus.endsWith('1') ? '3' : '1'}` });
    expect(stale.body.code).toBe('RSA_KEY_INVALID');
    const digest = await send({ ...sealed.headers, 'X-Digest': 'AAAA' });
    expect(digest.body.code).toBe('DECRYPT_FAILED');
    const other = referenceEncrypt({ username: 'demo01' }, modulus);
    const wrongKey = await send({ ...sealed.headers, Encryption: other.headers.Encryption! });
    expect(wrongKey.body.code).toBe('DECRYPT_FAILED');
    const ok = await send(sealed.headers);
    expect(ok.body.success).toBe(true);
  });

  it('asks for a captcha from the second failed attempt on', async () => {
    const first = await simulator.client.login('demo01', 'wrong-1');
    expect(first.body).toMatchObject({ success: false, message: 'Sorry, the user does not exist or is disabled' });
    expect(first.body.value?.captcha).toBeUndefined();

    const second = await simulator.client.login('demo01', 'wrong-2');
    expect(second.body.message).toBe('Sorry, the user does not exist or is disabled');
    expect(second.body.value.captcha).toMatch(/^data:image\/png;base64,/);

    const noCaptcha = await simulator.client.login('demo01', 'Demo1234');
    expect(noCaptcha.body).toMatchObject({ success: false, message: 'Verification code error' });
    expect(noCaptcha.body.value.captcha).toMatch(/^data:image\//);

    const wrongCaptcha = await simulator.client.login('demo01', 'Demo1234', { captcha: 'abcd' });
    expect(wrongCaptcha.body.message).toBe('Verification code error');

    const { value } = await simulator.client.control('captcha');
    const success = await simulator.client.login('demo01', 'Demo1234', { captcha: value.text });
    expect(success.body.success).toBe(true);

    const after = await simulator.client.login('demo01', 'wrong-3');
    expect(after.body.value?.captcha).toBeUndefined();
  });

  it('logs in by SMS code', async () => {
    const sent = await simulator.client.call('/wps/verification/sms/noLogin', { moduleId: 'COMM3', json: { mobileNum: '912345678', countryDialingCode: '84' } });
    expect(sent.body.value.expirationTime).toBeGreaterThan(Date.now() + 50000);
    const { value } = await simulator.client.control('sms?mobileNum=912345678');
    expect(value.code).toMatch(/^\d{6}$/);
    const wrong = await simulator.client.login('912345678', value.code === '000000' ? '111111' : '000000', { type: 'sms', countryDialingCode: '84' });
    expect(wrong.body.message).toBe('Verification code error');
    const { body } = await simulator.client.login('912345678', value.code, { type: 'sms', countryDialingCode: '84' });
    expect(body).toMatchObject({ success: true, value: { userName: 'mobile01' } });
  });

  it('registers with a captcha, then the new account logs in for the first time', async () => {
    const captcha = await simulator.client.call('/wps/captcha', { moduleId: 'CAPTCHA3' });
    expect(captcha.body.value).toMatch(/^data:image\/png;base64,/);
    const { value } = await simulator.client.control('captcha');
    const payload = { username: 'newbie01', password: 'Newbie123', confirmPassword: 'Newbie123', captcha: value.text, type: 0, affiliateCode: 'AG8888' };
    const registered = await simulator.client.encrypted('/wps/member/register', 'REGISTER_REE3', payload, 'PUT');
    expect(registered.body).toMatchObject({ success: true, value: { userName: 'newbie01', customerType: 0 } });
    const again = await simulator.client.encrypted('/wps/member/register', 'REGISTER_REE3', payload, 'PUT');
    expect(again.body.message).toBe('Verification code error');
    const login = await simulator.client.login('newbie01', 'Newbie123');
    expect(login.body.value.firstTimeLogin).toBe(true);

    await simulator.client.call('/wps/captcha', { moduleId: 'CAPTCHA3' });
    const next = (await simulator.client.control('captcha')).value.text;
    const taken = await simulator.client.encrypted('/wps/member/register', 'REGISTER_REE3', { ...payload, captcha: next }, 'PUT');
    expect(taken.body.message).toBe('Sorry, the username already exists');
    const badName = await simulator.client.encrypted('/wps/member/register', 'REGISTER_REE3', { ...payload, username: '1abc' }, 'PUT');
    expect(badName.body.message).toBe('Account format is incorrect');
  });

  it('creates trial accounts only for the trial merchant', async () => {
    const main = await simulator.client.call('/wps/member/trial', { moduleId: 'TRIAL3' });
    expect(main.body.success).toBe(false);
    const trial = await simulator.client.call('/wps/member/trial', { moduleId: 'TRIAL3', merchant: 'mer01trial' });
    expect(trial.body).toMatchObject({ success: true, value: { userName: expect.stringMatching(/^trial_/) } });
    const free = await simulator.client.call('/wps/session/login/freeplay', { moduleId: 'FREEPLAY3', json: {} });
    expect(free.body).toMatchObject({ success: true, value: { customerType: 0 } });
  });
});

describe('settings', () => {
  it('serves consolidated settings that point at the simulator', async () => {
    const { body } = await simulator.client.call('/wps/system/settings/consolidated', { moduleId: 'COMM3' });
    const settings = body.value;
    expect(settings.imageCDNs).toEqual([`${simulator.url}/cdn`]);
    expect(settings.mobileTemplate).toEqual({ mem_cen: '1', dep_func: '0' });
    expect(settings.trialFlag).toBe(1);
    expect(Object.values(settings.whitelabel).every(Boolean)).toBe(true);
    expect(settings.whitelabel.showReferral).toBe(true);
    const livechat = settings.customerService.find((entry: SimJson) => entry.csType === 'LIVECHAT');
    expect(livechat.type).toBe('3');
    const url = CryptoJS.DES.decrypt(livechat.path, CryptoJS.enc.Utf8.parse('mer01000'), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    expect(url).toBe(`${simulator.url}/service/LIVECHAT`);
    expect(settings.resources.map((entry: SimJson) => entry.resourceType)).toEqual(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon']);

    const banner = await fetch(`${settings.imageCDNs[0]}/banners/101.jpg`);
    expect(banner.headers.get('content-type')).toBe('image/jpeg');
    expect(banner.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await banner.arrayBuffer()).byteLength).toBeGreaterThan(60_000);
  });

  it('shows switches from /__sim/state', async () => {
    const updated = await simulator.client.control('state', { maintenance: true, flags: { DIRECTREG3: false } });
    expect(updated.value).toMatchObject({ maintenance: true, regionRestriction: false, flags: { DIRECTREG3: false } });
    const status = await simulator.client.call('/wps/system/status', { moduleId: 'COMM3' });
    expect(status.body.value.maintenance).toBe(true);
    const flags = await simulator.client.call('/wps/system/whitelabel', { moduleId: 'COMM3' });
    expect(flags.body.value.DIRECTREG3).toBe(false);
    const settings = await simulator.client.call('/wps/system/settings/consolidated', { moduleId: 'COMM3' });
    expect(settings.body.value).toMatchObject({ maintenance: true, whitelabel: { DIRECTREG3: false, USERNAMEREG3: true } });
  });
});

describe('games', () => {
  const list = (query: Record<string, string | number>) =>
    simulator.client.call('/lgw/games/mobile', { moduleId: 'GAMELO3', query: { merchant: 'mer01', clientType: 2, platform: 'html5', pageSize: 26, ...query } });

  it('pages 26 games at a time', async () => {
    const first = await list({ pageNo: 1, gameType: 'RNG' });
    expect(first.body.value.games).toHaveLength(26);
    expect(first.body.value.pageNum).toBe(1);
    const { totalPages } = first.body.value;
    expect(totalPages).toBeGreaterThan(5);
    const seen = new Set<string>();
    for (let pageNo = 1; pageNo <= totalPages; pageNo += 1) {
      const { body } = await list({ pageNo, gameType: 'RNG' });
      expect(body.value.pageNum).toBe(pageNo);
      if (pageNo < totalPages) expect(body.value.games).toHaveLength(26);
      for (const game of body.value.games) {
        expect(game.gameType).toBe('RNG');
        seen.add(String(game.nodeId));
      }
    }
    expect(seen.size).toBeGreaterThan(26 * (totalPages - 1));
    expect(seen.size).toBeLessThanOrEqual(26 * totalPages);
    const beyond = await list({ pageNo: totalPages + 1, gameType: 'RNG' });
    expect(beyond.body.value.games).toEqual([]);

    const all = await list({ pageNo: 1 });
    expect(all.body.value.totalPages * 26).toBeGreaterThanOrEqual(150);
  });

  it('filters by vendor, name, new and classification', async () => {
    const pg = await list({ pageNo: 1, vassalage: 'PG', pageSize: 100 });
    expect(pg.body.value.games.every((game: SimJson) => game.vassalage === 'PG')).toBe(true);

    const dragon = await list({ pageNo: 1, gameName: '  DRAGON ', pageSize: 100 });
    expect(dragon.body.value.games.length).toBeGreaterThan(1);
    expect(dragon.body.value.games.every((game: SimJson) => game.gameName.toLowerCase().includes('dragon'))).toBe(true);

    const fresh = await list({ pageNo: 1, isNew: '1', pageSize: 100 });
    expect(fresh.body.value.games.length).toBeGreaterThan(0);
    expect(fresh.body.value.games.every((game: SimJson) => game.isNew)).toBe(true);

    const hot = await list({ pageNo: 1, gameClassify: 'hot', gameType: 'LIVE', pageSize: 100 });
    expect(hot.body.value.games.length).toBeGreaterThan(0);
    expect(hot.body.value.games.every((game: SimJson) => game.isHot && game.gameType === 'LIVE')).toBe(true);

    const none = await list({ pageNo: 1, gameName: 'no such game' });
    expect(none.body.value).toEqual({ games: [], pageNum: 1, totalPages: 0 });
  });

  it('lists at least 30 hot games and every lottery vendor', async () => {
    const hot = await simulator.client.call('/lgw/games/hot', { moduleId: 'GAMELOHOT3' });
    expect(hot.body.value.list.length).toBeGreaterThanOrEqual(30);
    const vendors = await simulator.client.call('/lgw/games/vendorTypes', { moduleId: 'GAMELO3', query: { typeId: 1 } });
    const names = vendors.body.value.content.flatMap((entry: SimJson) => entry.vendorNames);
    expect(names).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']));
    expect(names.length).toBeGreaterThanOrEqual(8);
  });

  it('keeps favourites and launches a game page naming the game', async () => {
    const token = await demoToken();
    const { body } = await list({ pageNo: 1, vassalage: 'EVO' });
    const game = body.value.games[0];
    const added = await simulator.client.call('/lgw/games/favourite', { moduleId: 'GAMELOFAV3', token, json: { nodeId: game.nodeId, vendor: 'EVO' } });
    expect(added.body.value).toBe(true);
    const ids = await simulator.client.call('/lgw/games/favourite/ids', { moduleId: 'GAMELOFAV3', token });
    expect(ids.body.value[0]).toBe(String(game.nodeId));

    const launched = await simulator.client.call('/wps/game/launchGame', {
      moduleId: 'GAMELO3',
      token,
      json: { gameCategory: 'LIVE', vendor: 'EVO', gameId: game.gameId, nodeId: game.nodeId, showChoice: true },
    });
    expect(launched.body.value.gameUrl.startsWith(`${simulator.url}/play/EVO/`)).toBe(true);
    const page = await fetch(launched.body.value.gameUrl);
    expect(await page.text()).toContain(game.gameName);
  });
});

describe('faults', () => {
  it('answers a status, waits, breaks the body, or hangs', async () => {
    await simulator.client.control('state', {
      faults: [
        { path: '/wps/system/status', status: 503 },
        { path: '/wps/system/whitelabel', latencyMs: 300 },
        { path: '/wps/system/country', malformed: true },
        { path: '/lgw/games/hot', hang: true },
      ],
    });
    const status = await simulator.client.call('/wps/system/status', { moduleId: 'COMM3' });
    expect(status.status).toBe(503);
    expect(status.body.success).toBe(false);

    const started = Date.now();
    const slow = await simulator.client.call('/wps/system/whitelabel', { moduleId: 'COMM3' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.body.success).toBe(true);

    const malformed = await simulator.client.raw('/wps/system/country', { moduleId: 'COMM3' });
    const text = await malformed.text();
    expect(() => JSON.parse(text)).toThrow();

    await expect(simulator.client.raw('/lgw/games/hot', { moduleId: 'GAMELOHOT3', signal: AbortSignal.timeout(200) })).rejects.toThrow();

    const state = await simulator.client.control('state');
    expect(state.value.faults).toHaveLength(4);
    await simulator.client.control('state', { faults: [] });
    const back = await simulator.client.call('/wps/system/status', { moduleId: 'COMM3' });
    expect(back.status).toBe(200);
  });

  // "refused connection" in the fault matrix; the caller gets no HTTP answer at all
  it('resets the connection with no answer, and only on the matching paths', async () => {
    await simulator.client.control('state', { faults: [{ path: '/wps/system/status', reset: true }] });
    const failure = await simulator.client.raw('/wps/system/status', { moduleId: 'COMM3' }).then(
      () => null,
      (error: Error & { cause?: { code?: string } }) => error,
    );
    expect(failure?.cause?.code).toBe('ECONNRESET');
    const other = await simulator.client.call('/wps/system/whitelabel', { moduleId: 'COMM3' });
    expect(other.status).toBe(200);
    expect((await simulator.client.control('state')).value.faults).toEqual([{ path: '/wps/system/status', reset: true }]);
  });

  it('refuses a reset switch that is not a boolean', async () => {
    const answer = await simulator.client.control('state', { faults: [{ path: '/wps/system/status', reset: 'yes' }] });
    expect(answer).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'faults[0].reset must be a boolean' });
  });
});

describe('reset and request log', () => {
  it('seeds again on reset', async () => {
    const token = await demoToken();
    await simulator.client.call('/lgw/games/favourite', { moduleId: 'GAMELOFAV3', token, json: { nodeId: 10003, vendor: 'PG' } });
    await simulator.client.call('/wps/announcements/read', { moduleId: 'COMM3', token, json: { announcementId: 202, read: true } });
    await simulator.client.control('state', { regionRestriction: true, faults: [{ path: '/x', status: 500 }] });

    await simulator.client.control('reset', {});
    const state = await simulator.client.control('state');
    expect(state.value).toMatchObject({ maintenance: false, regionRestriction: false, faults: [] });
    expect((await simulator.client.control('tokens')).value).toEqual([]);
    const fresh = await demoToken();
    const ids = await simulator.client.call('/lgw/games/favourite/ids', { moduleId: 'GAMELOFAV3', token: fresh });
    expect(ids.body.value).not.toContain('10003');
    const notices = await simulator.client.call('/wps/announcements', { moduleId: 'COMM3', token: fresh, query: { types: 'PL' } });
    expect(notices.body.value.playerNotices.find((entry: SimJson) => entry.id === 202).read).toBe(false);
  });

  it('records every contract request as received', async () => {
    await simulator.client.control('reset', {});
    await simulator.client.call('/wps/verification/sms/noLogin', {
      moduleId: 'COMM3',
      query: { a: '1' },
      json: { mobileNum: '912345678', countryDialingCode: '84' },
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    await fetch(`${simulator.url}/cdn/banners/101.jpg`);
    const log = (await simulator.client.control('requests')).value;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      method: 'POST',
      path: '/wps/verification/sms/noLogin',
      query: { a: '1' },
      body: JSON.stringify({ mobileNum: '912345678', countryDialingCode: '84' }),
    });
    expect(log[0].headers).toMatchObject({ merchant: 'mer01', 'module-id': 'COMM3', 'x-forwarded-for': '203.0.113.9' });
    await simulator.client.call('/wps/system/status', { moduleId: 'COMM3' });
    const next = (await simulator.client.control('requests')).value;
    expect(next[1]).toMatchObject({ method: 'GET', path: '/wps/system/status', query: {}, body: '' });
  });
});
