import { expect, test } from './support/fixtures';
import { startSecondApp, type SecondApp } from './support/secondApp';
import { HomePage } from './pages/HomePage';
import { LotteryPage } from './pages/LotteryPage';

const TOKEN = 'e2e-metrics-token-0123456789';

// SPEC §7 observability: what players' phones measure reaches /api/metrics by route pattern. This instance
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
    // Leaving the page is when the browser sends what it measured.
    await new LotteryPage(page).goto();
    await expect.poll(() => samples('/m/home', 'TTFB'), { timeout: 15_000 }).toBeGreaterThan(before);
    await context.close();
  });
});
