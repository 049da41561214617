import { beforeEach, describe, expect, it } from 'vitest';
import { hotGames, memberInfo } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { freshSimulator } from '../sim/freshSimulator';
import { useConfig } from '../support/testConfig';

const sim = freshSimulator();

// SPEC §9 failing platform: every platform fault reads as one kind of failure, within the call's timeout
describe('platform transport', () => {
  beforeEach(() => {
    useConfig({ UPSTREAM_URL: sim.url, SHARED_ANSWER_MS: '0', PLATFORM_TIMEOUT_MS: '400' });
  });

  const fault = (fields: Record<string, unknown>) => sim.client.control('state', { faults: [{ path: '/lgw/games/hot', ...fields }] });

  it('reads a normal answer, and one after another over the same kept-alive connection', async () => {
    const first = await callPlatform(hotGames, {}, { language: 'vi' });
    const second = await callPlatform(hotGames, {}, { language: 'vi' });
    expect(first.list.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
  });

  it('sends the member token and language as headers', async () => {
    const { token } = (await sim.client.login('demo01', 'Demo1234')).body.value as { token: string };
    await expect(callPlatform(memberInfo, {}, { language: 'en', token })).resolves.toMatchObject({ account: 'demo01' });
  });

  it('answers a hang and a latency past the timeout as a timeout, within it', async () => {
    for (const fields of [{ hang: true }, { latencyMs: 2000 }]) {
      await fault(fields);
      const started = Date.now();
      await expect(callPlatform(hotGames, {}, { language: 'vi' })).rejects.toMatchObject({ kind: 'timeout' });
      expect(Date.now() - started).toBeLessThan(1400);
    }
  });

  it('answers a reset connection and an HTTP 500 as unreachable, malformed JSON as a bad answer', async () => {
    await fault({ reset: true });
    await expect(callPlatform(hotGames, {}, { language: 'vi' })).rejects.toMatchObject({ kind: 'unreachable' });
    await fault({ status: 500 });
    await expect(callPlatform(hotGames, {}, { language: 'vi' })).rejects.toMatchObject({ kind: 'unreachable' });
    await fault({ malformed: true });
    await expect(callPlatform(hotGames, {}, { language: 'vi' })).rejects.toMatchObject({ kind: 'bad_answer' });
    await sim.client.control('state', { faults: [] });
    await expect(callPlatform(hotGames, {}, { language: 'vi' })).resolves.toBeTruthy();
  });

  it('answers a platform that cannot be reached as unreachable', async () => {
    useConfig({ UPSTREAM_URL: 'http://127.0.0.1:9', SHARED_ANSWER_MS: '0' });
    await expect(callPlatform(hotGames, {}, { language: 'vi' })).rejects.toMatchObject({ kind: 'unreachable' });
  });
});
