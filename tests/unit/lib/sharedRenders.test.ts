import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agentTraits } from '@/features/download/logic/appContext';
import { metrics } from '@/lib/observability/metrics';
import { notePlatformUnanswered, requestContext, type RequestContext } from '@/lib/observability/requestContext';
import {
  captureSharedRender, resetSharedRenders, SHARED_RENDER_HEADER, sharedRenderAnswer, sharedRenderKey, type SharedRenderRequest, withoutCookie,
} from '@/lib/routes/sharedRenders';

// Speed: a page alike for every signed-out visitor is rendered once per SHARED_ANSWER_MS and served to the crowd,
// each answer with its own nonce.
const RULES = { sessionCookie: 'mc_session', agentTraits };
const TTL = 1000;

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function visit(headers: Record<string, string> = {}, path = '/m/home', search = '', method = 'GET', language = 'vi'): SharedRenderRequest {
  return { method, path, search, language, headers: new Headers({ 'user-agent': ANDROID_CHROME, host: 'm.example.com', ...headers }), member: false };
}

describe('which requests share a render', () => {
  beforeEach(() => resetSharedRenders());

  it('keys a visitor page by its path, query, language, cookies, host and what the page reads of the agent', () => {
    const key = sharedRenderKey(visit(), RULES);
    expect(key).not.toBeNull();
    expect(sharedRenderKey(visit(), RULES)).toBe(key);
    for (const other of [
      visit({}, '/m/hot'),
      visit({}, '/m/home', '?lottTab=fav'),
      visit({ cookie: 'NEXT_LOCALE=en' }),
      // The same headers, another language: a visitor without a cookie whose Accept-Language the merchant offers.
      visit({}, '/m/home', '', 'GET', 'th'),
      visit({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' }),
      visit({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1' }),
      visit({ 'user-agent': `${ANDROID_CHROME} McNativeApp/3.2` }),
      visit({ host: 'm2.example.com' }),
      visit({ 'x-forwarded-proto': 'https' }),
    ]) {
      expect(sharedRenderKey(other, RULES)).not.toBe(key);
    }
    // Another Android browser draws the same page (the download bar offers the Android app alike).
    expect(sharedRenderKey(visit({ 'user-agent': 'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36' }), RULES)).toBe(key);
  });

  // SPEC §2 home: every member is answered one member shell, drawn without any session; never the visitors' page.
  it('keys a member shell by the member bit and never by the session cookie', () => {
    const member = (cookie: string) => sharedRenderKey({ ...visit({ cookie }), member: true }, RULES);
    const shell = member(`NEXT_LOCALE=en; ${RULES.sessionCookie}=sealed-one`);
    expect(shell).not.toBeNull();
    expect(member(`${RULES.sessionCookie}=sealed-two; NEXT_LOCALE=en`)).toBe(shell);
    expect(sharedRenderKey(visit({ cookie: 'NEXT_LOCALE=en' }), RULES)).not.toBe(shell);
    expect(shell).not.toContain('sealed');
    expect(member(`NEXT_LOCALE=vi; ${RULES.sessionCookie}=sealed-one`)).not.toBe(shell);
    expect(withoutCookie(`a=1; ${RULES.sessionCookie}=sealed; b=2`, RULES.sessionCookie)).toBe('a=1; b=2');
  });

  it('never shares a signed-out request with a dead session cookie, a posted or a client-router request', () => {
    expect(sharedRenderKey(visit({ cookie: `NEXT_LOCALE=en; ${RULES.sessionCookie}=sealed` }), RULES)).toBeNull();
    expect(sharedRenderKey(visit({}, '/m/home', '', 'POST'), RULES)).toBeNull();
    expect(sharedRenderKey(visit({}, '/m/home', '', 'HEAD'), RULES)).toBeNull();
    for (const name of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action']) {
      expect(sharedRenderKey(visit({ [name]: '1' }), RULES), name).toBeNull();
    }
  });

  it('tells the proxy of a client-router request whose flight headers Next takes off before the proxy', () => {
    const seen = (headers: Record<string, string>, url = '/m/home') => {
      const request = { headers: { ...headers }, url } as unknown as http.IncomingMessage;
      captureSharedRender(request, new http.ServerResponse(request), { requestId: 'client-router-test' });
      const proxySees = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['rsc', 'next-router-state-tree'].includes(name)));
      return sharedRenderKey(visit(proxySees as Record<string, string>), RULES);
    };
    expect(seen({})).not.toBeNull();
    expect(seen({ rsc: '1' })).toBeNull();
    expect(seen({ 'next-router-state-tree': '%5B%5D' })).toBeNull();
    expect(seen({}, '/m/home?_rsc=1x2y3')).toBeNull();
    // A visitor cannot pass the mark on; it only ever takes a request out of sharing.
    expect(seen({ 'x-mc-client-router': '1' })).not.toBeNull();
  });

  it('shares nothing on a server without the hook, which could neither keep a page nor tell a client-router request', () => {
    resetSharedRenders(false);
    expect(sharedRenderKey(visit(), RULES)).toBeNull();
  });
});

/** Stands in for Next's handler: renders a page with the nonce the proxy gave it, gzip-compressed as Next sends it. */
let renders = 0;
let nextAnswer: { status: number; setCookie?: boolean; unanswered?: boolean; page?: (nonce: string) => string } = { status: 200 };
const server = http.createServer((request, response) => {
  const context: RequestContext = { requestId: `render-${renders}` };
  captureSharedRender(request, response, context);
  requestContext.run(context, () => render(request, response));
});

function render(request: http.IncomingMessage, response: http.ServerResponse): void {
  renders += 1;
  if (nextAnswer.unanswered) notePlatformUnanswered();
  const url = new URL(request.url!, 'http://localhost');
  const nonce = url.searchParams.get('nonce')!;
  const marker = url.searchParams.get('marker');
  if (marker) response.setHeader(SHARED_RENDER_HEADER, marker);
  if (nextAnswer.setCookie) response.setHeader('Set-Cookie', 'a=b');
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Link', `</a.css>; rel=preload; as="style"; nonce="${nonce}"`);
  response.setHeader('Content-Encoding', 'gzip');
  response.statusCode = nextAnswer.status;
  const html = nextAnswer.page?.(nonce) ?? `<html><body>Trang chủ ${renders}<script nonce="${nonce}">self.__next_f.push([1,"${nonce}"])</script></body></html>`;
  const zipped = gzipSync(html);
  response.write(zipped.subarray(0, 10));
  response.end(zipped.subarray(10));
}
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  resetSharedRenders();
  metrics().sharedRenders.reset();
  renders = 0;
  nextAnswer = { status: 200 };
});

/** What the proxy would do: answer from a shared page, or let the render through with the proxy's headers. */
async function proxied(key: string, nonce: string, now = Date.now()) {
  const answer = sharedRenderAnswer(key, nonce, TTL, now);
  if ('page' in answer) return { shared: true, response: answer.page };
  const marker = answer.keep[SHARED_RENDER_HEADER] ?? '';
  const response = await fetch(`${base}/?nonce=${encodeURIComponent(nonce)}&marker=${marker}`);
  return { shared: false, response };
}

describe('shared renders', () => {
  it('renders once, then answers each visitor the page with a nonce of its own, never the marker', async () => {
    const first = await proxied('home', 'Rend+er/1==');
    expect(first.shared).toBe(false);
    expect(first.response.headers.get(SHARED_RENDER_HEADER)).toBeNull();
    expect(await first.response.text()).toContain('Trang chủ 1<script nonce="Rend+er/1==">');

    const second = await proxied('home', 'Visit+or/2==');
    expect(second.shared).toBe(true);
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    const html = await second.response.text();
    expect(html).toBe('<html><body>Trang chủ 1<script nonce="Visit+or/2==">self.__next_f.push([1,"Visit+or/2=="])</script></body></html>');
    expect(second.response.headers.get('link')).toBe('</a.css>; rel=preload; as="style"; nonce="Visit+or/2=="');
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(renders).toBe(1);
    const counted = Object.fromEntries((await metrics().sharedRenders.get()).values.map((v) => [v.labels.result, v.value]));
    expect(counted).toMatchObject({ miss: 1, kept: 1, hit: 1 });
  });

  it('answers the page byte for byte in every script, the nonce put back wherever it stood and whatever its length', async () => {
    // SPEC §2: every page carries the language selector, each offered language named in its own script.
    nextAnswer.page = (nonce) =>
      `${nonce}<html lang="ar" dir="rtl"><body><a>Tiếng Việt</a><a>ไทย</a><a>العربية</a><a>မြန်မာ</a>${nonce}${nonce}中文 한국어${nonce}</body></html>${nonce}`;
    await (await proxied('languages', 'Rend+er/1==')).response.text();
    const answer = await proxied('languages', 'a-much+longer/visitor+nonce==');
    expect(answer.shared).toBe(true);
    expect(await answer.response.text()).toBe(nextAnswer.page('a-much+longer/visitor+nonce=='));
    expect(await (await proxied('languages', 'n')).response.text()).toBe(nextAnswer.page('n'));
  });

  it('keeps no page that set a cookie, failed, or was drawn while a platform call went unanswered', async () => {
    nextAnswer = { status: 200, setCookie: true };
    await (await proxied('home', 'n1')).response.text();
    nextAnswer = { status: 500 };
    await (await proxied('home', 'n2')).response.text();
    nextAnswer = { status: 200, unanswered: true };
    await (await proxied('home', 'n3')).response.text();
    nextAnswer = { status: 200 };
    expect((await proxied('home', 'n4')).shared).toBe(false);
    expect(renders).toBe(4);
    expect((await proxied('home', 'n5')).shared).toBe(true);
  });

  it('once the period is over, one visitor renders again while the others get the last page for one more period', async () => {
    const start = Date.now();
    await (await proxied('home', 'n1', start)).response.text();
    const later = Date.now() + TTL + 10;
    const refresher = sharedRenderAnswer('home', 'n2', TTL, later);
    expect('keep' in refresher).toBe(true);
    const meanwhile = sharedRenderAnswer('home', 'n3', TTL, later);
    expect('page' in meanwhile && (await meanwhile.page.text())).toContain('Trang chủ 1<script nonce="n3">');
    // Far past its period, nobody is answered the old page.
    expect('keep' in sharedRenderAnswer('home', 'n4', TTL, later + TTL + 10)).toBe(true);
  });

  it('lets the next visitor refresh when the refreshing render did not end in a page', async () => {
    await (await proxied('home', 'n1')).response.text();
    const later = Date.now() + TTL + 10;
    nextAnswer = { status: 500 };
    const failed = sharedRenderAnswer('home', 'n2', TTL, later);
    expect('keep' in failed).toBe(true);
    if ('keep' in failed) await (await fetch(`${base}/?nonce=n2&marker=${failed.keep[SHARED_RENDER_HEADER]}`)).text();
    expect('keep' in sharedRenderAnswer('home', 'n3', TTL, later)).toBe(true);
  });

  it('answers an unmarked render as it is and keeps nothing of it', async () => {
    const response = await fetch(`${base}/?nonce=n1`);
    expect(response.status).toBe(200);
    expect((await proxied('home', 'n2')).shared).toBe(false);
  });
});
