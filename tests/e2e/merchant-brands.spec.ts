import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startSecondApp, type SecondApp } from './support/secondApp';

// SPEC §3 consolidated settings: one image serves every merchant. Two containers of the same build, one per
// merchant of the reference platform (MERCHANT_CODE mer01, the suite's own app, and mer02, a second app on the
// same platform), each show their merchant's brand: name and logo, document title, manifest and colours.

interface Expected {
  name: string;
  shortName: string;
  background: string;
  primary: string;
  onPrimary: string;
}

const BRANDS: Record<'mer01' | 'mer02', Expected> = {
  mer01: { name: 'MC Play', shortName: 'MC Play', background: '#0f1b2d', primary: 'rgb(245, 183, 49)', onPrimary: 'rgb(15, 27, 45)' },
  mer02: { name: 'Lotus Win', shortName: 'Lotus', background: '#101a19', primary: 'rgb(46, 196, 166)', onPrimary: 'rgb(6, 32, 27)' },
};

async function pngSize(request: APIRequestContext, url: string): Promise<{ width: number; height: number }> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  const { format, width, height } = await sharp(await response.body()).metadata();
  expect(format, url).toBe('png');
  return { width: width!, height: height! };
}

async function showsBrand(page: Page, request: APIRequestContext, base: string, merchant: keyof typeof BRANDS) {
  const brand = BRANDS[merchant];
  await page.goto(`${base}/m/home`);
  const header = page.locator('[data-app-header]');
  await expect(header.locator('[data-brand-mark]')).toHaveText(brand.name);
  await expect(page).toHaveTitle(`Trò chơi & Xổ số · ${brand.name}`);
  const logo = header.locator('[data-brand-mark] img');
  await expect(logo).toHaveJSProperty('complete', true);
  // The header's 32 px mark on a phone of two device pixels: the brand's 64 px icon, as WebP, lighter than its PNG.
  const drawn = await logo.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(drawn).pathname).toBe('/icons/icon-64.webp');
  const mark = await request.get(drawn);
  expect(mark.headers()['content-type']).toBe('image/webp');
  expect(await sharp(await mark.body()).metadata()).toMatchObject({ format: 'webp', width: 64, height: 64 });
  const png = await request.get(drawn.replace('icon-64.webp', 'icon-64.png'));
  expect((await mark.body()).length).toBeLessThan((await png.body()).length);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.background);
  await expect(page.locator('[data-download-bar] strong')).toHaveText(brand.name);
  await page.screenshot({ path: test.info().outputPath(`home-${merchant}.png`) });

  await page.goto(`${base}/m/login`);
  await expect(page.locator('main [data-brand-mark]')).toHaveText(brand.name);
  await expect(page).toHaveTitle(`Đăng nhập · ${brand.name}`);
  const submit = page.getByRole('button', { name: 'Đăng nhập', exact: true });
  expect(await submit.evaluate((button) => [getComputedStyle(button).backgroundColor, getComputedStyle(button).color])).toEqual([
    brand.primary,
    brand.onPrimary,
  ]);
  await page.screenshot({ path: test.info().outputPath(`login-${merchant}.png`) });

  const manifest = await (await request.get(`${base}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ name: brand.name, short_name: brand.shortName, theme_color: brand.background, background_color: brand.background });
  const sizes = await Promise.all(
    (manifest.icons as Array<{ src: string; sizes: string }>).map(async (icon) => {
      const { width, height } = await pngSize(request, `${base}${icon.src}`);
      return `${icon.sizes} ${width}x${height}`;
    }),
  );
  expect(sizes).toEqual(['192x192 192x192', '512x512 512x512', '512x512 512x512']);
  // The offline page the service worker keeps (and maintenance, region) is in the merchant's colours too.
  expect(await (await request.get(`${base}/offline/vi`)).text()).toContain(`background:${brand.background}`);
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await pngSize(request, `${base}${apple}`)).toEqual({ width: 180, height: 180 });
  return manifest.icons as Array<{ src: string }>;
}

test.describe('one image, two merchants', () => {
  let second: SecondApp;
  test.beforeAll(async ({ servers }) => {
    test.setTimeout(90_000);
    second = await startSecondApp(servers, { MERCHANT_CODE: 'mer02', TRIAL_MERCHANT_CODE: 'mer02trial' });
  });
  test.afterAll(() => second?.stop());

  test('each container shows its merchant\'s name, logo, title, manifest and colours', async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const first = await showsBrand(page, request, baseURL!, 'mer01');
    const other = await showsBrand(page, request, second.base, 'mer02');
    // Icons of another brand are other pictures, not the same file under two names.
    const [a, b] = await Promise.all([request.get(`${baseURL}${first[0]!.src}`), request.get(`${second.base}${other[0]!.src}`)]);
    expect(Buffer.compare(await a.body(), await b.body())).not.toBe(0);
  });
});
