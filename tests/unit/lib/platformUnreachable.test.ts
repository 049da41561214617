import { beforeEach, describe, expect, it } from 'vitest';
import { handleBff } from '@/lib/bff/handleBff';
import { requestContext, type RequestContext } from '@/lib/observability/requestContext';
import { hotGames } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { loadSettings, resetSettingsCache, settingsHealth } from '@/lib/settings/settings';
import { useConfig } from '../support/testConfig';

// An unreachable platform -> 502 envelope; §4 settings never loaded
describe('with no platform at all', () => {
  beforeEach(() => {
    useConfig({ UPSTREAM_URL: 'http://127.0.0.1:9', PLATFORM_TIMEOUT_MS: '500' });
    resetSettingsCache();
  });

  it('answers 502 with a translated message', async () => {
    const response = await handleBff(new Request('http://app.test/lgw/games/hot', { headers: { cookie: 'NEXT_LOCALE=en' } }));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'UNREACHABLE',
      message: 'The platform cannot be reached right now. Please try again later.',
    });
  });

  it('notes on the request that a platform call got no answer (a page drawn from it is not shared)', async () => {
    const context: RequestContext = { requestId: 'unreachable-test' };
    await requestContext.run(context, () => callPlatform(hotGames, {}, { language: 'vi' }).catch(() => null));
    expect(context.platformUnanswered).toBe(true);
    const untouched: RequestContext = { requestId: 'other-request' };
    await requestContext.run(untouched, async () => null);
    expect(untouched.platformUnanswered).toBeUndefined();
  });

  it('has no settings and says so, without waiting again right after a failure', async () => {
    expect(await loadSettings()).toBeNull();
    expect(settingsHealth()).toMatchObject({ loaded: false });
    const started = Date.now();
    expect(await loadSettings()).toBeNull();
    expect(Date.now() - started).toBeLessThan(50);
  });
});
