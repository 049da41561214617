import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';
import { resetSettingsCache } from '@/lib/settings/settings';
import { useSim } from '../support/simServer';
import { useConfig } from '../support/testConfig';

const sim = useSim({ SETTINGS_TTL_MS: '10000' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every platform call the simulator saw (the health check may use any of them). */
async function platformCalls(): Promise<number> {
  return (await sim.requests()).filter((entry) => !entry.path.startsWith('/__sim')).length;
}

async function health() {
  const response = await GET();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('/api/health', () => {
  it('asks the platform once for a crowd of probes arriving together', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => health()));
    expect(answers.every((answer) => answer.status === 200 && answer.body.status === 'ok')).toBe(true);
    expect(await platformCalls()).toBe(1);
  });

  it('asks the platform at most once per second however often it is probed', async () => {
    const started = Date.now();
    let probes = 0;
    while (Date.now() - started < 2500) {
      await Promise.all([health(), health(), health()]);
      probes += 3;
      await sleep(10);
    }
    expect(probes).toBeGreaterThan(100);
    const calls = await platformCalls();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(calls).toBeLessThanOrEqual(3);
  });

  it('reports a failing platform within a second, and its recovery', async () => {
    expect((await health()).body).toMatchObject({ status: 'ok', platformReachable: true });
    await sim.setState({ faults: [{ path: '/', status: 503 }] });
    await sleep(1050);
    expect(await health()).toMatchObject({ status: 200, body: { status: 'degraded', platformReachable: false, settingsLoaded: true } });
    await sim.setState({ faults: [] });
    await sleep(1050);
    expect((await health()).body).toMatchObject({ status: 'ok', platformReachable: true });
  });

  it('does not wait on a hung platform longer than the probe allows', async () => {
    await health();
    await sim.setState({ faults: [{ path: '/', hang: true }] });
    await sleep(1050);
    const started = Date.now();
    expect((await health()).body).toMatchObject({ status: 'degraded', platformReachable: false });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('answers 503 while the platform has never answered', async () => {
    useConfig({ UPSTREAM_URL: 'http://127.0.0.1:9', PLATFORM_TIMEOUT_MS: '500' });
    resetSettingsCache();
    expect(await health()).toMatchObject({ status: 503, body: { status: 'down', settingsLoaded: false, platformReachable: false } });
  });
});
