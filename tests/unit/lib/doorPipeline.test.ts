import { beforeEach, describe, expect, it } from 'vitest';
import { handleBff } from '@/lib/bff/handleBff';
import { unsealSession } from '@/lib/session/session';
import { MemoryStore } from '@/lib/store/memoryStore';
import { installStore } from '@/lib/store/store';
import { useSim } from '../support/simServer';

// SPEC §7 security: every door goes through the pipeline: no GET writes, closed in maintenance, callers and limits
// checked before a body is read, sign-out that holds when the platform does not answer
const APP = 'http://app.test';
const sim = useSim();

function door(path: string, init: { method?: string; body?: BodyInit; cookie?: string; headers?: Record<string, string> } = {}) {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { host: 'app.test', ...init.headers };
  if (method !== 'GET') headers.origin = APP;
  if (init.cookie) headers.cookie = `mc_session=${init.cookie}`;
  return handleBff(new Request(`${APP}${path}`, { method, headers, body: init.body, duplex: 'half' } as RequestInit));
}

async function signIn(): Promise<string> {
  const response = await door('/wps/session/login', {
    method: 'POST',
    body: JSON.stringify({ username: 'demo01', password: 'Demo1234', type: 'username' }),
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('mc_session='))!.split(';')[0]!.slice('mc_session='.length);
}

describe('doors on the pipeline', () => {
  beforeEach(() => installStore(new MemoryStore()));

  it('a trial account is never made by a GET (a link from another site), only by a same-origin POST', async () => {
    expect((await door('/wps/member/trial')).status).toBe(404);
    expect((await sim.requests()).filter((request) => request.path === '/wps/member/trial')).toHaveLength(0);
    const made = await door('/wps/member/trial', { method: 'POST' });
    expect(made.status).toBe(200);
  });

  it('refuses an anonymous upload before reading its body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 100) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await door('/wps/activity/image', { method: 'POST', body, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(response.status).toBe(401);
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it('closes the doors during maintenance, sign-in included', async () => {
    await sim.setState({ maintenance: true });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await door('/wps/session/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'demo01', password: 'Demo1234', type: 'username' }),
      headers: { 'content-type': 'application/json', cookie: 'NEXT_LOCALE=vi' },
    });
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe('Hệ thống đang bảo trì, vui lòng quay lại sau.');
    expect((await sim.requests()).filter((request) => request.path === '/wps/session/login')).toHaveLength(0);
  });

  it('a sign-out passes a closed site: it only takes rights away', async () => {
    const cookie = await signIn();
    await sim.setState({ maintenance: true });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const out = await door('/wps/session/logout', { method: 'DELETE', cookie });
    expect(out.status).toBe(200);
    expect(await unsealSession(cookie)).toBeNull();
    expect((await sim.requests()).filter((request) => request.path === '/wps/session/logout')).toHaveLength(1);
  });

  it('a sign-out the platform does not confirm still ends the session for every copy of the cookie', async () => {
    const cookie = await signIn();
    await sim.setState({ faults: [{ path: '/wps/session/logout', status: 500 }] });
    const out = await door('/wps/session/logout', { method: 'DELETE', cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((line) => line.startsWith('mc_session=;'))).toBe(true);
    expect(await unsealSession(cookie)).toBeNull();
    const replayed = await door('/wps/member/info', { cookie });
    expect(replayed.status).toBe(401);
    expect((await sim.requests()).filter((request) => request.path === '/wps/member/info')).toHaveLength(0);
  });
});
