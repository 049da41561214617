import { expect, test } from './support/fixtures';
import { HomePage } from './pages/HomePage';

// SPEC §2 home and §3 image CDNs: the first view's images come early from the merchant's image CDN, nothing the
// first view does not show is fetched ahead, and static files are cached the way a CDN would keep them.

test.describe('image delivery on the home page', () => {
  test('opens the image CDN before the HTML arrives, and preloads the first banner only, at high priority', async ({ page, request }) => {
    const home = new HomePage(page);
    await home.goto();
    const bannerSrc = (await home.banners.first().getAttribute('src'))!;
    const cdnOrigin = new URL(bannerSrc).origin;
    // What the browser receives: the response's Link header, then the head its preload scanner reads.
    const response = await request.get('/m/home');
    const hints = response.headers().link ?? '';
    expect(hints).toContain(`<${cdnOrigin}>; rel=preconnect`);
    expect(hints).toContain(`<${cdnOrigin}>; rel=dns-prefetch`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="${bannerSrc}" fetchPriority="high"/>`);
    expect(head.match(/<link rel="preload"[^>]*\/cdn\/banners\//g)).toHaveLength(1);
    // The closed language list's flags are not on the first screen.
    expect(`${hints}${head}`).not.toMatch(/\/images\/flags\/(en|bn)\.svg/);
  });

  test('the browser fetches no flag of the closed language list until it opens', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/flags/')) asked.push(new URL(request.url()).pathname);
    });
    const home = new HomePage(page);
    await home.goto();
    await page.waitForLoadState('load');
    expect(asked).toEqual(['/images/flags/vi.svg']);
    await page.locator('summary').filter({ hasText: 'VI' }).click();
    // The open list may ask for the current flag again (its own <img>); what counts is which flags are asked at all.
    await expect.poll(() => [...new Set(asked)].sort()).toEqual(['/images/flags/bn.svg', '/images/flags/en.svg', '/images/flags/vi.svg']);
  });

  test('the banner arrives as a phone-sized JPEG of real weight that the browser keeps for a year', async ({ page }) => {
    const home = new HomePage(page);
    const bannerResponse = page.waitForResponse((response) => /\/cdn\/banners\/\d+\.jpg$/.test(response.url()));
    await home.goto();
    const response = await bannerResponse;
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('image/jpeg');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.etag).toBeTruthy();
    expect((await response.body()).length).toBeGreaterThan(60 * 1024);
    const banner = home.banners.first();
    await expect(banner).toHaveJSProperty('complete', true);
    expect(await banner.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([750, 300]);
  });

  test('every image on the home page has its box before it loads (width and height)', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const boxless = await page.locator('img').evaluateAll((images) =>
      images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML),
    );
    expect(boxless).toEqual([]);
  });

  test('static files: hashed scripts immutable for a year, public images a day with background revalidation', async ({ page, request }) => {
    const home = new HomePage(page);
    await home.goto();
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const chunk = await request.get(script!);
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/images/logo.svg', '/images/flags/en.svg', '/favicon.svg']) {
      const file = await request.get(path);
      expect(file.status()).toBe(200);
      expect(file.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    }
  });
});
