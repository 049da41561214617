import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { consolidatedSettings } from '@/lib/platform/schemas';
import { customerServiceLinks, decodeServicePath } from '@/lib/settings/customerServiceLinks';
import { FALLBACK_IMAGE, imageUrl } from '@/lib/settings/imageUrl';
import { detailVersion, startupMode, templateVersion } from '@/lib/settings/startupMode';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';

const settings = (over: Record<string, unknown> = {}) => consolidatedSettings.parse({ ...over });

function obfuscate(url: string, merchant: string): string {
  const key = CryptoJS.enc.Utf8.parse(merchant.padEnd(8, '0').slice(0, 8));
  return CryptoJS.DES.encrypt(url, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
}

describe('startup mode (SPEC §4 startup)', () => {
  it.each([
    [false, false, 0],
    [true, false, 1],
    [true, true, 1],
    [false, true, 2],
  ])('maintenance %s, region %s -> mode %i', (maintenance, regionRestriction, mode) => {
    expect(startupMode({ maintenance, regionRestriction })).toBe(mode);
  });

  it('is normal when settings never loaded', () => {
    expect(startupMode(null)).toBe(0);
  });

  it('derives template and detail versions from mem_cen and dep_func', () => {
    expect(templateVersion(settings({ mobileTemplate: { mem_cen: '1', dep_func: '0' } }))).toBe('new');
    expect(detailVersion(settings({ mobileTemplate: { mem_cen: '1', dep_func: '0' } }))).toBe('base');
    expect(detailVersion(settings({ mobileTemplate: { dep_func: 1 } }))).toBe('new');
    expect(templateVersion(settings())).toBe('base');
  });
});

describe('whitelabelFlag', () => {
  it('is on only when the platform says true', () => {
    const s = settings({ whitelabel: { DIRECTREG3: true, DEPOSIT: false } });
    expect(whitelabelFlag(s, 'DIRECTREG3')).toBe(true);
    expect(whitelabelFlag(s, 'DEPOSIT')).toBe(false);
    expect(whitelabelFlag(s, 'INBOX3')).toBe(false);
    expect(whitelabelFlag(null, 'DIRECTREG3')).toBe(false);
  });
});

describe('customer-service links (SPEC §7 service path type 3)', () => {
  it('decodes type 3 paths with the merchant code and keeps plain ones', () => {
    const s = settings({
      customerService: [
        { csType: 'LIVECHAT', title: 'Chat', type: '3', path: obfuscate('https://chat.example/room?id=1', 'mer01') },
        { csType: 'WHATSAPP', title: 'WA', type: '1', path: 'https://wa.example/123' },
        { csType: 'FACEBOOK', title: 'FB', type: '1', path: 'javascript:alert(1)' },
      ],
    });
    expect(customerServiceLinks(s, 'mer01')).toEqual([
      { csType: 'LIVECHAT', title: 'Chat', url: 'https://chat.example/room?id=1' },
      { csType: 'WHATSAPP', title: 'WA', url: 'https://wa.example/123' },
    ]);
  });

  it('yields nothing for a path sealed for another merchant', () => {
    expect(decodeServicePath(obfuscate('https://chat.example', 'other'), 'mer01')).not.toBe('https://chat.example');
  });
});

describe('imageUrl', () => {
  const cdns = { imageCDNs: ['https://cdn1.example/img/', 'https://cdn2.example/img'] };

  it('prefixes a CDN, the same one for the same path', () => {
    const url = imageUrl(cdns, '/games/G1.svg');
    expect(url).toMatch(/^https:\/\/cdn[12]\.example\/img\/games\/G1\.svg$/);
    expect(imageUrl(cdns, '/games/G1.svg')).toBe(url);
  });

  it('keeps absolute URLs and falls back without a path or CDN', () => {
    expect(imageUrl(cdns, 'https://x.example/a.png')).toBe('https://x.example/a.png');
    expect(imageUrl(cdns, '')).toBe(FALLBACK_IMAGE);
    expect(imageUrl({ imageCDNs: [] }, 'a.png')).toBe(FALLBACK_IMAGE);
  });
});
