// The captcha image (row 6, and row 2's refusals), drawn as a real platform's is: a raster of warped, rotated
// stroke digits crossed by lines of the digits' own weight over speckled ground, encoded as PNG with node's zlib.
// Its bytes hold no text, so the answer cannot be read off the image's source as an SVG's <text> could.
import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

const WIDTH = 192;
const HEIGHT = 72;

/** @typedef {[number, number][]} Stroke */

/** @param {number} cx @param {number} cy @param {number} rx @param {number} ry @returns {Stroke} */
function loop(cx, cy, rx, ry) {
  return Array.from({ length: 25 }, (_, i) => {
    const angle = (i / 24) * 2 * Math.PI;
    return [cx + rx * Math.sin(angle), cy - ry * Math.cos(angle)];
  });
}

/** @type {Stroke[]} */
const SIX = [[[8, 2], [6, 1], [3.8, 1.3], [2, 3.5], [1.2, 7.5], [1.3, 11.5], [2.5, 14.3], [5, 15.1], [7.5, 14.3], [8.7, 11.8], [8.3, 9], [6.5, 7.3], [4, 7.3], [2, 8.8], [1.3, 11]]];

/** Each digit as strokes in a 10 x 16 box (y down). */
const GLYPHS = /** @type {Record<string, Stroke[]>} */ ({
  0: [loop(5, 8, 4, 7)],
  1: [[[2.5, 3.8], [5.6, 1], [5.6, 15]], [[2.6, 15], [8.6, 15]]],
  2: [[[1.3, 4.3], [2.2, 2.1], [4.2, 1], [6.6, 1.1], [8.3, 2.6], [8.5, 5], [7.3, 7.4], [1.2, 15], [8.9, 15]]],
  3: [[[1.4, 2.3], [3.8, 1], [6.7, 1.1], [8.3, 2.7], [8.2, 5.2], [6.4, 7.1], [3.9, 7.6], [6.8, 8.2], [8.7, 10.3], [8.5, 13.1], [6.7, 14.8], [3.9, 15.1], [1.2, 13.9]]],
  4: [[[6.9, 15], [6.9, 1], [0.8, 11], [9.3, 11]]],
  5: [[[8.6, 1], [2.1, 1], [1.5, 7.3], [4, 6.4], [6.8, 6.8], [8.6, 8.8], [8.7, 12], [7, 14.5], [4.2, 15.1], [1.3, 13.8]]],
  6: SIX,
  7: [[[1, 1], [9, 1], [4, 15]]],
  8: [loop(5, 4.3, 3.3, 3.3), loop(5, 11.4, 4, 3.7)],
  9: SIX.map((stroke) => stroke.map(([x, y]) => /** @type {[number, number]} */ ([10 - x, 16 - y]))),
});

/** A random number in [min, max). @param {number} min @param {number} max */
function between(min, max) {
  return min + (randomInt(1_000_000) / 1_000_000) * (max - min);
}

/**
 * A colour of the given lightness and chroma ranges, any hue.
 * @param {number} low @param {number} high @param {number} [chromaLow] @param {number} [chromaHigh]
 * @returns {number[]}
 */
function colour(low, high, chromaLow = 0.35, chromaHigh = 0.7) {
  const hue = randomInt(360) / 60;
  const chroma = between(chromaLow, chromaHigh);
  const light = between(low, high);
  const x = 1 - Math.abs((hue % 2) - 1);
  const [r, g, b] = [[1, x, 0], [x, 1, 0], [0, 1, x], [0, x, 1], [x, 0, 1], [1, 0, x]][Math.floor(hue)];
  const base = light * (1 - chroma);
  return [r, g, b].map((c) => Math.round(255 * (base + c * chroma * light)));
}

/**
 * Squared distance from (px, py) to the segment a-b.
 * @param {number} px @param {number} py @param {number[]} a @param {number[]} b
 */
function segmentDistance2(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

/**
 * What is drawn: each digit's segments placed in the image (rotated, scaled, sheared, jittered), with its colour
 * and stroke width, then the crossing lines.
 * @param {string} text
 */
function sketch(text) {
  /** @type {{ segments: number[][][], rgb: number[], width: number }[]} */
  const marks = [];
  const cell = WIDTH / (text.length + 0.6);
  [...text].forEach((digit, index) => {
    const scale = between(3.1, 3.9);
    const angle = between(-0.4, 0.4);
    const shear = between(-0.25, 0.25);
    const cx = cell * (index + 0.8) + between(-4, 4);
    const cy = HEIGHT / 2 + between(-5, 5);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const place = (/** @type {[number, number]} */ [x, y]) => {
      const gx = (x - 5 + shear * (y - 8)) * scale;
      const gy = (y - 8) * scale;
      return [cx + gx * cos - gy * sin, cy + gx * sin + gy * cos];
    };
    const segments = GLYPHS[digit].flatMap((stroke) => stroke.slice(1).map((point, i) => [place(stroke[i]), place(point)]));
    marks.push({ segments, rgb: colour(0.2, 0.45), width: between(3.2, 4.4) });
  });
  for (let line = 0; line < 3; line += 1) {
    const [y0, amplitude, period, phase] = [between(12, HEIGHT - 12), between(4, 14), between(40, 120), between(0, 6.3)];
    const points = Array.from({ length: 25 }, (_, i) => {
      const x = (i / 24) * (WIDTH + 20) - 10;
      return [x, y0 + amplitude * Math.sin((x / period) * 2 * Math.PI + phase) + (x - WIDTH / 2) * between(-0.02, 0.02)];
    });
    marks.push({ segments: points.slice(1).map((point, i) => [points[i], point]), rgb: colour(0.25, 0.55), width: between(1.6, 2.6) });
  }
  return marks;
}

/**
 * RGB pixels: speckled ground, then each mark with antialiased edges, sampled through a gentle wave.
 * @param {string} text
 */
function paint(text) {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const ground = colour(0.9, 0.97, 0.05, 0.25);
  // Grain in 3 x 3 cells: noise enough to blur a threshold, not so fine that the PNG swells.
  const grains = Array.from({ length: Math.ceil(WIDTH / 3) * Math.ceil(HEIGHT / 3) }, () => randomInt(-16, 17));
  for (let i = 0; i < pixels.length; i += 3) {
    const pixel = i / 3;
    const grain = grains[Math.floor(pixel / WIDTH / 3) * Math.ceil(WIDTH / 3) + Math.floor((pixel % WIDTH) / 3)];
    for (let c = 0; c < 3; c += 1) pixels[i + c] = Math.max(0, Math.min(255, ground[c] + grain));
  }
  for (let dot = 0; dot < 260; dot += 1) {
    const at = (randomInt(HEIGHT) * WIDTH + randomInt(WIDTH)) * 3;
    colour(0.15, 0.8).forEach((value, c) => (pixels[at + c] = value));
  }
  const [waveX, waveY, phaseX, phaseY] = [between(1.5, 3), between(1.5, 3), between(0, 6.3), between(0, 6.3)];
  const reach = Math.max(waveX, waveY) + 4;
  for (const { segments, rgb, width } of sketch(text)) {
    const half = width / 2;
    // Only the pixels near the mark can be touched by it.
    const xs = segments.flat().map(([x]) => x);
    const ys = segments.flat().map(([, y]) => y);
    const [left, right] = [Math.max(0, Math.floor(Math.min(...xs) - reach)), Math.min(WIDTH, Math.ceil(Math.max(...xs) + reach))];
    const [top, bottom] = [Math.max(0, Math.floor(Math.min(...ys) - reach)), Math.min(HEIGHT, Math.ceil(Math.max(...ys) + reach))];
    for (let py = top; py < bottom; py += 1) {
      for (let px = left; px < right; px += 1) {
        const x = px + 0.5 + waveX * Math.sin(py / 7 + phaseX);
        const y = py + 0.5 + waveY * Math.sin(px / 11 + phaseY);
        let nearest = Infinity;
        for (const [a, b] of segments) nearest = Math.min(nearest, segmentDistance2(x, y, a, b));
        const cover = Math.max(0, Math.min(1, half + 0.5 - Math.sqrt(nearest)));
        if (cover === 0) continue;
        const at = (py * WIDTH + px) * 3;
        for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.round(pixels[at + c] * (1 - cover) + rgb[c] * cover);
      }
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Buffer} bytes */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of the pixels (each row unfiltered). @param {Buffer} pixels */
function png(pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(HEIGHT * (WIDTH * 3 + 1));
  for (let y = 0; y < HEIGHT; y += 1) pixels.copy(rows, y * (WIDTH * 3 + 1) + 1, y * WIDTH * 3, (y + 1) * WIDTH * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A fresh 4-digit captcha: { text, dataUrl } (random on purpose: captchas are not seed data). */
export function makeCaptcha() {
  const text = String(randomInt(10000)).padStart(4, '0');
  return { text, dataUrl: `data:image/png;base64,${png(paint(text)).toString('base64')}` };
}
