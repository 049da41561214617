import { describe, expect, it, vi } from 'vitest';
import { DiskCache } from '@/lib/images/diskCache';
import { resizeImage } from '@/lib/images/imageResizer';
import { useSim } from '../support/simServer';

// Every picture the resizer draws (its pipeline alone turns pictures upright; the simulator's CDN draws its own).
const encodings = vi.hoisted(() => ({ count: 0 }));
vi.mock('sharp', async (importOriginal) => {
  type Sharp = (typeof import('sharp'))['default'];
  const real = ((await importOriginal()) as { default: Sharp }).default;
  const counted = ((...args: Parameters<Sharp>) => {
    const pipeline = real(...args);
    const rotate = pipeline.rotate.bind(pipeline);
    pipeline.rotate = ((...rotation: Parameters<typeof rotate>) => {
      encodings.count += 1;
      return rotate(...rotation);
    }) as typeof pipeline.rotate;
    return pipeline;
  }) as Sharp;
  return { default: Object.assign(counted, real) };
});

// SPEC §3 image CDNs: the resizer's work is bounded by the pictures there are, not by the addresses asked
describe('resizeImage', () => {
  useSim();

  const etagOf = async (width: number, path: string) => {
    const outcome = await resizeImage(width, path);
    if (!outcome.ok) throw new Error(`${width}/${path}: ${outcome.status}`);
    return outcome.image.etag;
  };

  it('draws a picture once for every width past its own (it is never enlarged)', async () => {
    const before = encodings.count;
    // A team logo is 120 px wide at the CDN.
    const wide = [await etagOf(128, 'teams/hagl.png'), await etagOf(384, 'teams/hagl.png'), await etagOf(750, 'teams/hagl.png')];
    expect(new Set(wide).size).toBe(1);
    expect(encodings.count - before).toBe(1);
    expect(await etagOf(64, 'teams/hagl.png')).not.toBe(wide[0]);
    expect(encodings.count - before).toBe(2);
  });

  it('draws a picture the CDN answers under several paths once', async () => {
    const before = encodings.count;
    // The CDN tolerates a doubled prefix: /cdn/cdn/banners/101.jpg is /cdn/banners/101.jpg.
    expect(await etagOf(480, 'cdn/banners/101.jpg')).toBe(await etagOf(480, 'banners/101.jpg'));
    expect(encodings.count - before).toBe(1);
  });
});

describe('DiskCache', () => {
  it('keeps files up to its bound, least recently used out first', async () => {
    const disk = new DiskCache(250);
    const bytes = (fill: number) => new Uint8Array(100).fill(fill);
    await disk.put('a', bytes(1));
    await disk.put('b', bytes(2));
    expect(await disk.get('a')).toEqual(bytes(1));
    await disk.put('c', bytes(3));
    expect(disk.size).toBe(200);
    expect(await disk.get('b')).toBeNull();
    expect(await disk.get('a')).toEqual(bytes(1));
    expect(await disk.get('c')).toEqual(bytes(3));
    await disk.put('huge', new Uint8Array(300));
    expect(await disk.get('huge')).toBeNull();
  });
});
