import 'server-only';
import { PlatformError } from '@/lib/platform/PlatformError';
import { loadSettings } from './settings';
import { whitelabelFlag, type WhitelabelFlag } from './whitelabelFlag';
import { unstable_rethrow } from 'next/navigation';

export type FlaggedLoad<T> = { value: T } | { unavailable: true } | { failure: unknown };

/**
 * The first view of a screen behind a whitelabel switch. Off in the settings, or the platform answering
 * FEATURE_OFF before the cached settings know it, is `unavailable` (the platform is then not asked, or its
 * refusal is not an error); any other failure is kept for the screen to word.
 */
export async function flaggedLoad<T>(flag: WhitelabelFlag, load: () => Promise<T>): Promise<FlaggedLoad<T>> {
  const snapshot = await loadSettings();
  if (!whitelabelFlag(snapshot?.settings ?? null, flag)) return { unavailable: true };
  try {
    return { value: await load() };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof PlatformError && error.code === 'FEATURE_OFF') return { unavailable: true };
    return { failure: error };
  }
}
