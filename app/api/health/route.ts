import { systemStatus } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { loadSettings, settingsHealth } from '@/lib/settings/settings';

export const dynamic = 'force-dynamic';

const PROBE_TIMEOUT_MS = 2000;

/** For the container HEALTHCHECK and operators: 503 only when the platform has never answered. */
export async function GET(): Promise<Response> {
  const [platformReachable] = await Promise.all([
    callPlatform(systemStatus, {}, { timeoutMs: PROBE_TIMEOUT_MS }).then(() => true, () => false),
    loadSettings(),
  ]);
  const settings = settingsHealth();
  return Response.json(
    {
      status: !settings.loaded ? 'down' : platformReachable ? 'ok' : 'degraded',
      platformReachable,
      settingsLoaded: settings.loaded,
      settingsAgeMs: settings.ageMs,
    },
    { status: settings.loaded ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
