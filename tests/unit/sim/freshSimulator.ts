import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSim } from '../../../platform-sim/server.mjs';
import { simClient } from './simClient';

export interface RunningSimulator {
  url: string;
  port: number;
  client: ReturnType<typeof simClient>;
}

/** One simulator per test file on a free port, seeded afresh before each test. */
export function freshSimulator(): RunningSimulator {
  const running = {} as RunningSimulator;
  let sim: Awaited<ReturnType<typeof startSim>>;
  beforeAll(async () => {
    sim = await startSim({ port: 0 });
    Object.assign(running, { url: sim.url, port: sim.port, client: simClient(sim.url) });
  });
  afterAll(() => sim.close());
  beforeEach(() => running.client.control('reset', {}));
  return running;
}
