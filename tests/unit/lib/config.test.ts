import { describe, expect, it, vi } from 'vitest';
import { ConfigError, parseConfig } from '@/lib/config';

const base = { UPSTREAM_URL: 'http://127.0.0.1:4010/', SESSION_SECRET: 'x'.repeat(32) };

describe('parseConfig', () => {
  it('applies the documented defaults and trims the upstream URL', () => {
    const config = parseConfig(base);
    expect(config).toMatchObject({
      UPSTREAM_URL: 'http://127.0.0.1:4010',
      MERCHANT_CODE: 'mer01',
      TRIAL_MERCHANT_CODE: 'mer01trial',
      PORT: 3000,
      PLATFORM_TIMEOUT_MS: 8000,
      EXTRA_ROUTES: {},
    });
  });

  it.each([
    [{ UPSTREAM_URL: 'not a url' }, 'UPSTREAM_URL'],
    [{ UPSTREAM_URL: 'ftp://x' }, 'UPSTREAM_URL'],
    [{ PLATFORM_TIMEOUT_MS: 'soon' }, 'PLATFORM_TIMEOUT_MS'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ EXTRA_ROUTES: '{not json' }, 'EXTRA_ROUTES'],
    [{ EXTRA_ROUTES: '{"/a": "javascript:alert(1)"}' }, 'EXTRA_ROUTES'],
    [{ MERCHANT_CODE: 'bad code!' }, 'MERCHANT_CODE'],
    // The rate-limit trust model and limits
    [{ TRUSTED_PROXIES: '11' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: 'all' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: '10.0.0.0/40' }, 'TRUSTED_PROXIES'],
    [{ RATE_LIMIT_LOGIN: '-1' }, 'RATE_LIMIT_LOGIN'],
    [{ RATE_LIMIT_WINDOW_SECONDS: '0' }, 'RATE_LIMIT_WINDOW_SECONDS'],
  ])('refuses %j naming %s', (override, name) => {
    expect(() => parseConfig({ ...base, ...override })).toThrowError(new RegExp(name));
  });

  it('has generous rate limits by default, no trusted proxy, and lets each be set', () => {
    expect(parseConfig(base)).toMatchObject({
      TRUSTED_PROXIES: { hops: 0 }, RATE_LIMIT_WINDOW_SECONDS: 60, RATE_LIMIT_LOGIN: 120, RATE_LIMIT_REGISTER: 30, RATE_LIMIT_SMS: 30, RATE_LIMIT_CAPTCHA: 120,
    });
    expect(parseConfig({ ...base, TRUSTED_PROXIES: '2', RATE_LIMIT_SMS: '0' })).toMatchObject({ TRUSTED_PROXIES: { hops: 2 }, RATE_LIMIT_SMS: 0 });
    expect(parseConfig({ ...base, TRUSTED_PROXIES: '' })).toMatchObject({ TRUSTED_PROXIES: { hops: 0 } });
    expect(parseConfig({ ...base, TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8' }).TRUSTED_PROXIES).toHaveProperty('ranges');
  });

  it('parses EXTRA_ROUTES into internal targets and external links', () => {
    const config = parseConfig({ ...base, EXTRA_ROUTES: '{"/promo": "/m/activity", "/help": "https://help.example"}' });
    expect(config.EXTRA_ROUTES).toEqual({ '/promo': '/m/activity', '/help': 'https://help.example' });
  });

  // SPEC §3 client config: the operator's override of the merchant's languages, checked at start.
  it('reads LANGUAGES and DEFAULT_LANGUAGE as language tags, the default among the languages', () => {
    expect(parseConfig({ ...base, LANGUAGES: 'vi, en,bn,vi', DEFAULT_LANGUAGE: 'vi' })).toMatchObject({ LANGUAGES: ['vi', 'en', 'bn'], DEFAULT_LANGUAGE: 'vi' });
    expect(parseConfig({ ...base, LANGUAGES: '', DEFAULT_LANGUAGE: '' })).toMatchObject({ LANGUAGES: undefined, DEFAULT_LANGUAGE: undefined });
    expect(() => parseConfig({ ...base, LANGUAGES: 'vi,xx' })).toThrow(/LANGUAGES/);
    expect(() => parseConfig({ ...base, LANGUAGES: 'VI' })).toThrow(/LANGUAGES/);
    expect(() => parseConfig({ ...base, DEFAULT_LANGUAGE: 'zh' })).toThrow(/DEFAULT_LANGUAGE/);
    expect(() => parseConfig({ ...base, LANGUAGES: 'vi,en', DEFAULT_LANGUAGE: 'th' })).toThrow(/DEFAULT_LANGUAGE: must be one of LANGUAGES/);
  });

  it('refuses to run in production without a session secret', () => {
    expect(() => parseConfig({ UPSTREAM_URL: base.UPSTREAM_URL, NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it('generates a secret outside production and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = parseConfig({ UPSTREAM_URL: base.UPSTREAM_URL, NODE_ENV: 'development' });
    expect(config.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SESSION_SECRET'));
    warn.mockRestore();
  });
});
