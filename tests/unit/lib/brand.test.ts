import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  brandThemeCss,
  brandVersion,
  NEUTRAL_COLORS,
  neutralName,
  readBrandBlock,
  resetBrandWarnings,
  resolveBrand,
} from '@/lib/brand/brand';

// SPEC §3 consolidated settings (row 14) carry the merchant's brand; every field falls back to the neutral brand
// on its own, a bad value is logged once, and nothing unchecked reaches a style sheet.

const ORIGINS = ['https://cdn.mer01.example'];
const GOOD = {
  name: 'Lotus Win',
  shortName: 'Lotus',
  logo: '/brand/mer02.png',
  colors: { primary: '#2EC4A6', onPrimary: '#06201b', accent: '#e86fa8', onAccent: '#240614', surface: '#1d2b2a', onSurface: '#eef7f5', background: '#101a19' },
};

let warnings: string[] = [];

beforeEach(() => {
  resetBrandWarnings();
  warnings = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((line) => {
    warnings.push(String(line));
    return true;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const resolve = (platform: unknown, operator?: unknown) =>
  resolveBrand(readBrandBlock(platform, 'platform', ORIGINS), readBrandBlock(operator, 'BRAND_FILE', ORIGINS), 'Games');

describe('brand from the platform settings', () => {
  it('takes every good field, colours in lower case', () => {
    expect(resolve(GOOD)).toEqual({ ...GOOD, colors: { ...GOOD.colors, primary: '#2ec4a6' } });
    expect(warnings).toEqual([]);
  });

  it('is the neutral brand when the settings carry none: a plain name, neutral colours, no logo (the letter icon)', () => {
    expect(resolve(undefined)).toEqual({ name: 'Games', shortName: 'Games', logo: null, colors: NEUTRAL_COLORS });
    expect(neutralName('https://m.mer02.example')).toBe('m.mer02.example');
    expect(warnings).toEqual([]);
  });

  it('lets the operator file win field by field over the platform', () => {
    const brand = resolve(GOOD, { name: 'Operator Name', colors: { primary: '#123456' } });
    expect(brand.name).toBe('Operator Name');
    expect(brand.shortName).toBe('Lotus');
    expect(brand.colors.primary).toBe('#123456');
    expect(brand.colors.surface).toBe('#1d2b2a');
  });

  it('shortens a long name for the short name when none is given', () => {
    expect(resolve({ name: 'A Very Long Casino Name' }).shortName).toBe('A Very Long');
  });
});

describe('bad brand data falls back per field and is logged once', () => {
  it('refuses a logo outside the image CDNs, and any logo without a CDN', () => {
    expect(resolve({ ...GOOD, logo: 'https://evil.example/logo.png' }).logo).toBeNull();
    expect(resolve({ ...GOOD, logo: 'https://cdn.mer01.example/brand/x.png' }).logo).toBe('https://cdn.mer01.example/brand/x.png');
    expect(resolve({ ...GOOD, logo: '../../etc/passwd' }).logo).toBeNull();
    expect(resolve({ ...GOOD, logo: 'javascript:alert(1)' }).logo).toBeNull();
    expect(resolveBrand(readBrandBlock(GOOD, 'platform', []), readBrandBlock(undefined, 'x', []), 'Games').logo).toBeNull();
  });

  it('refuses a colour that is not a colour, keeping the others', () => {
    for (const bad of ['red', '#12345', 'rgb(0,0,0)', '#fff;}body{display:none', '#000</style><script>alert(1)</script>', 42]) {
      const brand = resolve({ ...GOOD, colors: { ...GOOD.colors, primary: bad } });
      expect(brand.colors.primary).toBe(NEUTRAL_COLORS.primary);
      expect(brand.colors.accent).toBe('#e86fa8');
    }
  });

  it('refuses a missing or markup name, keeping the neutral one', () => {
    expect(resolve({ ...GOOD, name: '' }).name).toBe('Games');
    expect(resolve({ ...GOOD, name: '<img src=x onerror=alert(1)>' }).name).toBe('Games');
    expect(resolve({ ...GOOD, name: 'x'.repeat(41) }).name).toBe('Games');
    expect(resolve({ ...GOOD, name: 'Lotus Win' }).name).toBe('Lotus Win');
  });

  it('reads a block that is not an object as no brand', () => {
    expect(resolve('MC Play')).toEqual(resolve(undefined));
    expect(resolve({ colors: 'blue' }).colors).toEqual(NEUTRAL_COLORS);
  });

  it('logs a bad value once however often the settings are read', () => {
    for (let i = 0; i < 5; i += 1) resolve({ ...GOOD, colors: { ...GOOD.colors, primary: 'red' } });
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 'warn', source: 'platform', field: 'colors.primary' });
  });
});

describe('the theme style sheet', () => {
  it('writes the colours as the custom properties the product styles with', () => {
    const css = brandThemeCss(resolve(GOOD));
    expect(css).toContain('--accent:#2ec4a6;');
    expect(css).toContain('--accent-text:#06201b;');
    expect(css).toContain('--bg:#101a19;');
    expect(css).toContain('--surface:#1d2b2a;');
    expect(css).toContain('--text:#eef7f5;');
    expect(css).toContain('--highlight:#e86fa8;');
    expect(css).not.toMatch(/[<>"'\\]/);
  });

  it('refuses to write a colour that did not pass the check', () => {
    const brand = resolve(GOOD);
    expect(() => brandThemeCss({ ...brand, colors: { ...brand.colors, surface: 'red}body{x:y' } })).toThrow();
  });

  it('gives another version to another brand', () => {
    expect(brandVersion(resolve(GOOD))).not.toBe(brandVersion(resolve({ ...GOOD, name: 'Other' })));
    expect(brandVersion(resolve(GOOD))).toBe(brandVersion(resolve(GOOD)));
  });
});
