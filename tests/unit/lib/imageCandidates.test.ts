import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_TILE_WIDTH, gameTileSources, imageCandidates } from '@/features/games/logic/imageCandidates';
import { imageUrl } from '@/lib/settings/imageUrl';

// SPEC §3: image assets use a pick among CDNs with a fallback; the tile tries them in order, then the placeholder
describe('image candidates', () => {
  const cdns = ['https://a.example/cdn', 'https://b.example/cdn/', 'https://c.example'];

  it('starts with the CDN imageUrl picks, then the other CDNs once each', () => {
    const list = imageCandidates(cdns, '/games/PG/10001.svg');
    expect(list[0]).toBe(imageUrl({ imageCDNs: cdns }, '/games/PG/10001.svg'));
    expect(list).toHaveLength(3);
    expect(new Set(list)).toEqual(
      new Set(['https://a.example/cdn/games/PG/10001.svg', 'https://b.example/cdn/games/PG/10001.svg', 'https://c.example/games/PG/10001.svg']),
    );
  });

  it('keeps absolute addresses and answers the placeholder without a path or a CDN', () => {
    expect(imageCandidates(cdns, 'https://x.example/i.svg')).toEqual(['https://x.example/i.svg']);
    expect(imageCandidates(cdns, '')).toEqual(['/images/placeholder.svg']);
    expect(imageCandidates([], '/games/PG/1.svg')).toEqual(['/images/placeholder.svg']);
  });

  it('with a width, asks the app\'s resized copy first, then the same CDNs', () => {
    const list = imageCandidates(cdns, '/SABA-COLOR.png', 128);
    expect(list[0]).toBe('/img/128/SABA-COLOR.png');
    expect(list.slice(1)).toEqual(imageCandidates(cdns, '/SABA-COLOR.png'));
    // What the resizer does not take (an absolute address, SVG) stays as it was.
    expect(imageCandidates(cdns, 'https://x.example/i.png', 128)).toEqual(['https://x.example/i.png']);
    expect(imageCandidates(cdns, '/games/PG/1.svg', 128)).toEqual(imageCandidates(cdns, '/games/PG/1.svg'));
    expect(imageCandidates([], '/SABA-COLOR.png', 128)).toEqual(['/images/placeholder.svg']);
  });

  // SPEC §2 game tile: the first screen's pictures come over the page's own connection, the later ones from the CDNs
  it('a first-view game tile asks the app\'s copy first, a later one the CDNs only', () => {
    expect(gameTileSources(cdns, '/games/PG/10001.webp', true)).toEqual(imageCandidates(cdns, '/games/PG/10001.webp', FIRST_VIEW_TILE_WIDTH));
    expect(gameTileSources(cdns, '/games/PG/10001.webp', true)[0]).toBe('/img/384/games/PG/10001.webp');
    expect(gameTileSources(cdns, '/games/PG/10001.webp', false)).toEqual(imageCandidates(cdns, '/games/PG/10001.webp'));
  });
});
