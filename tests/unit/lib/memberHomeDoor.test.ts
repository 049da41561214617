import { describe, expect, it } from 'vitest';
import { GET } from '@/app/wps/home/member/route';
import { handleBff } from '@/lib/bff/handleBff';
import { useSim } from '../support/simServer';

const APP = 'http://app.test';
const sim = useSim();

async function signIn(username: string, password: string): Promise<string> {
  const response = await handleBff(
    new Request(`${APP}/wps/session/login`, {
      method: 'POST',
      headers: { host: 'app.test', origin: APP },
      body: JSON.stringify({ username, password, type: 'username' }),
    }),
  );
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('mc_session='))!.split(';')[0]!;
}

const door = (cookie?: string) => GET(new Request(`${APP}/wps/home/member`, { headers: { host: 'app.test', ...(cookie ? { cookie } : {}) } }));

// SPEC §4 home load: the member's parts of the shared home, for the calling session alone.
describe('the member door of home', () => {
  it('answers each member their own parts, never kept on the way', async () => {
    const [demo, mobile] = await Promise.all([signIn('demo01', 'Demo1234'), signIn('mobile01', 'Mobile1234')]);
    const [own, other] = await Promise.all([door(demo), door(mobile)]);
    for (const answer of [own, other]) expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const ownValue = (await own.json()).value;
    const otherValue = (await other.json()).value;
    expect(ownValue).toMatchObject({ userName: 'demo01', name: 'demo01', club: 'VIP 3', balance: { sum: 12345.67 }, unread: 3 });
    expect(ownValue.favourites.length).toBeGreaterThan(0);
    expect(otherValue).toMatchObject({ userName: 'mobile01', name: 'Mobile Member', balance: { sum: 250.5 }, favourites: [] });
    expect(ownValue.signInKey).not.toBe(otherValue.signInKey);
    expect(JSON.stringify([ownValue, otherValue])).not.toContain('token');
  });

  // SPEC §8 logged out: a token the platform ended is the door's refusal, with the login to go to, never parts left
  // empty on a home that still looks signed in.
  it('a session the platform ended: refused with the way back to home, and the cookie cleared', async () => {
    const demo = await signIn('demo01', 'Demo1234');
    await sim.control('tokens/expire', { userName: 'demo01' });
    const answer = await GET(new Request(`${APP}/wps/home/member`, { headers: { host: 'app.test', cookie: demo, referer: `${APP}/m/home` } }));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ success: false, code: 'TOKEN_INVALID', value: { login: '/m/login?redirect=%2Fm%2Fhome&expired=1' } });
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('mc_session=;'))).toBe(true);
  });

  it('refuses a visitor as every member door does', async () => {
    const answer = await door();
    expect(answer.status).toBe(401);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toMatchObject({ success: false, code: 'NOT_SIGNED_IN' });
  });
});
