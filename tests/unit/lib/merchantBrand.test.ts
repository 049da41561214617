import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NEUTRAL_COLORS } from '@/lib/brand/brand';
import { merchantBrand } from '@/lib/brand/merchantBrand';
import { useConfig } from '../support/testConfig';

// SPEC §3: the brand the platform does not carry comes from the operator's file of this container (BRAND_FILE),
// read again when it changes, without a restart.
const dir = mkdtempSync(join(tmpdir(), 'brand-'));
const file = join(dir, 'brand.json');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeBrand(text: string, at: number) {
  writeFileSync(file, text);
  utimesSync(file, at, at);
}

describe('the operator\'s brand file', () => {
  it('gives its fields, the rest neutral, and a changed file shows after the settings period', async () => {
    useConfig({ BRAND_FILE: file, SETTINGS_TTL_MS: '100', PUBLIC_URL: 'https://m.mer09.example' });
    writeBrand(JSON.stringify({ name: 'Operator Casino', colors: { primary: '#123456', surface: 'url(x)' } }), 1_000_000);
    const { brand } = await merchantBrand();
    expect(brand).toEqual({ name: 'Operator Casino', shortName: 'Operator Cas', logo: null, colors: { ...NEUTRAL_COLORS, primary: '#123456' } });

    writeBrand(JSON.stringify({ name: 'Renamed' }), 2_000_000);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await merchantBrand()).brand.name).toBe('Renamed');

    writeBrand('{ not json', 3_000_000);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await merchantBrand()).brand).toMatchObject({ name: 'm.mer09.example', colors: NEUTRAL_COLORS });
  });
});
