import { describe, expect, it } from 'vitest';
import { downloadLink, downloadLinks, hasDownload, insideApp, iosSafari, phonePlatform } from '@/features/download/logic/appContext';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidApp: 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 McNativeApp/3.2.0',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

const settings = (resources: { resourceType: string; url: string }[]) => ({ resources }) as unknown as ConsolidatedSettings;
const all = settings([
  { resourceType: 'IOS', url: 'https://dl.test/ios' },
  { resourceType: 'Android', url: 'https://dl.test/app.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://dl.test/app.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: '/app/icon.png' },
]);

// SPEC §2 download bar and popup: where the app runs and what it offers
describe('appContext', () => {
  it('knows the native app by its McNativeApp/ token only', () => {
    expect(insideApp(UA.androidApp)).toBe(true);
    expect(insideApp(UA.android)).toBe(false);
    expect(insideApp(`${UA.iphoneSafari} McNativeApp/1.0`)).toBe(true);
    expect(insideApp('')).toBe(false);
  });

  it('tells iOS (iPadOS included), Android and the rest apart', () => {
    expect(phonePlatform(UA.iphoneSafari)).toBe('ios');
    expect(phonePlatform(UA.iphoneChrome)).toBe('ios');
    expect(phonePlatform(UA.ipadOs)).toBe('ios');
    expect(phonePlatform(UA.android)).toBe('android');
    expect(phonePlatform(UA.androidApp)).toBe('android');
    expect(phonePlatform(UA.macSafari)).toBe('other');
    expect(phonePlatform(UA.desktop)).toBe('other');
    expect(phonePlatform('')).toBe('other');
  });

  it('recognises Safari on iOS, not the other iOS browsers', () => {
    expect(iosSafari(UA.iphoneSafari)).toBe(true);
    expect(iosSafari(UA.ipadOs)).toBe(true);
    expect(iosSafari(UA.iphoneChrome)).toBe(false);
    expect(iosSafari(UA.macSafari)).toBe(false);
  });

  it('reads the download resources, keeping only http(s) app links', () => {
    expect(downloadLinks(all)).toEqual({
      android: 'https://dl.test/app.apk',
      ios: 'https://dl.test/ios',
      profile: 'https://dl.test/app.mobileconfig',
      icon: '/app/icon.png',
    });
    const odd = downloadLinks(settings([{ resourceType: 'Android', url: 'javascript:alert(1)' }, { resourceType: 'IOS', url: '' }]));
    expect(odd).toEqual({ android: null, ios: null, profile: null, icon: null });
    expect(hasDownload(odd)).toBe(false);
    expect(hasDownload(downloadLinks(null))).toBe(false);
    expect(hasDownload(downloadLinks(settings([{ resourceType: 'MOBILECONFIG', url: 'https://dl.test/p' }])))).toBe(true);
  });

  it('gives the bar the iOS link on iOS and the Android package elsewhere', () => {
    expect(downloadLink(all, UA.iphoneSafari)).toBe('https://dl.test/ios');
    expect(downloadLink(all, UA.android)).toBe('https://dl.test/app.apk');
    expect(downloadLink(all, UA.desktop)).toBe('https://dl.test/app.apk');
    expect(downloadLink(null, UA.android)).toBeNull();
  });
});

describe('serviceType', async () => {
  const { serviceType, requestOrigin, shownServiceLinks } = await import('@/features/service/logic/serviceLink');
  it('takes a shown kind from ?type= in any case, else LIVECHAT', () => {
    expect(serviceType(undefined)).toBe('LIVECHAT');
    expect(serviceType('whatsapp')).toBe('WHATSAPP');
    expect(serviceType(['FACEBOOK', 'x'])).toBe('FACEBOOK');
    expect(serviceType('TELEGRAM')).toBe('LIVECHAT');
  });
  it('keeps the shown kinds in the side menu order', () => {
    const link = (csType: string) => ({ csType, title: csType, url: `https://cs.test/${csType}` });
    expect(shownServiceLinks([link('TELEGRAM'), link('FACEBOOK'), link('LIVECHAT')]).map((entry) => entry.csType)).toEqual(['LIVECHAT', 'FACEBOOK']);
  });
  it('builds our origin from the request, behind a TLS proxy too', () => {
    expect(requestOrigin(new Headers({ host: '127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000');
    expect(requestOrigin(new Headers({ host: 'internal:3000', 'x-forwarded-host': 'm.casino.test', 'x-forwarded-proto': 'https' }))).toBe('https://m.casino.test');
    expect(requestOrigin(new Headers({ host: 'bad host/<x>' }))).toBeNull();
  });
});
