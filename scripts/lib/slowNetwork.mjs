// A new player's first visit on a 3G-like network (400 kb/s down and up, 400 ms round trip), through Chromium's own
// network emulation (CDP Network.emulateNetworkConditions) with an empty cache: the bytes received before the load
// event and the page's largest contentful paint, several runs, the median and the spread.
import { chromium } from 'playwright-core';
import { trustFlags } from './tlsFront.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const KBIT = 1000 / 8;
export const SLOW_NETWORK = { downloadKbps: 400, uploadKbps: 400, latencyMs: 400 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One cold visit: bytes on the wire until the load event (CDP's encoded lengths), LCP from the page itself. */
async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_NETWORK.latencyMs,
    downloadThroughput: SLOW_NETWORK.downloadKbps * KBIT,
    uploadThroughput: SLOW_NETWORK.uploadKbps * KBIT,
  });
  let bytes = 0;
  let loaded = false;
  const requests = new Set();
  cdp.on('Network.loadingFinished', (event) => {
    if (!loaded) bytes += event.encodedDataLength;
  });
  cdp.on('Network.requestWillBeSent', (event) => requests.add(event.request.url));
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120000 });
  loaded = true;
  const loadMs = Date.now() - started;
  // LCP settles once the first screen's pictures are in; the page is left a moment to report it.
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  return { bytes, lcp, loadMs, requests: requests.size };
}

/** `runs` cold visits of each target ({ label, url }) in turn; the median and the lowest and highest of each. */
export async function slowNetworkRuns(targets, { runs = 3, log = () => {}, trustedSpki } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', ...trustFlags(trustedSpki)] });
  const byLabel = new Map(targets.map((target) => [target.label, []]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const target of targets) {
        const row = await visit(browser, target.url);
        byLabel.get(target.label).push(row);
        log(`slow network run ${run}/${runs} ${target.label}: ${Math.round(row.bytes / 1024)} KiB before load, LCP ${Math.round(row.lcp)} ms, load ${row.loadMs} ms`);
      }
    }
  } finally {
    await browser.close();
  }
  return targets.map((target) => {
    const rows = byLabel.get(target.label);
    const of = (key) => ({ median: median(rows.map((r) => r[key])), low: Math.min(...rows.map((r) => r[key])), high: Math.max(...rows.map((r) => r[key])) });
    return { label: target.label, bytes: of('bytes'), lcp: of('lcp'), loadMs: of('loadMs'), requests: median(rows.map((r) => r.requests)) };
  });
}
