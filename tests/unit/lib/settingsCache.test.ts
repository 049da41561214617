import { describe, expect, it } from 'vitest';
import { loadSettings, resetSettingsCache, settingsHealth } from '@/lib/settings/settings';
import { startupMode } from '@/lib/settings/startupMode';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { useSim } from '../support/simServer';

const TTL = 200;
const sim = useSim({ SETTINGS_TTL_MS: String(TTL) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settingsCalls = async () =>
  (await sim.requests()).filter((r) => r.path === '/wps/system/settings/consolidated').length;

/** Waits until a background refresh has landed. */
async function settle() {
  await loadSettings();
  await sleep(100);
}

// lib/settings: cached, revalidated in the background, last good copy while failing
describe('settings cache', () => {
  it('loads once and serves from memory while fresh', async () => {
    const first = await loadSettings();
    expect(first?.settings.whitelabel.DIRECTREG3).toBe(true);
    await loadSettings();
    await loadSettings();
    expect(await settingsCalls()).toBe(1);
    expect(settingsHealth()).toMatchObject({ loaded: true });
  });

  it('picks up maintenance and region switches after the TTL without a restart', async () => {
    expect(startupMode((await loadSettings())!.settings)).toBe(0);
    await sim.setState({ maintenance: true });
    await sleep(TTL + 20);
    await settle();
    expect(startupMode((await loadSettings())!.settings)).toBe(1);
    await sim.setState({ maintenance: false, regionRestriction: true });
    await sleep(TTL + 20);
    await settle();
    expect(startupMode((await loadSettings())!.settings)).toBe(2);
  });

  it('sees flags switched on the platform', async () => {
    await loadSettings();
    await sim.setState({ flags: { DIRECTREG3: false } });
    await sleep(TTL + 20);
    await settle();
    expect(whitelabelFlag((await loadSettings())!.settings, 'DIRECTREG3')).toBe(false);
  });

  it('keeps serving the last good copy while the platform fails', async () => {
    const good = await loadSettings();
    await sim.setState({ faults: [{ path: '/wps/system/settings', status: 500 }] });
    await sleep(TTL + 20);
    await settle();
    const during = await loadSettings();
    expect(during?.settings).toEqual(good?.settings);
    expect(settingsHealth().lastFailure).not.toBeNull();
  });

  it('forgotten while a refresh is on its way, the cache keeps nothing of that late answer', async () => {
    await loadSettings();
    // A slow refresh sets out (the simulator answers with the state it has when the latency is over)...
    await sim.setState({ faults: [{ path: '/wps/system/settings', latencyMs: 400 }] });
    await sleep(TTL + 20);
    await loadSettings();
    // ...the cache is forgotten, a fresh copy loaded, then the platform switches maintenance on before the slow
    // answer leaves: that answer must not replace the fresh copy.
    resetSettingsCache();
    await sim.setState({ faults: [] });
    expect(startupMode((await loadSettings())!.settings)).toBe(0);
    await sim.setState({ maintenance: true });
    await sleep(500);
    expect(startupMode((await loadSettings())!.settings)).toBe(0);
  });
});
