import { PlatformError } from '@/lib/platform/PlatformError';
import { labelValue, metrics } from './metrics';

/** Kinds of failure where the platform gave no usable answer (a refusal is an answer). */
const FAILED = new Set(['timeout', 'unreachable', 'bad_answer']);

/** Counts one platform call and its time, by call path and answer code. */
export async function observePlatformCall<T>(call: string, send: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let code = 'OK';
  let kind: string | null = null;
  try {
    return await send();
  } catch (error) {
    code = error instanceof PlatformError ? error.code : 'INTERNAL';
    kind = error instanceof PlatformError ? error.kind : 'internal';
    throw error;
  } finally {
    try {
      const { platformCalls, platformDuration, platformFailures } = metrics();
      const label = labelValue(call);
      platformCalls.inc({ call: label, code: labelValue(code) });
      platformDuration.observe({ call: label, outcome: kind && FAILED.has(kind) ? 'failed' : 'answered' }, (performance.now() - started) / 1000);
      if (kind && FAILED.has(kind)) platformFailures.inc({ call: label, kind });
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
