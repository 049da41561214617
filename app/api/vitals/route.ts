import { readBody } from '@/lib/bff/handleBff';
import { config } from '@/lib/config';
import { checkLimits, doorLimits } from '@/lib/pipeline/attempts';
import { PlatformError } from '@/lib/platform/PlatformError';
import { recordVitals, vitalLabels, vitalsBeacon, VITALS_BODY_BYTES } from '@/lib/observability/vitals';
import { isSameOrigin } from '@/lib/security/sameOrigin';

export const dynamic = 'force-dynamic';

const LIMITS = doorLimits({ visitor: 'vitals' });

const dropped = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * Core Web Vitals from a player's page (components/shell/VitalsReporter.tsx, by sendBeacon): counted into the
 * /api/metrics histograms when the beacon is ours, well-formed and within the visitor's limit; anything else is
 * dropped with a 4xx the browser ignores, before a label is made.
 */
export async function POST(request: Request): Promise<Response> {
  // Another site must not write into the operators' figures.
  if (!isSameOrigin(request)) return dropped(403);
  try {
    await checkLimits(LIMITS, {}, { forwardedFor: request.headers.get('x-forwarded-for'), userName: null });
    const text = (await readBody(request, VITALS_BODY_BYTES)).toString('utf8');
    const beacon = vitalsBeacon.safeParse(JSON.parse(text));
    const labels = beacon.success ? vitalLabels(beacon.data, config().MERCHANT_CODE) : null;
    if (!beacon.success || !labels) return dropped(400);
    recordVitals(beacon.data, labels);
    return dropped(204);
  } catch (error) {
    if (error instanceof SyntaxError) return dropped(400);
    if (error instanceof PlatformError) return dropped(error.kind === 'rate_limited' ? 429 : 413);
    throw error;
  }
}
