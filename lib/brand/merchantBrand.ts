import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import { config } from '@/lib/config';
import { logJson } from '@/lib/observability/log';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { contentSourcesOf } from '@/lib/security/contentSources';
import { cachedSettings, loadSettings } from '@/lib/settings/settings';
import { type Brand, readBrandBlock, resolveBrand, neutralName } from './brand';

/**
 * The brand this container shows now: the cached platform settings' brand block with the operator's BRAND_FILE on
 * top. The file is looked at again once SETTINGS_TTL_MS old (read again only when it changed), so a new brand,
 * from the platform or the operator, shows within the settings' period without a restart.
 */

interface OperatorFile {
  checkedAt: number;
  mtimeMs: number;
  block: unknown;
}

interface BrandStore {
  operatorFile?: OperatorFile;
  unreadable?: string;
  last?: { settings: ConsolidatedSettings | null; block: unknown; brand: Brand };
}

// On globalThis, as the settings cache: the proxy's bundle and the pages' share what was read.
const holder = globalThis as typeof globalThis & { __mcBrand?: BrandStore };
const store = (holder.__mcBrand ??= {});

async function operatorBlock(): Promise<unknown> {
  const path = config().BRAND_FILE;
  if (!path) return undefined;
  const now = Date.now();
  const held = store.operatorFile;
  if (held && now - held.checkedAt < config().SETTINGS_TTL_MS) return held.block;
  try {
    const { mtimeMs } = await stat(path);
    if (held?.mtimeMs === mtimeMs) {
      held.checkedAt = now;
      return held.block;
    }
    const block: unknown = JSON.parse(await readFile(path, 'utf8'));
    store.operatorFile = { checkedAt: now, mtimeMs, block };
  } catch (error) {
    // A missing or broken file leaves the platform's brand (or the neutral one), never a failed page.
    const message = (error as Error).message;
    if (message !== store.unreadable) logJson('warn', 'BRAND_FILE unreadable, platform brand used', { error: message });
    store.unreadable = message;
    store.operatorFile = { checkedAt: now, mtimeMs: -1, block: undefined };
  }
  return store.operatorFile.block;
}

export function brandOf(settings: ConsolidatedSettings | null, operator: unknown): Brand {
  const last = store.last;
  if (last && last.settings === settings && last.block === operator) return last.brand;
  const origins = contentSourcesOf(settings, config().MERCHANT_CODE).image;
  const brand = resolveBrand(
    readBrandBlock(settings?.brand, 'platform', origins),
    readBrandBlock(operator, 'BRAND_FILE', origins),
    neutralName(config().PUBLIC_URL),
  );
  store.last = { settings, block: operator, brand };
  return brand;
}

/**
 * The brand from what is held now, without waiting for the platform or the file: for the status pages, which must
 * answer when neither does.
 */
export function heldBrand(): Brand {
  return brandOf(cachedSettings(), store.operatorFile?.block);
}

/** The brand and the settings it was read with (the logo's address is resolved against their image CDNs). */
export async function merchantBrand(): Promise<{ brand: Brand; settings: ConsolidatedSettings | null }> {
  const [snapshot, operator] = await Promise.all([loadSettings(), operatorBlock()]);
  const settings = snapshot?.settings ?? null;
  return { brand: brandOf(settings, operator), settings };
}
