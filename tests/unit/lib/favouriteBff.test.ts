import { describe, expect, it } from 'vitest';
import { handleBff } from '@/lib/bff/handleBff';
import { useSim } from '../support/simServer';

const APP = 'http://app.test';
const sim = useSim();

function bff(path: string, init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { host: 'app.test', origin: APP, ...init.headers };
  if (init.cookie) headers.cookie = `mc_session=${init.cookie}`;
  return handleBff(
    new Request(`${APP}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }),
  );
}

async function signIn(): Promise<string> {
  const response = await bff('/wps/session/login', {
    method: 'POST',
    body: { username: 'demo01', password: 'Demo1234', type: 'username' },
  });
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('mc_session='))!;
  return header.split(';')[0]!.slice('mc_session='.length);
}

// SPEC §4 favourite toggle and §7 favourites/recent calls, through the browser's door
describe('favourites and recent games through the backend-for-frontend', () => {
  it('adds and removes a favourite with the session token, answering the envelope', async () => {
    const cookie = await signIn();
    const added = await bff('/lgw/games/favourite', { method: 'POST', body: { nodeId: '10001', vendor: 'PG' }, cookie });
    expect(await added.json()).toEqual({ success: true, value: true });
    const ids = await bff('/lgw/games/favourite/ids', { cookie });
    expect((await ids.json()).value).toEqual(['10001', '10002', '10066']);
    const removed = await bff('/lgw/games/favourite?nodeId=10002&vendor=PG', { method: 'DELETE', cookie });
    expect(await removed.json()).toEqual({ success: true, value: true });
    const requests = (await sim.requests()).filter((r) => r.path === '/lgw/games/favourite');
    expect(requests.map((r) => r.method)).toEqual(['POST', 'DELETE']);
    expect(JSON.parse(requests[0]!.body)).toEqual({ nodeId: '10001', vendor: 'PG' });
    expect(requests[1]!.query).toEqual({ nodeId: '10002', vendor: 'PG' });
    expect(requests.every((r) => r.headers.authorization && r.headers['module-id'] === 'GAMELOFAV3')).toBe(true);
  });

  it('a refused toggle answers success false (the heart does not change)', async () => {
    const cookie = await signIn();
    const response = await bff('/lgw/games/favourite', { method: 'POST', body: { nodeId: '10001', vendor: 'JILI' }, cookie });
    expect(await response.json()).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' });
  });

  it('refuses a visitor before the platform, and a write from another site', async () => {
    const visitor = await bff('/lgw/games/favourite', { method: 'POST', body: { nodeId: '10001', vendor: 'PG' } });
    expect(await visitor.json()).toMatchObject({ success: false });
    const cookie = await signIn();
    const cross = await bff('/lgw/games/favourite', {
      method: 'POST', body: { nodeId: '10001', vendor: 'PG' }, cookie, headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect((await sim.requests()).filter((r) => r.path === '/lgw/games/favourite')).toEqual([]);
  });

  it('pages favourites and recent games with the fixed page size', async () => {
    const cookie = await signIn();
    const favourites = await (await bff('/lgw/games/favourite?pageNo=1', { cookie })).json();
    expect(favourites.value.content.map((g: { nodeId: string }) => g.nodeId)).toEqual(['10002', '10066']);
    const recent = await (await bff('/lgw/games/recent?page=1&gameType=RNG', { cookie })).json();
    expect(recent.value.list.map((g: { nodeId: string }) => g.nodeId)).toEqual(['10001', '10118']);
    const sent = (await sim.requests()).filter((r) => r.path === '/lgw/games/favourite' || r.path === '/lgw/games/recent');
    expect(sent[0]!.query).toMatchObject({ pageNo: '1', pageSize: '26' });
    expect(sent[1]!.query).toMatchObject({ page: '1', pageSize: '26', gameType: 'RNG', clientType: '2' });
  });
});
