import { probePlatform } from '@/lib/settings/settings';
import { storeHealth } from '@/lib/store/store';

export const dynamic = 'force-dynamic';

const PROBE_TIMEOUT_MS = 2000;

/**
 * For the container HEALTHCHECK and operators: 503 only when the platform has never answered. A shared store that
 * does not answer makes it 'degraded', not down: reads go on, and sign-in and payment-password limits refuse.
 */
export async function GET(): Promise<Response> {
  const [probe, shared] = await Promise.all([probePlatform(PROBE_TIMEOUT_MS), storeHealth()]);
  return Response.json(
    {
      status: !probe.loaded ? 'down' : probe.reachable && shared.reachable ? 'ok' : 'degraded',
      platformReachable: probe.reachable,
      settingsLoaded: probe.loaded,
      settingsAgeMs: probe.ageMs,
      store: {
        kind: shared.kind,
        reachable: shared.reachable,
        ...(shared.reachable ? {} : { failing: 'closed for sign-in and payment-password limits, open for reads' }),
      },
    },
    { status: probe.loaded ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
