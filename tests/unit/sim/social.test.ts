import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSim } from '../../../platform-sim/server.mjs';
import { simClient } from './simClient';

// The simulator playing the identity providers (README "Identity providers") and row 2's social login.
let sim: Awaited<ReturnType<typeof startSim>>;
let client: ReturnType<typeof simClient>;

const CALLBACK = 'http://127.0.0.1:3000/m/login/social/callback';

beforeAll(async () => {
  sim = await startSim({ port: 0 });
  client = simClient(sim.url);
});

afterAll(async () => {
  await sim.close();
});

beforeEach(async () => {
  await client.control('reset', {});
});

async function providerSettings(merchant = 'mer01') {
  const { body } = await client.call('/wps/system/settings/consolidated', { moduleId: 'COMM3', merchant });
  return body.value.socialLogin as Array<{ provider: string; clientId: string; issuer: string; authorizeUrl: string; jwksUri: string }>;
}

async function mint(json: Record<string, unknown>) {
  const body = await client.control<{ idToken: string }>('idp/token', json);
  expect(body.success).toBe(true);
  return body.value.idToken;
}

function socialLogin(channel: string, idToken: string) {
  return client.encrypted('/wps/session/login', 'COMM3', {
    username: '', password: '', type: 'firebase', firebaseChannel: channel, firebaseIdToken: idToken,
  });
}

/** Goes through the consent page the way a browser does: GET the page, POST the choice, read the redirect. */
async function consent(provider: string, choice: Record<string, string>, { state = 'st-1', nonce = 'nc-1' } = {}) {
  const config = (await providerSettings()).find((entry) => entry.provider === provider)!;
  const query = new URLSearchParams({ client_id: config.clientId, redirect_uri: CALLBACK, state, nonce, response_type: 'id_token' });
  const page = await fetch(`${config.authorizeUrl}?${query}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('demo01@example.com');
  const answer = await fetch(config.authorizeUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: config.clientId, redirect_uri: CALLBACK, state, nonce, ...choice }),
  });
  expect(answer.status).toBe(303);
  const location = new URL(answer.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
  expect(location.search).toBe('');
  return new URLSearchParams(location.hash.slice(1));
}

describe('identity provider settings', () => {
  it('row 14 names both providers for the main merchant, built from the Host, and none for the trial merchant', async () => {
    const providers = await providerSettings();
    expect(providers.map((entry) => entry.provider)).toEqual(['google', 'facebook']);
    expect(providers[0]).toEqual({
      provider: 'google',
      clientId: expect.any(String),
      issuer: `${sim.url}/idp/google`,
      authorizeUrl: `${sim.url}/idp/google/authorize`,
      jwksUri: `${sim.url}/idp/google/jwks`,
    });
    expect(await providerSettings('mer01trial')).toEqual([]);
  });

  it('the control API chooses which providers are configured', async () => {
    const body = await client.control('state', { socialLogin: ['facebook'] });
    expect(body.value.socialLogin).toEqual(['facebook']);
    expect((await providerSettings()).map((entry) => entry.provider)).toEqual(['facebook']);
    expect((await client.control('state', { socialLogin: ['twitter'] })).success).toBe(false);
    await client.control('reset', {});
    expect((await providerSettings()).map((entry) => entry.provider)).toEqual(['google', 'facebook']);
  });

  it('serves an RS256 public key set per provider, without private parts', async () => {
    const response = await fetch(`${sim.url}/idp/google/jwks`);
    expect(response.headers.get('content-type')).toContain('application/json');
    const jwks = await response.json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: 'google-1', e: 'AQAB' });
    expect(jwks.keys[0].d).toBeUndefined();
    const facebook = await (await fetch(`${sim.url}/idp/facebook/jwks`)).json();
    expect(facebook.keys[0].n).not.toBe(jwks.keys[0].n);
    expect((await fetch(`${sim.url}/idp/twitter/jwks`)).status).toBe(404);
  });
});

describe('consent page', () => {
  it('hands the browser an ID token in the fragment, verifiable against the JWKS', async () => {
    const fragment = await consent('google', { email: 'demo01@example.com' });
    expect(fragment.get('state')).toBe('st-1');
    const [config] = await providerSettings();
    const jwks = createLocalJWKSet(await (await fetch(config!.jwksUri)).json());
    const { payload } = await jwtVerify(fragment.get('id_token')!, jwks, { issuer: config!.issuer, audience: config!.clientId });
    expect(payload).toMatchObject({ email: 'demo01@example.com', nonce: 'nc-1', sub: expect.any(String) });
    expect(payload.exp! - payload.iat!).toBe(600);
  });

  it('answers access_denied when the person cancels', async () => {
    const fragment = await consent('facebook', { cancel: '1' });
    expect(Object.fromEntries(fragment)).toEqual({ error: 'access_denied', state: 'st-1' });
  });

  it('refuses an unknown client, a redirect that is not http(s) and a missing nonce', async () => {
    const base = `${sim.url}/idp/google/authorize`;
    const clientId = (await providerSettings())[0]!.clientId;
    expect((await fetch(`${base}?client_id=other&redirect_uri=${encodeURIComponent(CALLBACK)}&nonce=n`)).status).toBe(400);
    expect((await fetch(`${base}?client_id=${clientId}&redirect_uri=javascript:alert(1)&nonce=n`)).status).toBe(400);
    expect((await fetch(`${base}?client_id=${clientId}&redirect_uri=${encodeURIComponent(CALLBACK)}`)).status).toBe(400);
  });
});

describe('row 2 with firebaseChannel google / facebook', () => {
  it('signs in the account with the token\'s email and records the attempt', async () => {
    const idToken = (await consent('google', { email: 'demo01@example.com' })).get('id_token')!;
    const { body } = await socialLogin('google', idToken);
    expect(body).toMatchObject({ success: true, value: { userName: 'demo01', customerType: 0, firstTimeLogin: false } });
    const logins = await client.control('idp/logins');
    expect(logins.value).toEqual([{ time: expect.any(Number), channel: 'google', idToken, userName: 'demo01', code: 'OK' }]);
  });

  it('registers a member for an email it does not know, then signs the same member in again', async () => {
    const first = await socialLogin('facebook', (await consent('facebook', { email: 'new.player@example.com' })).get('id_token')!);
    expect(first.body).toMatchObject({ success: true, value: { userName: 'newplayer', customerType: 0, firstTimeLogin: true } });
    const again = await socialLogin('facebook', await mint({ provider: 'facebook', email: 'New.Player@example.com' }));
    expect(again.body).toMatchObject({ success: true, value: { userName: 'newplayer', firstTimeLogin: false } });
    const { body: info } = await client.call('/wps/member/info', { moduleId: 'COMM3', token: again.body.value.token });
    expect(info.value.userName).toBe('newplayer');
  });

  it.each([
    ['signed with a key the provider never published', { forged: true }],
    ['expired', { issuedAt: Math.floor(Date.now() / 1000) - 700 }],
    ['for another audience', { audience: 'someone-else' }],
    ['from another issuer', { issuer: 'https://issuer.invalid' }],
  ])('refuses a token %s', async (_, bent) => {
    const idToken = await mint({ provider: 'google', email: 'demo01@example.com', ...bent });
    const { body } = await socialLogin('google', idToken);
    expect(body).toMatchObject({ success: false, code: 'ID_TOKEN_INVALID' });
    expect((await client.control('tokens')).value).toEqual([]);
  });

  it('refuses a Google token presented as Facebook, and a token that is no JWT', async () => {
    const google = await mint({ provider: 'google', email: 'demo01@example.com' });
    expect((await socialLogin('facebook', google)).body.code).toBe('ID_TOKEN_INVALID');
    expect((await socialLogin('google', 'not-a-jwt')).body.code).toBe('ID_TOKEN_INVALID');
    const logins = await client.control('idp/logins');
    expect(logins.value.map((entry: { code: string }) => entry.code)).toEqual(['ID_TOKEN_INVALID', 'ID_TOKEN_INVALID']);
  });

  it('refuses while the provider\'s flag is off or the provider is not configured', async () => {
    const idToken = await mint({ provider: 'google', email: 'demo01@example.com' });
    await client.control('state', { flags: { GOOGLELOGIN3: false } });
    expect((await socialLogin('google', idToken)).body.code).toBe('FEATURE_OFF');
    await client.control('state', { flags: { GOOGLELOGIN3: true }, socialLogin: ['facebook'] });
    expect((await socialLogin('google', idToken)).body.code).toBe('SOCIAL_NOT_CONFIGURED');
  });

  it('refuses a disabled account', async () => {
    const { body } = await socialLogin('google', await mint({ provider: 'google', email: 'demo01@example.com' }));
    expect(body.success).toBe(true);
    (sim.state as unknown as { accounts: Map<string, { disabled: boolean }> }).accounts.get('demo01')!.disabled = true;
    const refused = await socialLogin('google', await mint({ provider: 'google', email: 'demo01@example.com' }));
    expect(refused.body).toMatchObject({ success: false, code: 'LOGIN_FAILED' });
  });

  it('mints tokens with the nonce asked for, and keeps the SMS meaning of firebase logins', async () => {
    const idToken = await mint({ provider: 'google', email: 'demo01@example.com', nonce: 'abc' });
    expect(decodeJwt(idToken)).toMatchObject({ nonce: 'abc', aud: expect.any(String), iss: `${sim.url}/idp/google` });

    await client.call('/wps/verification/sms/noLogin', { moduleId: 'COMM3', json: { mobileNum: '912345678', countryDialingCode: '84' } });
    const sms = await client.control('sms?mobileNum=912345678');
    const { body } = await client.encrypted('/wps/session/login', 'COMM3', {
      username: '912345678', password: '', type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: sms.value.code, countryDialingCode: '84',
    });
    expect(body).toMatchObject({ success: true, value: { userName: 'mobile01' } });
  });
});
