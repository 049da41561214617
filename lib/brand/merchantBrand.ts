import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import { config } from '@/lib/config';
import { logJson } from '@/lib/observability/log';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { contentSourcesOf } from '@/lib/security/contentSources';
import { loadSettings } from '@/lib/settings/settings';
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

let operatorFile: OperatorFile | null = null;
let unreadable: string | null = null;
let last: { settings: ConsolidatedSettings | null; block: unknown; brand: Brand } | null = null;

async function operatorBlock(): Promise<unknown> {
  const path = config().BRAND_FILE;
  if (!path) return undefined;
  const now = Date.now();
  if (operatorFile && now - operatorFile.checkedAt < config().SETTINGS_TTL_MS) return operatorFile.block;
  try {
    const { mtimeMs } = await stat(path);
    if (operatorFile?.mtimeMs === mtimeMs) {
      operatorFile.checkedAt = now;
      return operatorFile.block;
    }
    const block: unknown = JSON.parse(await readFile(path, 'utf8'));
    operatorFile = { checkedAt: now, mtimeMs, block };
  } catch (error) {
    // A missing or broken file leaves the platform's brand (or the neutral one), never a failed page.
    const message = (error as Error).message;
    if (message !== unreadable) logJson('warn', 'BRAND_FILE unreadable, platform brand used', { error: message });
    unreadable = message;
    operatorFile = { checkedAt: now, mtimeMs: -1, block: undefined };
  }
  return operatorFile.block;
}

export function brandOf(settings: ConsolidatedSettings | null, operator: unknown): Brand {
  if (last && last.settings === settings && last.block === operator) return last.brand;
  const origins = contentSourcesOf(settings, config().MERCHANT_CODE).image;
  const brand = resolveBrand(
    readBrandBlock(settings?.brand, 'platform', origins),
    readBrandBlock(operator, 'BRAND_FILE', origins),
    neutralName(config().PUBLIC_URL),
  );
  last = { settings, block: operator, brand };
  return brand;
}

/** The brand and the settings it was read with (the logo's address is resolved against their image CDNs). */
export async function merchantBrand(): Promise<{ brand: Brand; settings: ConsolidatedSettings | null }> {
  const [snapshot, operator] = await Promise.all([loadSettings(), operatorBlock()]);
  const settings = snapshot?.settings ?? null;
  return { brand: brandOf(settings, operator), settings };
}
