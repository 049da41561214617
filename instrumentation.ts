/** Runs once when the server starts; the Node-only start-up checks live in their own module. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    await import('./lib/checkConfigAtStart');
  }
}
