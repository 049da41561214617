import { LANGUAGES } from '@/lib/i18n/languages';
import type { Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { HomePage } from './pages/HomePage';
import { HotGamesPage } from './pages/HotGamesPage';
import { withoutScripts } from './support/withoutScripts';
import { untilHydrated } from './support/hydration';
import { expectUnchangedFor } from './support/unchanged';

// SPEC §2 home and §3 image CDNs: the first view's images come early from the merchant's image CDN (the banners and
// small logos resized by the app at the phone's width), nothing the first view does not show is fetched ahead, and
// static files are cached the way a CDN would keep them.

test.describe('image delivery on the home page', () => {
  test('opens the image CDN before the HTML arrives, and preloads the first banner only, at high priority, ahead of the games', async ({ page, request }) => {
    const home = new HomePage(page);
    await home.goto();
    const bannerSrcSet = (await home.banners.first().getAttribute('srcset'))!;
    expect(bannerSrcSet).toMatch(/^\/img\/\d+\/banners\/101\.jpg \d+w, /);
    // The game icons still come straight from the CDN (their address once the list's island gives it).
    await expect(home.hotGames.first().locator('img')).toHaveAttribute('src', /^https?:/);
    const cdnOrigin = new URL((await home.hotGames.first().locator('img').getAttribute('src'))!).origin;
    // The first row of games is in the first view, but behind the banner in the browser's queue.
    await expect(home.hotGames.first().locator('img')).toHaveAttribute('fetchpriority', 'low');
    // What the browser receives: the response's Link header, then the head its preload scanner reads.
    const response = await request.get('/m/home');
    const hints = response.headers().link ?? '';
    expect(hints).toContain(`<${cdnOrigin}>; rel=preconnect`);
    expect(hints).toContain(`<${cdnOrigin}>; rel=dns-prefetch`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const bannerPreloads = head.match(/<link rel="preload"[^>]*\/banners\/[^>]*>/g) ?? [];
    expect(bannerPreloads).toHaveLength(1);
    expect(bannerPreloads[0]).toContain(`imageSrcSet="${bannerSrcSet}"`);
    expect(bannerPreloads[0]).toContain('fetchPriority="high"');
    // The closed language list's flags are not on the first screen.
    expect(`${hints}${head}`).not.toMatch(/\/images\/flags\/(en|bn)\.svg/);
  });

  test('a phone on a slow network asks for the pictures below the first screen only as the player scrolls to them', async ({ page, sim }) => {
    // SPEC §2 home: the hot games and the lottery list sit below the first screen.
    const asked = new Set<string>();
    page.on('request', (request) => {
      if (/\/cdn\/games\/|\/img\/\d+\/lottery\//.test(request.url())) asked.add(new URL(request.url()).pathname);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50000, uploadThroughput: 50000 });
    const home = new HomePage(page);
    await home.goto();
    await page.waitForLoadState('load');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const lastGame = home.hotGames.last().locator('img');
    const lotteryIcon = page.locator('[data-lottery-list] li img').first();
    // Before the player scrolls: nothing of the last games or the lottery list was asked for.
    expect([...asked].filter((path) => path.includes('/lottery/'))).toEqual([]);
    await expect(lastGame).not.toHaveAttribute('src', /./);
    const lastGamePicture = (await lastGame.getAttribute('data-later-src'))!;
    expect(asked).not.toContain(new URL(lastGamePicture).pathname);
    expect(lastGamePicture).toContain(new URL(sim.url).host);
    await lotteryIcon.scrollIntoViewIfNeeded();
    await expect(lotteryIcon).toHaveAttribute('src', /\/img\/\d+\/lottery\//);
    await expect.poll(() => lotteryIcon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(lastGame).toHaveAttribute('src', lastGamePicture);
    await expect.poll(() => lastGame.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a home load asks only for the game pictures the screen shows; the next row’s come as soon as the player scrolls, before they are seen', async ({ page }) => {
    // SPEC §2 home: the hot games grid starts on the first screen and goes on below it.
    const asked = new Set<string>();
    page.on('request', (request) => {
      if (/\/cdn\/games\//.test(request.url())) asked.add(new URL(request.url()).pathname);
    });
    const home = new HomePage(page);
    await home.goto();
    await untilHydrated(page);
    const pictures = home.hotGames.locator('img');
    const tiles = await pictures.evaluateAll((images: HTMLImageElement[]) =>
      images.map((image) => ({
        top: image.getBoundingClientRect().top,
        address: new URL(image.getAttribute('src') ?? image.getAttribute('data-later-src')!, location.href).pathname,
      })),
    );
    const screenHeight = page.viewportSize()!.height;
    const shown = tiles.filter((tile) => tile.top < screenHeight);
    const nextRow = tiles.filter((tile) => tile.top >= screenHeight && tile.top === tiles.find((t) => t.top >= screenHeight)!.top);
    expect(shown.length).toBeGreaterThan(0);
    expect(nextRow.length).toBeGreaterThan(0);
    await expect.poll(() => shown.every((tile) => asked.has(tile.address))).toBe(true);
    const onScreen = shown.map((tile) => tile.address).sort();
    await expectUnchangedFor(500, async () => [...asked].sort(), (addresses) => expect(addresses).toEqual(onScreen));
    // The player's first scroll, a few pixels that leave the next row below the screen: its pictures are asked for.
    const gap = Math.floor(nextRow[0]!.top - screenHeight);
    expect(gap).toBeGreaterThan(1);
    await page.mouse.wheel(0, Math.min(20, gap - 1));
    await expect.poll(() => nextRow.every((tile) => asked.has(tile.address))).toBe(true);
    const nextTop = await pictures.nth(tiles.indexOf(nextRow[0]!)).evaluate((image) => image.getBoundingClientRect().top);
    expect(nextTop).toBeGreaterThan(screenHeight);
  });

  test('without scripts, the pictures below the first screen are drawn all the same', async ({ page }) => {
    await withoutScripts(page, async (plain) => {
      const home = new HomePage(plain);
      await home.goto();
      for (const tile of [plain.locator('li[data-node-id]').last(), plain.locator('[data-lottery-list] li[data-game-code]').first()]) {
        // One picture drawn per tile: its <noscript> copy, the deferred one hidden.
        const drawn = tile.locator('img').filter({ visible: true });
        await expect(drawn).toHaveCount(1);
        await drawn.scrollIntoViewIfNeeded();
        await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      }
    });
  });

  test('until the carousel starts, only the first banner is fetched', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/banners/')) asked.push(new URL(request.url()).pathname);
    });
    // Scripts on, but never run: the page as a phone has it before its scripts arrive.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    const home = new HomePage(page);
    await home.goto();
    await page.waitForLoadState('load');
    await expect(home.banners.first()).toBeVisible();
    await expect(home.banners.first()).toHaveJSProperty('complete', true);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/img\/\d+\/banners\/101\.jpg$/);
  });

  // SPEC §2 home banners, §9 banner delay: a banner below the first is asked for only a little before the carousel
  // turns to it (a load that never waits 5 s downloads one banner), and is drawn by the time it slides in.
  test('the next banner is asked for only as its turn comes, and is there when it slides in', async ({ page, homePage: home }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/banners\//.test(request.url())) asked.push(new URL(request.url()).pathname);
    });
    // The page's clock stands still from the start; the carousel's 5 s are run forward.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await home.goto();
    await untilHydrated(page);
    const next = home.bannerRegion.locator('img[alt="Giải độc đắc xổ số mỗi ngày"]');
    await page.clock.runFor(2500);
    expect(asked.filter((path) => /\/banners\/102\./.test(path))).toEqual([]);
    expect(await next.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe('');

    await page.clock.runFor(1000);
    await expect(home.bannerRegion.locator('.swiper-initialized')).toBeVisible();
    await page.clock.runFor(1000);
    expect(await home.activeDot()).toBe(0);
    await expect(next).toHaveJSProperty('complete', true);
    expect(await next.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(asked.filter((path) => /\/banners\/(103|104)\./.test(path))).toEqual([]);
  });

  // SPEC §2 home banners: the carousel's script is no part of the page's load; it comes 2 s before the first turn,
  // or at once when the player touches the banners (a swipe, a dot drawn by the server).
  test('the carousel\'s script comes shortly before the first turn, not with the page', async ({ page, homePage: home }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await home.goto();
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    const loaded = scripts.length;
    await page.clock.runFor(2900);
    await expectUnchangedFor(300, async () => scripts.length, (count) => expect(count).toBe(loaded));
    await expect(home.bannerRegion.locator('.swiper-initialized')).toHaveCount(0);
    // The server's dots stand in for swiper's meanwhile.
    await expect(home.bannerRegion.locator('[data-slide]')).toHaveCount(4);
    await expect(home.bannerRegion.locator('[data-slide]').first()).toBeVisible();

    await page.clock.runFor(100);
    await expect(home.bannerRegion.locator('.swiper-initialized')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(loaded);
    await expect(home.bannerRegion.locator('[data-slide]').first()).toBeHidden();
    await expect(home.bannerDots).toHaveCount(4);
  });

  test('a player who taps a banner\'s dot gets that banner at once, without waiting for the carousel', async ({ page, homePage: home }) => {
    // A player who asked for less motion: no autoplay, so only the tap can bring the picture. The tap lands on the
    // dots the server drew, before swiper is there.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await home.goto();
    await untilHydrated(page);
    // Undisplayed until swiper comes, the slides after the first are not among the page's images yet.
    const last = home.bannerRegion.locator('img').last();
    expect(await last.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe('');
    await home.bannerRegion.locator('[data-slide="3"]').click();
    await expect(home.bannerRegion.locator('.swiper-initialized')).toBeVisible();
    // Swiper's loop moves to a slide on the next animation frame.
    await page.clock.runFor(100);
    await expect.poll(() => home.activeDot()).toBe(3);
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(last).toBeInViewport();
    // Swiper's own dots work as well.
    await home.bannerDots.first().click();
    await page.clock.runFor(100);
    await expect.poll(() => home.activeDot()).toBe(0);
  });

  test('a player who swipes the banners gets every banner at once', async ({ page, homePage: home }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await home.goto();
    await untilHydrated(page);
    // The first touch, before swiper is there, brings it and every banner; the next swipe moves the carousel.
    const box = (await home.bannerRegion.boundingBox())!;
    const swipe = async () => {
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    };
    await swipe();
    await expect(home.bannerRegion.locator('.swiper-initialized')).toBeVisible();
    for (const banner of await home.banners.all()) {
      await expect(banner).toHaveJSProperty('complete', true);
      expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await swipe();
    await expect.poll(() => home.activeDot()).toBe(1);
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
    // The reference merchant offers every language of the table (row 14).
    await expect.poll(() => [...new Set(asked)].sort()).toEqual(LANGUAGES.map(({ tag }) => `/images/flags/${tag}.svg`).sort());
  });

  test('the banner arrives from the app at the width the phone needs, a JPEG lighter than the CDN\'s, kept a day', async ({ page, request, sim }) => {
    const home = new HomePage(page);
    const bannerResponse = page.waitForResponse((response) => /\/img\/\d+\/banners\/101\.jpg$/.test(response.url()));
    await home.goto();
    const response = await bannerResponse;
    const url = new URL(response.url());
    expect(url.origin).toBe(new URL(page.url()).origin);
    // 390 px less the home's padding (366 px), asked at 1.7 device pixels per CSS pixel: 622 px, so the 640 px
    // picture (a 2x phone would otherwise take the 750 px one: 55 KB against 33 on a slow network).
    expect(url.pathname).toBe('/img/640/banners/101.jpg');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('image/jpeg');
    expect(headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(headers.etag).toBeTruthy();
    const original = await request.get(`${sim.url}/cdn/banners/101.jpg`);
    expect((await original.body()).length).toBeGreaterThan(60 * 1024);
    expect((await response.body()).length).toBeLessThan((await original.body()).length * 0.8);
    const banner = home.banners.first();
    await expect(banner).toHaveJSProperty('complete', true);
    // The picture drawn is that 640 px one, in the banner's 750:300 proportions.
    const [drawn, ratio] = await banner.evaluate((img: HTMLImageElement) => [new URL(img.currentSrc).pathname, img.naturalWidth / img.naturalHeight]);
    expect(drawn).toBe('/img/640/banners/101.jpg');
    expect(ratio).toBeCloseTo(2.5, 1);
  });

  test('a phone of 3 device pixels per CSS pixel gets the 750 px banner', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, serviceWorkers: 'block' });
    const page = await context.newPage();
    const home = new HomePage(page);
    await home.goto();
    const banner = home.banners.first();
    await expect(banner).toHaveJSProperty('complete', true);
    expect(await banner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe('/img/750/banners/101.jpg');
    await context.close();
  });

  test('on /m/hot the first game\'s picture, the screen\'s largest paint, is asked for first; the first row at once, the rest when near', async ({ page }) => {
    const hot = new HotGamesPage(page);
    // The server's HTML, as the browser's preload scanner reads it before any script runs.
    const html = await (await page.request.get('/m/hot')).text();
    const list = html.slice(html.indexOf('aria-label="Danh sách trò chơi"'));
    const pictures = [...list.slice(0, list.indexOf('</ul>')).matchAll(/<img [^>]*loading="(eager|lazy)"[^>]*>/g)].map(([tag, loading]) => ({
      loading,
      priority: /fetchPriority="(\w+)"/i.exec(tag)?.[1] ?? null,
    }));
    expect(pictures.length).toBeGreaterThan(6);
    expect(pictures[0]).toEqual({ loading: 'eager', priority: 'high' });
    expect(pictures.slice(1, 6)).toEqual(Array(5).fill({ loading: 'eager', priority: null }));
    expect(pictures.slice(6).every((picture) => picture.loading === 'lazy' && picture.priority === 'low')).toBe(true);
    // The same after hydration.
    await hot.goto();
    await expect(hot.tiles.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(hot.tiles.nth(1).locator('img')).not.toHaveAttribute('fetchpriority', /./);
    await expect(hot.tiles.nth(6).locator('img')).toHaveAttribute('fetchpriority', 'low');
  });

  test('on /m/hot the first screen\'s game pictures come over the page\'s own connection, the later ones from the image CDN', async ({ page, sim }) => {
    const hot = new HotGamesPage(page);
    await hot.goto();
    const first = hot.tiles.first().locator('img');
    await expect(first).toHaveJSProperty('complete', true);
    const [firstSrc, firstWidth] = await first.evaluate((img: HTMLImageElement) => [img.currentSrc, img.naturalWidth] as const);
    expect(new URL(firstSrc).origin).toBe(new URL(page.url()).origin);
    expect(new URL(firstSrc).pathname).toMatch(/^\/img\/384\/games\/[A-Z]+\/\d+\.webp$/);
    const later = hot.tiles.nth(6).locator('img');
    await later.scrollIntoViewIfNeeded();
    await expect(later).toHaveAttribute('src', new RegExp(`^${sim.url}/cdn/games/`));
    await expect(later).toHaveJSProperty('complete', true);
    // The app's copy is the CDN's icon itself: never enlarged, never smaller than the CDN's.
    expect(firstWidth).toBe(await later.evaluate((img: HTMLImageElement) => img.naturalWidth));
  });

  test('a first-screen game picture the resizer cannot deliver is asked from the image CDN', async ({ page, sim }) => {
    await page.route('**/img/384/games/**', (route) => route.fulfill({ status: 502 }));
    const hot = new HotGamesPage(page);
    await hot.goto();
    const first = hot.tiles.first().locator('img');
    await expect(first).toHaveAttribute('src', new RegExp(`^${sim.url}/cdn/games/`));
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('on /m/hot the vendor menu brings the icons its width shows; the others come as the player scrolls it', async ({ page }) => {
    const asked = new Set<string>();
    page.on('request', (request) => {
      if (/-WHITE\.png$/.test(request.url())) asked.add(new URL(request.url()).pathname);
    });
    const hot = new HotGamesPage(page);
    await hot.goto();
    await page.waitForLoadState('load');
    const icons = hot.menu.locator('img');
    await expect(icons.first()).toHaveJSProperty('complete', true);
    // Every icon the strip shows was asked for; one past its width was not.
    const shown = await hot.menu.evaluate((menu) => {
      const box = menu.getBoundingClientRect();
      return [...menu.querySelectorAll('img')]
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return r.right > box.left && r.left < box.right;
        })
        .map((img) => new URL(img.getAttribute('src') ?? img.getAttribute('data-later-src')!, location.href).pathname);
    });
    expect(shown.length).toBeGreaterThan(0);
    await expect.poll(() => shown.filter((path) => !asked.has(path))).toEqual([]);
    expect(asked.size).toBeLessThan(await icons.count());
    const last = icons.last();
    expect(await last.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe('');
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  // SPEC §2 hot games menu: a vendor's icon in a 24 px box.
  test("the vendor menu's icons arrive from the app at the size their box needs, a fifth of the CDN's picture", async ({ page, request, sim, hotGamesPage: hot }) => {
    const iconResponse = page.waitForResponse((response) => /\/img\/96\/[^/]+-WHITE\.png$/.test(response.url()));
    await hot.goto();
    const icon = hot.menu.locator('img[src$="-WHITE.png"]').first();
    await expect(icon).toHaveJSProperty('complete', true);
    const [path, naturalWidth] = await icon.evaluate((img: HTMLImageElement) => [new URL(img.currentSrc).pathname, img.naturalWidth]);
    expect(path).toMatch(/^\/img\/96\/[A-Z_]+-WHITE\.png$/);
    expect(naturalWidth).toBe(96);
    const original = await (await request.get(`${sim.url}/cdn/${path.split('/').pop()}`)).body();
    expect((await (await iconResponse).body()).length).toBeLessThan(original.length * 0.3);
  });

  test('without scripts, every icon of the vendor menu is drawn', async ({ page }) => {
    await withoutScripts(page, async (plain) => {
      const hot = new HotGamesPage(plain);
      await hot.goto();
      // One picture drawn per entry: the later ones from their <noscript> copy.
      const icons = hot.menu.locator('img').filter({ visible: true });
      await expect(icons).toHaveCount(await hot.entries.filter({ has: plain.locator('img') }).count());
      await icons.last().scrollIntoViewIfNeeded();
      await expect.poll(() => icons.last().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });
  });

  test('the lobby\'s vendor tiles, its largest paint, arrive from the app at the size their 64 px box needs', async ({ page, request, sim, gameLobbyPage: lobby }) => {
    const tileResponse = page.waitForResponse((response) => response.url().endsWith('/SABA-COLOR.png'));
    await lobby.goto();
    const tile = lobby.vendor('SABA Sports').locator('img');
    await expect(tile).toHaveJSProperty('complete', true);
    // The 128 px copy (two device pixels per CSS pixel), not the CDN's 200 px picture.
    expect(await tile.evaluate((img: HTMLImageElement) => [new URL(img.currentSrc).pathname, img.naturalWidth])).toEqual(['/img/128/SABA-COLOR.png', 128]);
    const original = await (await request.get(`${sim.url}/cdn/SABA-COLOR.png`)).body();
    expect((await (await tileResponse).body()).length).toBeLessThan(original.length * 0.5);
  });

  test('a vendor tile the resizer cannot deliver is asked from the image CDN', async ({ page, gameLobbyPage: lobby }) => {
    await page.route('**/img/128/SABA-COLOR.png', (route) => route.fulfill({ status: 502 }));
    await lobby.goto();
    const tile = lobby.vendor('SABA Sports').locator('img');
    await expect(tile).toHaveAttribute('src', /\/cdn\/SABA-COLOR\.png$/);
    await expect(tile).toHaveJSProperty('complete', true);
    expect(await tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  });

  test('the account screens\' largest paint, their logo, is asked for first', async ({ page }) => {
    for (const path of ['/m/login', '/m/forget', '/m/trail', '/m/login/social/callback']) {
      // In the server's HTML, as the preload scanner reads it, and once hydrated.
      const html = await (await page.request.get(path)).text();
      expect(html, path).toMatch(/<img src="\/icons\/icon-96\.webp\?v=[^"]+"[^>]*fetchPriority="high"/);
      await page.goto(path);
      await expect(page.locator('main img[src^="/icons/icon-96.webp"]'), path).toHaveAttribute('fetchpriority', 'high');
    }
  });

  test('the image route resizes the CDN\'s own pictures at the offered widths, and nothing else', async ({ request }) => {
    expect((await request.get('/img/64/teams/hagl.png')).headers()['content-type']).toBe('image/webp');
    for (const path of ['/img/385/banners/101.jpg', '/img/9999/banners/101.jpg', '/img/384/..%2F..%2Fbanners%2F101.jpg', '/img/384/banners/101.svg', '/img/384/http:%2F%2Fexample.com%2Fa.jpg']) {
      expect((await request.get(path)).status(), path).toBe(400);
    }
    expect((await request.get('/img/384/banners/999.jpg')).status()).toBe(404);
  });

  // SPEC §4 startup modes: maintenance and region restriction close the image route with the pages and the doors
  test('the image route is closed during maintenance and region restriction, with the translated page', async ({ request, sim }) => {
    const picture = '/img/384/banners/101.jpg';
    expect((await request.get(picture)).status()).toBe(200);
    await sim.setState({ maintenance: true });
    const maintenance = await request.get(picture, { headers: { Cookie: 'NEXT_LOCALE=en' } });
    expect(maintenance.status()).toBe(503);
    expect(maintenance.headers()['cache-control']).toBe('no-store');
    expect(await maintenance.text()).toContain('<html lang="en"');
    await sim.setState({ maintenance: false, regionRestriction: true });
    const region = await request.get('/img/480/banners/101.jpg');
    expect(region.status()).toBe(451);
    expect(await region.text()).toContain('<html lang="vi"');
    await sim.setState({ regionRestriction: false });
    expect((await request.get(picture)).status()).toBe(200);
  });

  test('every image on the home page has its box before it loads (width and height)', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const boxless = await page.locator('img').evaluateAll((images) =>
      images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML),
    );
    expect(boxless).toEqual([]);
  });

  test('static files: hashed scripts immutable for a year and sent in brotli, public images a day with background revalidation', async ({ page, request }) => {
    const home = new HomePage(page);
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (/\/_next\/static\/.+\.(js|css)$/.test(response.url())) scripts.push(response);
    });
    await home.goto();
    await page.waitForLoadState('load');
    // As the browser asked for them (it accepts brotli): the build's brotli copies, not gzip made per request.
    expect(scripts.length).toBeGreaterThan(3);
    for (const response of scripts) expect(await response.headerValue('content-encoding'), response.url()).toBe('br');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const chunk = await request.get(script!);
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // A client that does not accept brotli still gets the script, from Next.
    const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers()['content-encoding']).toBe('gzip');
    expect(await plain.text()).toBe(await chunk.text());
    for (const path of ['/images/flags/en.svg', '/images/placeholder.svg', '/icons/icon-48.png']) {
      const file = await request.get(path);
      expect(file.status()).toBe(200);
      expect(file.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    }
  });
});
