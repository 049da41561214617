import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();

/** The chunks of a PNG file, by type (IDAT joined). */
function pngChunks(file: Buffer) {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    chunks.set(type, Buffer.concat([chunks.get(type) ?? Buffer.alloc(0), data]));
    at += 12 + length;
  }
  return chunks;
}

/** The RGB pixels of an 8-bit RGB PNG whose rows are unfiltered, as the simulator writes them. */
function rgbPixels(file: Buffer) {
  const chunks = pngChunks(file);
  const header = chunks.get('IHDR')!;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const rows = inflateSync(chunks.get('IDAT')!);
  expect(rows).toHaveLength(height * (width * 3 + 1));
  const pixels: [number, number, number][] = [];
  for (let y = 0; y < height; y += 1) {
    expect(rows[y * (width * 3 + 1)]).toBe(0);
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      pixels.push([rows[at]!, rows[at + 1]!, rows[at + 2]!]);
    }
  }
  return { width, height, pixels };
}

// SPEC §3 "Captcha is a base64 image", §4 login captcha; README row 6: a raster a script cannot read off its source.
describe('the captcha image (row 6, row 2 refusals)', () => {
  it('is a noisy PNG raster with dark strokes, whose bytes name none of its digits', async () => {
    const { body } = await simulator.client.call('/wps/captcha', { moduleId: 'CAPTCHA3' });
    expect(body.value).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const file = Buffer.from(body.value.split(',')[1], 'base64');
    expect(file.toString('latin1')).not.toMatch(/<svg|<text/i);
    const { width, height, pixels } = rgbPixels(file);
    expect([width, height]).toEqual([192, 72]);
    // Noise: a threshold does not leave clean glyphs; strokes: a good share of the picture is dark ink.
    expect(new Set(pixels.map((rgb) => rgb.join())).size).toBeGreaterThan(300);
    const dark = pixels.filter(([r, g, b]) => r + g + b < 3 * 140).length;
    expect(dark / pixels.length).toBeGreaterThan(0.05);
    expect(dark / pixels.length).toBeLessThan(0.5);
    // Small enough to travel inside a JSON answer.
    expect(file.length).toBeLessThan(24 * 1024);
    // Tests still read the answer through the control API.
    const { value } = await simulator.client.control('captcha');
    expect(value.text).toMatch(/^\d{4}$/);
  });

  it('differs every time, for the same platform', async () => {
    const images = new Set<string>();
    for (let i = 0; i < 3; i += 1) images.add((await simulator.client.call('/wps/captcha', { moduleId: 'CAPTCHA3' })).body.value);
    expect(images.size).toBe(3);
  });
});
