import 'server-only';
import type { RegisterFieldSetting } from '@/features/accounts/logic/registerSchema';
import { config } from '@/lib/config';
import { registerSettings } from '@/lib/platform/calls';
import { askPlatform } from '@/lib/request/context';
import { unstable_rethrow } from 'next/navigation';

/**
 * The platform's registration field settings (row 15), cached in the server process like the consolidated settings
 * (SPEC §5: rules fetched from the server and cached): fresh for SETTINGS_TTL_MS; when a refresh fails, the last
 * good copy keeps serving. The register page and its action read the same copy, so both check the same rules.
 */
interface FieldsCache {
  fields?: RegisterFieldSetting[];
  loadedAt?: number;
}

const holder = globalThis as typeof globalThis & { __mcRegisterFields?: FieldsCache };
const cache = (holder.__mcRegisterFields ??= {});

export async function registerFields(): Promise<RegisterFieldSetting[]> {
  if (cache.fields && cache.loadedAt !== undefined && Date.now() - cache.loadedAt <= config().SETTINGS_TTL_MS) {
    return cache.fields;
  }
  try {
    const fields = await askPlatform(registerSettings, {});
    cache.fields = fields;
    cache.loadedAt = Date.now();
    return fields;
  } catch (error) {
    unstable_rethrow(error);
    if (cache.fields) return cache.fields;
    throw error;
  }
}
