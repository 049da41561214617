import { describe, expect, it } from 'vitest';
import { fallbackProps, fallbacksAttribute, IMAGE_FALLBACKS, nextImageSource } from '@/features/games/logic/tileDom';
import { FALLBACK_IMAGE } from '@/lib/settings/imageUrl';

// SPEC §3: a tile picture tries the CDNs in order, then the placeholder; the server-drawn tile lists what is left
describe('tile picture fallbacks', () => {
  const sources = ['https://a.example/g.webp', 'https://b.example/g.webp', 'https://c.example/g.webp'];

  it('lists the addresses after the first one, and nothing for a single address', () => {
    expect(JSON.parse(fallbacksAttribute(sources)!)).toEqual(sources.slice(1));
    expect(fallbacksAttribute(sources.slice(0, 1))).toBeUndefined();
    expect(fallbackProps(sources)).toEqual({ [IMAGE_FALLBACKS]: fallbacksAttribute(sources) });
    expect(fallbackProps(sources.slice(0, 1))).toEqual({});
  });

  it('goes to the next CDN, then the placeholder, then stops', () => {
    const second = nextImageSource(fallbacksAttribute(sources)!, sources[0]!);
    expect(second).toEqual({ src: sources[1], rest: [sources[2]] });
    const third = nextImageSource(JSON.stringify(second!.rest), second!.src);
    expect(third).toEqual({ src: sources[2], rest: [] });
    expect(nextImageSource(null, third!.src)).toEqual({ src: FALLBACK_IMAGE, rest: [] });
    expect(nextImageSource(null, FALLBACK_IMAGE)).toBeNull();
  });

  it('reads a list it cannot parse as empty', () => {
    expect(nextImageSource('not json', sources[0]!)).toEqual({ src: FALLBACK_IMAGE, rest: [] });
    expect(nextImageSource('{"a":1}', sources[0]!)).toEqual({ src: FALLBACK_IMAGE, rest: [] });
  });
});
