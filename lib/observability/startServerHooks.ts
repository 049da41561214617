import { config } from '@/lib/config';
import { captureProcessScope } from '@/lib/platform/detachedFetch';
import { keepEndingSignOuts } from '@/lib/session/signOut';
import { keepSettingsFresh } from '@/lib/settings/settings';
import { closeStore, store } from '@/lib/store/store';
import { installGracefulShutdown, installRequestHooks } from './serverHooks';
import { settleAbortReasonStacks } from './settleAbortReasons';

/** What a production replica runs once at start (from instrumentation.ts). */
export function startServerHooks(): void {
  const env = config();
  captureProcessScope();
  settleAbortReasonStacks();
  installRequestHooks({ log: env.REQUEST_LOG, trustedProxies: env.TRUSTED_PROXIES, bodyBudgetBytes: env.REQUEST_BODY_BUDGET_MB * 1024 * 1024 });
  // Connects to the shared store now, not on the first sign-in (commands are not queued while connecting).
  store();
  keepSettingsFresh();
  // Sign-outs the platform has not confirmed, this replica's and any a stopped one left in the shared store.
  keepEndingSignOuts();
  if (env.NODE_ENV === 'production') {
    installGracefulShutdown({ drainMs: env.SHUTDOWN_DRAIN_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS, onClose: closeStore });
  }
}
