import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();

const resourceTypes = async () =>
  (await simulator.client.call('/wps/system/settings/consolidated', { moduleId: 'COMM3' })).body.value.resources.map(
    (entry: { resourceType: string }) => entry.resourceType,
  );

// The customer-service and download switches (README control API)
describe('serviceFrameRefused and appDownloads of /__sim/state', () => {
  it('start with an embeddable service page and the three download links', async () => {
    expect((await simulator.client.control('state')).value).toMatchObject({ serviceFrameRefused: false, appDownloads: true });
    const page = await fetch(`${simulator.url}/service/LIVECHAT`, { method: 'HEAD' });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).toBeNull();
    expect(await resourceTypes()).toEqual(expect.arrayContaining(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon']));
  });

  it('serviceFrameRefused makes every service page forbid framing, until reset', async () => {
    await simulator.client.control('state', { serviceFrameRefused: true });
    for (const csType of ['LIVECHAT', 'WHATSAPP']) {
      const page = await fetch(`${simulator.url}/service/${csType}`);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(await page.text()).toContain(csType);
    }
    await simulator.client.control('reset', {});
    expect((await fetch(`${simulator.url}/service/LIVECHAT`)).headers.get('x-frame-options')).toBeNull();
  });

  it('appDownloads off leaves the app links out but keeps the icon', async () => {
    await simulator.client.control('state', { appDownloads: false });
    expect(await resourceTypes()).toEqual(['AppDownloadIcon']);
  });

  it('refuses a switch that is not a boolean', async () => {
    const answer = await fetch(`${simulator.url}/__sim/state`, { method: 'POST', body: JSON.stringify({ serviceFrameRefused: 'yes' }) });
    expect(answer.status).toBe(400);
  });
});
