import 'server-only';
import CryptoJS from 'crypto-js';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';

export interface CustomerServiceLink {
  csType: string;
  title: string;
  url: string;
}

/** The side menu shows only these kinds (SPEC §2 home). */
export const shownCustomerServiceTypes = ['LIVECHAT', 'WHATSAPP', 'FACEBOOK'] as const;

/** Path type '3' is DES-ECB keyed with the merchant code (right-padded with 0 to 8), Base64. */
export function decodeServicePath(path: string, merchantCode: string): string | null {
  try {
    const key = CryptoJS.enc.Utf8.parse(merchantCode.padEnd(8, '0').slice(0, 8));
    const plain = CryptoJS.DES.decrypt(path, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
    return plain.toString(CryptoJS.enc.Utf8) || null;
  } catch {
    return null;
  }
}

// Every render asks for the links of the same cached settings snapshot; DES-decoding them once per snapshot
// keeps that off each request.
const decoded = new WeakMap<ConsolidatedSettings, { merchantCode: string; links: CustomerServiceLink[] }>();

/** The customer-service links with their obfuscated paths decoded; links that are not http(s) are dropped. */
export function customerServiceLinks(settings: ConsolidatedSettings, merchantCode: string): CustomerServiceLink[] {
  const known = decoded.get(settings);
  if (known?.merchantCode === merchantCode) return known.links;
  const links: CustomerServiceLink[] = [];
  for (const entry of settings.customerService) {
    const url = entry.type === '3' ? decodeServicePath(entry.path, merchantCode) : entry.path;
    if (url && /^https?:\/\//.test(url)) links.push({ csType: entry.csType, title: entry.title, url });
  }
  decoded.set(settings, { merchantCode, links });
  return links;
}
