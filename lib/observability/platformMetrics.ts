import { PlatformError } from '@/lib/platform/PlatformError';
import { labelValue, metrics } from './metrics';

/** Counts one platform call and its time, by call path and answer code. */
export async function observePlatformCall<T>(call: string, send: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let code = 'OK';
  let kind: string | null = null;
  let failed = false;
  try {
    return await send();
  } catch (error) {
    code = error instanceof PlatformError ? error.code : 'INTERNAL';
    kind = error instanceof PlatformError ? error.kind : 'internal';
    failed = error instanceof PlatformError && error.unanswered;
    throw error;
  } finally {
    try {
      const { platformCalls, platformDuration, platformFailures } = metrics();
      const label = labelValue(call);
      platformCalls.inc({ call: label, code: labelValue(code) });
      platformDuration.observe({ call: label, outcome: failed ? 'failed' : 'answered' }, (performance.now() - started) / 1000);
      if (failed && kind) platformFailures.inc({ call: label, kind });
    } catch {
      // A metric must never fail a call.
    }
  }
}

/** Counts a write refused by one of its limits before the platform was asked. */
export function countLimitRefusal(error: unknown): void {
  if (!(error instanceof PlatformError)) return;
  try {
    metrics().rateLimitRefusals.inc({ code: labelValue(error.code) });
  } catch {
    // A metric must never fail a request.
  }
}
