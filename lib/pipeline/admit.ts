import 'server-only';
import { PlatformError } from '@/lib/platform/PlatformError';
import { isAgentType } from '@/lib/routes/routeTable';
import type { SessionData } from '@/lib/session/session';
import { loadSettings } from '@/lib/settings/settings';
import { startupMode } from '@/lib/settings/startupMode';
import { whitelabelFlag, type WhitelabelFlag } from '@/lib/settings/whitelabelFlag';

/**
 * Who may call a write: anyone, a signed-in member, an actual account (not trial or free play, SPEC §6
 * free_reject), or an agent (SPEC §6 agent types).
 */
export type Caller = 'visitor' | 'member' | 'actual' | 'agent';

/** A member-only call from someone signed out (not a token the platform ended). */
export const NOT_SIGNED_IN = 'NOT_SIGNED_IN';


/**
 * The checks every write and door takes before its input is read, in one order: the site is open (SPEC §4
 * maintenance and region close writes with the pages; a sign-out, `endsSession`, only takes rights away and is let
 * through), the caller may call, the merchant's switch is on (the route table's FEATURE_SWITCHES).
 * Throws the PlatformError it refuses with.
 */
export async function admit(
  who: Caller,
  flag: WhitelabelFlag | undefined,
  session: SessionData | null,
  { endsSession = false }: { endsSession?: boolean } = {},
): Promise<void> {
  const settings = (await loadSettings())?.settings ?? null;
  const mode = endsSession ? 0 : startupMode(settings);
  if (mode === 1) throw new PlatformError('maintenance', 'MAINTENANCE', 'Maintenance');
  if (mode === 2) throw new PlatformError('region', 'REGION_RESTRICTED', 'Region restricted');
  if (who !== 'visitor') {
    if (!session) throw new PlatformError('session', NOT_SIGNED_IN, 'Not signed in');
    if (who !== 'member' && session.trial) throw new PlatformError('refused', 'NOT_ACTUAL_ACCOUNT', 'Not an actual account');
    if (who === 'agent' && !isAgentType(session.type)) throw new PlatformError('forbidden', 'NO_PERMISSION', 'Agents only');
  }
  if (flag && !whitelabelFlag(settings, flag)) throw new PlatformError('refused', 'FEATURE_OFF', 'Feature off');
}
