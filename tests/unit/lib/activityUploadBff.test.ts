import { describe, expect, it } from 'vitest';
import { handleBff } from '@/lib/bff/handleBff';
import { useSim } from '../support/simServer';

const APP = 'http://app.test';
const sim = useSim();
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function signIn(): Promise<string> {
  const response = await handleBff(new Request(`${APP}/wps/session/login`, {
    method: 'POST',
    headers: { host: 'app.test', origin: APP },
    body: JSON.stringify({ username: 'demo01', password: 'Demo1234', type: 'username' }),
  }));
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('mc_session='))!;
  return header.split(';')[0]!.slice('mc_session='.length);
}

function upload(cookie: string, bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes], fileName, { type }));
  return handleBff(new Request(`${APP}/wps/activity/image`, {
    method: 'POST', headers: { host: 'app.test', origin: APP, cookie: `mc_session=${cookie}` }, body: form,
  }));
}

const imageRequests = async () => (await sim.requests()).filter((request) => request.path === '/wps/activity/image');

// SPEC §5 activity upload: the browser's one multipart door (row 67), beside the 64 KiB JSON door
describe('activity image upload through the backend-for-frontend', () => {
  it('sends row 67 the file as base64 JSON, typed by its bytes, and answers the image id', async () => {
    const cookie = await signIn();
    // The browser's word for the type is not taken: these bytes are a PNG whatever the part claims.
    const response = await upload(cookie, PNG, 'win.jpg', 'image/jpeg');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ success: true, value: { imageId: expect.stringMatching(/^IMG/) } });
    const [sent] = await imageRequests();
    expect(sent!.headers['module-id']).toBe('ACTIVITY3');
    expect(JSON.parse(sent!.body)).toEqual({ fileName: 'win.jpg', contentType: 'image/png', data: PNG.toString('base64') });
  });

  it('refuses bytes that are no PNG/JPEG, a body over 5 MB plus framing, and a JSON body, before the platform', async () => {
    const cookie = await signIn();
    const gif = await upload(cookie, new TextEncoder().encode('GIF89a....'), 'win.png', 'image/png');
    expect(gif.status).toBe(400);
    expect(await gif.json()).toMatchObject({ success: false, code: 'IMAGE_TYPE' });
    const big = await upload(cookie, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 70 * 1024)]), 'big.png', 'image/png');
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ success: false, code: 'BODY_TOO_LARGE' });
    const json = await handleBff(new Request(`${APP}/wps/activity/image`, {
      method: 'POST',
      headers: { host: 'app.test', origin: APP, cookie: `mc_session=${cookie}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'x.png', contentType: 'image/png', data: PNG.toString('base64') }),
    }));
    expect(json.status).toBe(400);
    expect(await imageRequests()).toHaveLength(0);
  });
});
