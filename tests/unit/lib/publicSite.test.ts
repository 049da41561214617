import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/lib/config';
import { captcha } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { publicSite, registrationSite } from '@/lib/publicSite';
import { useSim } from '../support/simServer';
import { useConfig } from '../support/testConfig';

// The register action reads the request through next/headers and next-intl: stand them in for one request.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'vi',
  getTranslations: async () => (key: string) => key,
}));

const sim = useSim();
const base = { UPSTREAM_URL: 'http://127.0.0.1:4010', SESSION_SECRET: 'x'.repeat(32) };
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

function withConfig(overrides: Record<string, string>) {
  useConfig({ UPSTREAM_URL: sim.url, ...overrides });
}

describe('PUBLIC_URL and PUBLIC_HOSTS', () => {
  it('take an origin and a list of hosts, localhost and 127.0.0.1 by default', () => {
    expect(parseConfig(base)).toMatchObject({ PUBLIC_HOSTS: ['localhost', '127.0.0.1'] });
    expect(parseConfig(base).PUBLIC_URL).toBeUndefined();
    expect(parseConfig({ ...base, PUBLIC_URL: 'https://M.Example.com/', PUBLIC_HOSTS: ' m.example.com , 10.0.0.5:8080,[::1]' }))
      .toMatchObject({ PUBLIC_URL: 'https://m.example.com', PUBLIC_HOSTS: ['m.example.com', '10.0.0.5:8080', '[::1]'] });
    expect(parseConfig({ ...base, PUBLIC_URL: '' }).PUBLIC_URL).toBeUndefined();
  });

  it.each([
    [{ PUBLIC_URL: 'm.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://m.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://m.example.com/m/home' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://user:pw@m.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_HOSTS: 'm.example.com/path' }, 'PUBLIC_HOSTS'],
    [{ PUBLIC_HOSTS: 'https://m.example.com' }, 'PUBLIC_HOSTS'],
  ])('refuse %j naming %s', (override, name) => {
    expect(() => parseConfig({ ...base, ...override })).toThrowError(new RegExp(name));
  });
});

describe('publicSite', () => {
  it('is PUBLIC_URL whatever the request claims', () => {
    withConfig({ PUBLIC_URL: 'https://m.example.com:8443' });
    expect(publicSite(new Headers(FORGED))).toEqual({ origin: 'https://m.example.com:8443', host: 'm.example.com:8443', hostname: 'm.example.com' });
    expect(registrationSite(new Headers(FORGED))).toEqual({ registerUrl: 'm.example.com:8443', domain: 'm.example.com' });
  });

  it('without PUBLIC_URL, believes a Host or X-Forwarded-Host only when PUBLIC_HOSTS lists it', () => {
    withConfig({});
    expect(publicSite(new Headers({ host: '127.0.0.1:3000' }))?.origin).toBe('http://127.0.0.1:3000');
    expect(publicSite(new Headers({ host: 'localhost:3000', 'x-forwarded-proto': 'https' }))?.origin).toBe('https://localhost:3000');
    expect(publicSite(new Headers({ host: 'localhost:3000', 'x-forwarded-host': 'evil.example' }))?.origin).toBe('http://localhost:3000');
    for (const host of ['evil.example', 'localhost.evil.example', 'evil.example:3000', 'localhost:3000@evil.example', 'localhost:3000/x', '127.0.0.1:abc']) {
      expect(publicSite(new Headers({ host })), host).toBeNull();
      expect(registrationSite(new Headers({ host, 'x-forwarded-host': host })), host).toEqual({ registerUrl: '', domain: '' });
    }
    withConfig({ PUBLIC_HOSTS: 'm.example.com:8443' });
    expect(publicSite(new Headers({ host: 'm.example.com:8443' }))?.host).toBe('m.example.com:8443');
    expect(publicSite(new Headers({ host: 'm.example.com:9999' }))).toBeNull();
    expect(publicSite(new Headers({ host: 'localhost:3000' }))).toBeNull();
  });
});

describe('a forged Host or X-Forwarded-Host', () => {
  async function startSocialSignIn(headers: Record<string, string>) {
    const { GET } = await import('@/app/m/login/social/[provider]/route');
    const response = await GET(new NextRequest('http://127.0.0.1:3000/m/login/social/google', { headers }), {
      params: Promise.resolve({ provider: 'google' }),
    });
    return response.headers.get('location')!;
  }

  it('does not reach the social sign-in redirect_uri', async () => {
    withConfig({ PUBLIC_URL: 'https://m.example.com' });
    const authorize = new URL(await startSocialSignIn(FORGED));
    expect(authorize.pathname).toBe('/idp/google/authorize');
    expect(authorize.searchParams.get('redirect_uri')).toBe('https://m.example.com/m/login/social/callback');

    withConfig({});
    expect(new URL(await startSocialSignIn({ host: '127.0.0.1:3000' })).searchParams.get('redirect_uri'))
      .toBe('http://127.0.0.1:3000/m/login/social/callback');
    const refused = await startSocialSignIn(FORGED);
    expect(refused).toBe('/m/login');
    expect(refused).not.toContain('evil');
  });

  describe('registration', () => {
    beforeEach(() => {
      request.headers = new Headers();
    });

    async function register(userName: string, headers: Record<string, string>) {
      const { registerAction } = await import('@/features/accounts/actions/register');
      request.headers = new Headers(headers);
      const form = new FormData();
      const fields = {
        method: 'username', username: userName, password: 'Secret123', confirmPassword: 'Secret123',
        captcha: '', agreement: 'on', registerMethod: 'H5', script: '1',
      };
      await callPlatform(captcha, {});
      fields.captcha = (await sim.control('captcha') as { text: string }).text;
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const state = await registerAction({ fieldErrors: {}, fieldRefusals: {}, notice: null, values: {}, extra: {}, seq: 0 }, form);
      expect(state, JSON.stringify(state)).toMatchObject({ extra: { registered: true } });
      return (await sim.control(`accounts?userName=${userName}`)) as { registerUrl: string; domain: string };
    }

    it('does not reach the registerUrl and domain the platform stores', async () => {
      withConfig({ PUBLIC_URL: 'https://m.example.com' });
      expect(await register('forged01', FORGED)).toMatchObject({ registerUrl: 'm.example.com', domain: 'm.example.com' });
      withConfig({});
      expect(await register('forged02', FORGED)).toMatchObject({ registerUrl: '', domain: '' });
      expect(await register('local01', { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example' }))
        .toMatchObject({ registerUrl: '127.0.0.1:3000', domain: '127.0.0.1' });
    });
  });
});
