import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { IdTokenError, verifyIdToken, type IdTokenProblem } from '@/features/accounts/logic/verifyIdToken';
import { bffRoute } from '@/lib/bff/bffRoutes';
import { login, socialLogin } from '@/lib/platform/calls';
import { consolidatedSettings, type SocialProviderConfig } from '@/lib/platform/schemas';
import { loadSettings } from '@/lib/settings/settings';
import { useSim } from '../support/simServer';

// Social login: the ID token is checked with jose against the provider's JWKS (served by the real
// simulator) before the platform hears of it.
const sim = useSim();
const NONCE = 'nonce-of-this-sign-in';

async function google(): Promise<SocialProviderConfig> {
  const config = (await loadSettings())?.settings.socialLogin.find((entry) => entry.provider === 'google');
  expect(config).toBeDefined();
  return config!;
}

async function mint(bent: Record<string, unknown> = {}): Promise<string> {
  const answer = (await sim.control('idp/token', { provider: 'google', email: 'demo01@example.com', nonce: NONCE, ...bent })) as { idToken: string };
  return answer.idToken;
}

async function refusal(token: string, config: SocialProviderConfig, nonce = NONCE): Promise<IdTokenProblem> {
  const error = await verifyIdToken(token, config, nonce).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IdTokenError);
  return (error as IdTokenError).problem;
}

const now = () => Math.floor(Date.now() / 1000);

describe('verifyIdToken', () => {
  it('accepts a token the provider issued for this client and this sign-in', async () => {
    const identity = await verifyIdToken(await mint(), await google(), NONCE);
    expect(identity).toEqual({ subject: expect.stringMatching(/^[0-9a-f]{21}$/), email: 'demo01@example.com' });
  });

  it('refuses a token signed with a key the provider never published', async () => {
    expect(await refusal(await mint({ forged: true }), await google())).toBe('signature');
  });

  it('refuses a token for another audience', async () => {
    expect(await refusal(await mint({ audience: 'another-client' }), await google())).toBe('audience');
  });

  it('refuses a token from another issuer', async () => {
    expect(await refusal(await mint({ issuer: 'https://accounts.example.invalid' }), await google())).toBe('issuer');
  });

  it('refuses an expired token, and one issued too long ago whatever its exp says', async () => {
    const config = await google();
    expect(await refusal(await mint({ issuedAt: now() - 700 }), config)).toBe('expired');
    expect(await refusal(await mint({ issuedAt: now() - 3600, expiresIn: 7200 }), config)).toBe('expired');
  });

  it('refuses a token with another nonce or none', async () => {
    const config = await google();
    expect(await refusal(await mint({ nonce: 'someone-elses-sign-in' }), config)).toBe('nonce');
    expect(await refusal(await mint({ nonce: undefined }), config)).toBe('nonce');
    expect(await refusal(await mint(), config, '')).toBe('nonce');
  });

  it('refuses a Facebook token where a Google one is expected', async () => {
    const facebook = await mint({ provider: 'facebook' });
    expect(['signature', 'issuer', 'audience']).toContain(await refusal(facebook, await google()));
  });

  it('refuses unsigned tokens, tokens of another algorithm or key, and text that is no token', async () => {
    const config = await google();
    const claims = { email: 'demo01@example.com', nonce: NONCE };
    const unsigned = new UnsecuredJWT(claims).setSubject('x').setIssuer(config.issuer).setAudience(config.clientId).setIssuedAt().setExpirationTime('5m').encode();
    expect(await refusal(unsigned, config)).toBe('signature');
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'google-1' })
      .setSubject('x').setIssuer(config.issuer).setAudience(config.clientId).setIssuedAt().setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-secret-anybody-could-choose-0123456789'));
    expect(await refusal(hmac, config)).toBe('signature');
    const { privateKey } = await generateKeyPair('RS256');
    const ownKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'attacker-1' })
      .setSubject('x').setIssuer(config.issuer).setAudience(config.clientId).setIssuedAt().setExpirationTime('5m')
      .sign(privateKey);
    expect(await refusal(ownKey, config)).toBe('signature');
    expect(await refusal('not.a.token', config)).toBe('malformed');
  });

  it('says the provider is unavailable when its key set cannot be fetched', async () => {
    const config = { ...(await google()), jwksUri: 'http://127.0.0.1:9/jwks' };
    expect(await refusal(await mint(), config)).toBe('unavailable');
  });

  it('fetches the key set once for many tokens', async () => {
    const config = await google();
    for (let i = 0; i < 3; i += 1) await verifyIdToken(await mint(), config, NONCE);
    const fetched = (await sim.requests()).filter((entry) => entry.path === '/idp/google/jwks');
    expect(fetched.length).toBeLessThanOrEqual(1);
  });
});

describe('social login settings and calls', () => {
  it('keeps the configured providers and leaves out ones this product does not know', () => {
    const parsed = consolidatedSettings.parse({
      socialLogin: [
        { provider: 'google', clientId: 'c', issuer: 'https://i', authorizeUrl: 'https://i/a', jwksUri: 'https://i/k' },
        { provider: 'apple', clientId: 'c', issuer: 'https://i', authorizeUrl: 'https://i/a', jwksUri: 'https://i/k' },
        { provider: 'facebook', clientId: 'c', issuer: 'https://i', authorizeUrl: 'javascript:alert(1)', jwksUri: 'https://i/k' },
      ],
    });
    expect(parsed.socialLogin.map((entry) => entry.provider)).toEqual(['google']);
    expect(consolidatedSettings.parse({}).socialLogin).toEqual([]);
    expect(consolidatedSettings.parse({ socialLogin: null }).socialLogin).toEqual([]);
  });

  it('the browser\'s door cannot carry a social token: only the server\'s own call can', () => {
    expect(bffRoute('POST', '/wps/session/login')?.call).toBe(login);
    const smuggled = { username: 'x', password: 'y', type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'eyJ...' };
    expect(login.input.safeParse(smuggled).success).toBe(false);
    expect(socialLogin.input.parse({ firebaseChannel: 'google', firebaseIdToken: 'eyJ...' })).toEqual({ firebaseChannel: 'google', firebaseIdToken: 'eyJ...' });
  });
});
