import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './support/fixtures';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

// Installable web app (SPEC §2 "installed web app", §3 registerMethod PWA)
test.describe('web app manifest', () => {
  test('Chromium finds the page installable', async ({ baseURL }, testInfo) => {
    // Chromium never installs from an incognito profile, which every Playwright context is: use a real profile.
    const profile = await mkdtemp(join(tmpdir(), 'mc-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/m/home');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('fields, theme colour and icons that load', async ({ page, request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      id: '/m/home',
      // The first merchant's brand (platform-sim row 14).
      name: 'MC Play',
      short_name: 'MC Play',
      start_url: '/m/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f1b2d',
      background_color: '#0f1b2d',
    });
    const icons = manifest.icons as ManifestIcon[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }
    await page.goto('/m/home');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f1b2d');
  });

  test('the manifest and its icons still load during maintenance', async ({ request, sim }) => {
    await sim.setState({ maintenance: true });
    await expect.poll(async () => (await request.get('/m/home')).status(), { timeout: 15000 }).toBe(503);
    expect((await request.get('/manifest.webmanifest')).status()).toBe(200);
    expect((await request.get('/icons/icon-192.png')).status()).toBe(200);
  });
});
