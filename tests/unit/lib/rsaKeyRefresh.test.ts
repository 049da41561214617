import { describe, expect, it } from 'vitest';
import { login } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { useSim } from '../support/simServer';

const sim = useSim({ PLATFORM_TIMEOUT_MS: '15000' });
const KEY_PATH = '/wps/session/key/rsa';

async function pathsAsked(): Promise<string[]> {
  return (await sim.requests()).map((entry) => entry.path);
}

const signIn = () => callPlatform(login, { username: 'demo01', password: 'Demo1234', type: 'username' });

describe('the platform RSA key after a rotation', () => {
  it('is fetched once for 60 sign-ins rejected at the same time, and every sign-in goes through', async () => {
    // Whatever key an earlier test left cached, start from one the simulator accepts.
    await signIn();
    await fetch(`${sim.url}/__sim/requests`, { method: 'DELETE' });
    await sim.control('rsa/rotate', {});

    const answers = await Promise.all(Array.from({ length: 60 }, () => signIn()));

    expect(answers.every((answer) => typeof answer.token === 'string' && answer.token.length > 0)).toBe(true);
    const paths = await pathsAsked();
    expect(paths.filter((path) => path === KEY_PATH).length).toBeLessThanOrEqual(2);
    expect(paths.filter((path) => path === '/wps/session/login')).toHaveLength(120);
  });
});
