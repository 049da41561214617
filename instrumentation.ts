/** Runs once when the server starts: the Node-only start-up checks and log filters live in their own modules. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    await import('./lib/checkConfigAtStart');
    (await import('./lib/logging/clientAborts')).quietClientAborts();
    // Request ids, request logs and metrics, the settings kept fresh, the store connected, graceful shutdown.
    (await import('./lib/observability/startServerHooks')).startServerHooks();
  }
}
