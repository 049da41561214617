import { headers } from 'next/headers';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { PlatformError } from '@/lib/platform/PlatformError';
import { refusalFor } from '@/lib/refusals/refusalText';
import { routeMetadata } from '@/lib/routes/routeMetadata';
import { routeRule } from '@/lib/routes/routeTable';

// The title of the screen asked for, as the route table names it (the address stays, so does the title).
export const generateMetadata = routeMetadata;

/**
 * A screen whose whitelabel switch is off (the route table's FEATURE_SWITCHES): the proxy rewrites it here, so the
 * screen's own reads never run, and the player reads the refusal table's FEATURE_OFF as an action or a door would say it.
 */
export default async function FeatureOffPage() {
  const rule = routeRule((await headers()).get('x-mc-pathname') ?? '');
  const { text } = await refusalFor(new PlatformError('refused', 'FEATURE_OFF', 'Feature off'));
  return <FeatureUnavailable screen={rule?.page ?? ''} message={text} />;
}
