import { probePlatform } from '@/lib/settings/settings';

export const dynamic = 'force-dynamic';

const PROBE_TIMEOUT_MS = 2000;

/** For the container HEALTHCHECK and operators: 503 only when the platform has never answered. */
export async function GET(): Promise<Response> {
  const probe = await probePlatform(PROBE_TIMEOUT_MS);
  return Response.json(
    {
      status: !probe.loaded ? 'down' : probe.reachable ? 'ok' : 'degraded',
      platformReachable: probe.reachable,
      settingsLoaded: probe.loaded,
      settingsAgeMs: probe.ageMs,
    },
    { status: probe.loaded ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
