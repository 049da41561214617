import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();

const homeAnnouncements = () =>
  simulator.client.call('/wps/announcements', { moduleId: 'COMM3', query: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'mer01' } });
const settings = () => simulator.client.call('/wps/system/settings/consolidated', { moduleId: 'COMM3' });

// The home screen's switches (README control API): no notices of some types, and a world-cup ticket link
describe('home switches of /__sim/state', () => {
  it('start off: every type answers, and no WORLDCUP resource', async () => {
    const state = await simulator.client.control('state');
    expect(state.value).toMatchObject({ emptyAnnouncements: [], worldCup: false });
    const { body } = await homeAnnouncements();
    expect(body.value.playerNotices).toHaveLength(6);
    expect(body.value.hotMatches).toHaveLength(4);
    const resources = (await settings()).body.value.resources.map((entry: { resourceType: string }) => entry.resourceType);
    expect(resources).not.toContain('WORLDCUP');
  });

  it('emptyAnnouncements answers those types empty and leaves the others', async () => {
    const updated = await simulator.client.control('state', { emptyAnnouncements: ['PL', 'H'] });
    expect(updated.value.emptyAnnouncements).toEqual(['PL', 'H']);
    const { body } = await homeAnnouncements();
    expect(body.value.playerNotices).toEqual([]);
    expect(body.value.hotMatches).toEqual([]);
    expect(body.value.banners).toHaveLength(4);
    expect(body.value.popups).toHaveLength(2);
  });

  it('worldCup adds a WORLDCUP link to the settings resources, served as a stand-in page', async () => {
    await simulator.client.control('state', { worldCup: true });
    const worldCup = (await settings()).body.value.resources.find((entry: { resourceType: string }) => entry.resourceType === 'WORLDCUP');
    expect(worldCup.url).toBe(`${simulator.url}/download/worldcup`);
    expect((await fetch(worldCup.url)).status).toBe(200);
  });

  it('refuses bad values and forgets the switches on reset', async () => {
    expect((await simulator.client.control('state', { emptyAnnouncements: ['XX'] })).success).toBe(false);
    expect((await simulator.client.control('state', { worldCup: 'yes' })).success).toBe(false);
    await simulator.client.control('state', { emptyAnnouncements: ['PL'], worldCup: true });
    await simulator.client.control('reset', {});
    expect((await simulator.client.control('state')).value).toMatchObject({ emptyAnnouncements: [], worldCup: false });
  });
});
