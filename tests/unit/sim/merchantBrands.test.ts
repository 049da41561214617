import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readBrandBlock, resolveBrand } from '@/lib/brand/brand';
import { consolidatedSettings } from '@/lib/platform/schemas';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();

// SPEC §3 consolidated settings (row 14): the reference platform answers each merchant's brand by its Merchant
// header; a trial merchant shows its main merchant's. The product reads it without falling back to neutral.
describe('each merchant\'s brand (row 14)', () => {
  async function brandFor(merchant: string) {
    const { body } = await simulator.client.call('/wps/system/settings/consolidated', { moduleId: 'COMM3', merchant });
    expect(body.success).toBe(true);
    return consolidatedSettings.parse(body.value);
  }

  const brandOf = (settings: ReturnType<typeof consolidatedSettings.parse>) =>
    resolveBrand(readBrandBlock(settings.brand, 'platform', settings.imageCDNs.map((cdn) => new URL(cdn).origin)), { colors: {} }, 'Games');

  it('answers two brands, read by the product as given', async () => {
    const [mer01, mer02, mer02trial] = await Promise.all([brandFor('mer01'), brandFor('mer02'), brandFor('mer02trial')]);
    expect(brandOf(mer01)).toMatchObject({ name: 'MC Play', logo: '/brand/mer01.png', colors: { primary: '#f5b731' } });
    expect(brandOf(mer02)).toMatchObject({ name: 'Lotus Win', shortName: 'Lotus', logo: '/brand/mer02.png', colors: { primary: '#2ec4a6' } });
    expect(mer02trial.brand).toEqual(mer02.brand);
  });

  it('serves each logo mark as a square PNG on its image CDN', async () => {
    for (const merchant of ['mer01', 'mer02']) {
      const response = await fetch(`${simulator.url}/cdn/brand/${merchant}.png`);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    }
    expect((await fetch(`${simulator.url}/cdn/brand/nobody.png`)).status).toBe(404);
  });
});
