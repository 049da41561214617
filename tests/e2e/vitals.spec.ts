import { expect, test } from './support/fixtures';
import { startSecondApp, type SecondApp } from './support/secondApp';
import { HomePage } from './pages/HomePage';
import { LotteryPage } from './pages/LotteryPage';

const TOKEN = 'e2e-metrics-token-0123456789';

// SPEC §2 routes: what players' phones measure reaches /api/metrics under the route pattern of the screen. This instance
// samples every page load (VITALS_SAMPLE_RATE=1); the suite's own keeps the default share.
test.describe('Core Web Vitals from real visits', () => {
  let app: SecondApp;
  test.beforeAll(async ({ servers }) => {
    test.setTimeout(90_000);
    app = await startSecondApp(servers, { VITALS_SAMPLE_RATE: '1', METRICS_TOKEN: TOKEN });
  });
  test.afterAll(() => app?.stop());

  async function samples(route: string, vital: string): Promise<number> {
    const text = await (await fetch(`${app.base}/api/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    const line = text.split('\n').find((row) =>
      row.startsWith('mc_web_vitals_seconds_count{') && row.includes(`route="${route}"`) && row.includes(`vital="${vital}"`));
    return line ? Number(line.split(' ').at(-1)) : 0;
  }

  test('a visit to home, left for the lottery list, is counted under /m/home', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: app.base, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const before = await samples('/m/home', 'TTFB');
    const home = new HomePage(page);
    await home.goto();
    await expect(home.hotGames.first()).toBeVisible();
    // The measuring code arrives after hydration (it is never part of the first view): a player who leaves before
    // it has loaded is not counted, so the visit lasts until the page's requests have settled.
    await page.waitForLoadState('networkidle');
    // Leaving the page is when the browser sends what it measured.
    await new LotteryPage(page).goto();
    await expect.poll(() => samples('/m/home', 'TTFB'), { timeout: 15_000 }).toBeGreaterThan(before);
    await context.close();
  });

  async function series(): Promise<string[]> {
    const text = await (await fetch(`${app.base}/api/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    return text.split('\n').filter((row) => row.startsWith('mc_web_vitals_')).map((row) => row.replace(/\{le="[^"]*",/, '{').replace(/ [^ ]+$/, ''));
  }

  test('bad beacons, cross-site ones and a flood are dropped without a 5xx or a new series', async () => {
    const post = (body: string, headers: Record<string, string>) =>
      fetch(`${app.base}/api/vitals`, { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: app.base, ...headers }, body });
    const good = { path: '/m/moreLottery', language: 'vi', vitals: [{ name: 'LCP', value: 900 }] };
    expect((await post(JSON.stringify(good), { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(204);
    // A language the product does not have is counted as "other", once and for all.
    for (const language of ['xx', 'vi-VN-x']) {
      expect((await post(JSON.stringify({ ...good, language }), { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(204);
    }
    const known = new Set(await series());
    const bodies = [
      'not json', '', 'null', '[]', '{"__proto__":{"x":1}}', 'A'.repeat(4096),
      ...['/m/nope', '/m/home?phone=0912345678', '/../etc', 42].map((path) => JSON.stringify({ ...good, path })),
      ...[7, null, 'x'.repeat(40)].map((language) => JSON.stringify({ ...good, language })),
      ...[-1, 1e9, '900', null, Infinity].map((value) => JSON.stringify({ ...good, vitals: [{ name: 'LCP', value }] })),
      ...['FID', 'lcp', '', 'LCP\u0000'].map((name) => JSON.stringify({ ...good, vitals: [{ name, value: 1 }] })),
      JSON.stringify({ ...good, member: 'demo01' }),
    ];
    for (const [index, body] of bodies.entries()) {
      const status = (await post(body, { 'X-Forwarded-For': `198.51.100.${10 + index}` })).status;
      expect(status, body.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(status, body.slice(0, 60)).toBeLessThan(500);
    }
    // Another site's page: the browser says so (Sec-Fetch-Site) or names it as Origin.
    expect((await post(JSON.stringify(good), { 'Sec-Fetch-Site': 'cross-site', 'X-Forwarded-For': '198.51.100.90' })).status).toBe(403);
    expect((await post(JSON.stringify(good), { Origin: 'https://evil.example', 'X-Forwarded-For': '198.51.100.91' })).status).toBe(403);
    // One visitor's flood: RATE_LIMIT_VITALS (30) a window are counted, the rest refused.
    const flood: number[] = [];
    for (let sent = 0; sent < 40; sent += 1) flood.push((await post(JSON.stringify(good), { 'X-Forwarded-For': '198.51.100.99' })).status);
    expect(flood.filter((status) => status === 204)).toHaveLength(30);
    expect(flood.slice(30)).toEqual(Array(10).fill(429));
    for (const row of await series()) expect(known.has(row), row).toBe(true);
  });
});
