import { headers } from 'next/headers';
import { TrialRejectScreen } from '@/features/accounts/components/TrialRejectScreen';
import { routeMetadata } from '@/lib/routes/routeMetadata';
import { routeRule } from '@/lib/routes/routeTable';

async function screenRule() {
  return routeRule((await headers()).get('x-mc-pathname') ?? '');
}

// The title of the screen asked for, as the route table names it (the address stays, so does the title).
export const generateMetadata = routeMetadata;

/**
 * SPEC §6 free_reject in place of an actual-account screen: the proxy rewrites such a screen here for trial and
 * free-play sessions (the route table's `actualOnly`), so the screen's own reads never run.
 */
export default async function FreeRejectPage() {
  const rule = await screenRule();
  return <TrialRejectScreen screen={rule?.page ?? ''} />;
}
