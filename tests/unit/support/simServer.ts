import { afterAll, beforeAll, beforeEach } from 'vitest';
// The reference platform, started for real on a free port: tests talk to it over HTTP.
import { startSim } from '../../../platform-sim/server.mjs';
import { useConfig } from './testConfig';
import { resetSettingsCache } from '@/lib/settings/settings';

export interface SimRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}

export interface SimHandle {
  url: string;
  control(path: string, body?: unknown): Promise<unknown>;
  setState(state: Record<string, unknown>): Promise<unknown>;
  requests(): Promise<SimRequest[]>;
}

/** Starts the simulator for a test file, points the app's config at it and resets it before each test. */
export function useSim(configOverrides: Record<string, string> = {}): SimHandle {
  let sim: { url: string; close(): Promise<void> } | undefined;
  const handle: SimHandle = {
    get url() {
      return sim!.url;
    },
    async control(path, body) {
      const response = await fetch(`${sim!.url}/__sim/${path}`, body === undefined
        ? {}
        : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await response.json()) as { value?: unknown };
      return answer.value;
    },
    setState: (state) => handle.control('state', state),
    requests: async () => (await handle.control('requests')) as SimRequest[],
  };
  beforeAll(async () => {
    sim = await startSim({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(async () => {
    await handle.control('reset', {});
    useConfig({ UPSTREAM_URL: sim!.url, PLATFORM_TIMEOUT_MS: '1000', SETTINGS_TTL_MS: '200', ...configOverrides });
    resetSettingsCache();
  });
  afterAll(async () => {
    await sim?.close();
  });
  return handle;
}
