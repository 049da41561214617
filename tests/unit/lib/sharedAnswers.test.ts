import { beforeEach, describe, expect, it } from 'vitest';
import { gameList, hotGames } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { freshSimulator } from '../sim/freshSimulator';
import { useConfig } from '../support/testConfig';

const sim = freshSimulator();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function platformCalls(path: string): Promise<number> {
  const answer = await sim.client.control<unknown[]>(`requests?path=${encodeURIComponent(path)}`);
  return answer.value.length;
}

// Speed: answers alike for every signed-out visitor are shared for SHARED_ANSWER_MS
describe('shared answers', () => {
  beforeEach(() => {
    useConfig({ UPSTREAM_URL: sim.url, SHARED_ANSWER_MS: '300' });
  });

  it('lets a crowd of visitors share one platform call, and asks again once the window is over', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => callPlatform(hotGames, {}, { language: 'vi' })));
    expect(answers.every((answer) => answer === answers[0])).toBe(true);
    await callPlatform(hotGames, {}, { language: 'vi' });
    expect(await platformCalls('/lgw/games/hot')).toBe(1);
    await sleep(350);
    await callPlatform(hotGames, {}, { language: 'vi' });
    expect(await platformCalls('/lgw/games/hot')).toBe(2);
  });

  it('keeps languages and queries apart, and never shares what a member asked with a token', async () => {
    await callPlatform(gameList, { gameType: 'RNG' }, { language: 'vi' });
    await callPlatform(gameList, { gameType: 'RNG' }, { language: 'en' });
    await callPlatform(gameList, { gameType: 'RNG', pageNo: 2 }, { language: 'vi' });
    expect(await platformCalls('/lgw/games/mobile')).toBe(3);
    const { token } = (await sim.client.login('demo01', 'Demo1234')).body.value as { token: string };
    await callPlatform(gameList, { gameType: 'RNG' }, { language: 'vi', token });
    await callPlatform(gameList, { gameType: 'RNG' }, { language: 'vi', token });
    expect(await platformCalls('/lgw/games/mobile')).toBe(5);
  });

  it('does not keep a failure: the next visitor asks the platform again', async () => {
    await sim.client.control('state', { faults: [{ path: '/lgw/games/hot', status: 500 }] });
    await expect(callPlatform(hotGames, {}, { language: 'bn' })).rejects.toMatchObject({ kind: 'unreachable' });
    await sim.client.control('state', { faults: [] });
    await expect(callPlatform(hotGames, {}, { language: 'bn' })).resolves.toBeTruthy();
    expect(await platformCalls('/lgw/games/hot')).toBe(2);
  });

  it('is off with SHARED_ANSWER_MS=0', async () => {
    useConfig({ UPSTREAM_URL: sim.url, SHARED_ANSWER_MS: '0' });
    await Promise.all([callPlatform(hotGames, {}, { language: 'vi' }), callPlatform(hotGames, {}, { language: 'vi' })]);
    expect(await platformCalls('/lgw/games/hot')).toBe(2);
  });
});
