// Draws the installable web app's icons (the logo mark of public/images/logo.svg: a gold tile with the navy
// "M") into public/icons/ as PNG, with nothing but node's zlib: 192 and 512 px ("any": rounded tile on
// transparency) and a 512 px maskable one (full bleed; the mark lies inside the 80% safe zone).
// Run: node scripts/generate-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GOLD = [0xf5, 0xb7, 0x31];
const NAVY = [0x0f, 0x1b, 0x2d];
/** The "M" of logo.svg, in its 32-unit box. */
const M = [[9, 22], [9, 10], [13, 10], [16, 16], [19, 10], [23, 10], [23, 22], [19.5, 22], [19.5, 15.5], [16, 20], [12.5, 15.5], [12.5, 22]];
const SAMPLES = 4; // 4x4 samples per pixel for smooth edges

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return x >= 0 && x <= 32 && y >= 0 && y <= 32 && (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels of one icon. The M (within 9.2 units of the centre) already lies in the maskable safe zone (12.8). */
function draw(size, { maskable }) {
  const pixels = Buffer.alloc(size * size * 4);
  const unit = 32 / size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let tile = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) * unit;
          const y = (py + (sy + 0.5) / SAMPLES) * unit;
          if (!(maskable || insideRoundedSquare(x, y, 8))) continue;
          tile += 1;
          if (insidePolygon(x, y, M)) mark += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const share = tile ? mark / tile : 0;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) pixels[offset + c] = Math.round(GOLD[c] * (1 - share) + NAVY[c] * share);
      pixels[offset + 3] = Math.round((255 * tile) / total);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG (colour type 6), every row with filter 0. */
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [['icon-192.png', 192, false], ['icon-512.png', 512, false], ['maskable-512.png', 512, true]]) {
  writeFileSync(new URL(name, out), png(size, draw(size, { maskable })));
  console.log(`public/icons/${name}`);
}
