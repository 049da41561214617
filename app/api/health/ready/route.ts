import { isDraining } from '@/lib/observability/serverHooks';
import { storeStarting } from '@/lib/store/store';

export const dynamic = 'force-dynamic';

/**
 * Readiness (balancers, Kubernetes): false from SIGTERM on, so traffic stops before the listener closes, and while
 * a starting replica makes its first connection to the shared store. It asks nothing of the platform: a platform
 * outage must not take every replica out of the balancer at once.
 */
export function GET(): Response {
  const reason = isDraining() ? 'draining' : storeStarting() ? 'connecting to the store' : null;
  return Response.json({ ready: !reason, ...(reason ? { reason } : {}) }, { status: reason ? 503 : 200, headers: { 'Cache-Control': 'no-store' } });
}
