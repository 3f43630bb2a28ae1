// Writes the app's icons (PNG and SVG) from one drawing, using only Node's built-ins.
// Run after changing the mark: `node scripts/generate-icons.mjs`. The outputs are committed under public/.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));
const BRAND = [15, 139, 125]; // #0f8b7d, the theme's primary shade
const BRAND_HEX = '#0f8b7d';

/** The mark on a 512 grid: three ascending bars ("what's left for you grows"). */
const BARS = [
  { x: 106, y: 272, w: 76, h: 120, opacity: 0.62 },
  { x: 218, y: 200, w: 76, h: 192, opacity: 0.82 },
  { x: 330, y: 120, w: 76, h: 272, opacity: 1 },
];
const BAR_RADIUS = 22;
const TILE_RADIUS = 116;

function insideRoundedRect(px, py, x, y, w, h, r) {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

/**
 * @param {number} size output pixels
 * @param {{ fullBleed: boolean, scale: number }} options fullBleed paints every pixel (maskable, apple-touch);
 *   scale shrinks the bars around the centre to keep them inside a maskable icon's safe zone.
 */
function draw(size, { fullBleed, scale }) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  const unit = 512 / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let tile = 0;
      let white = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const gx = (px + (sx + 0.5) / samples) * unit;
          const gy = (py + (sy + 0.5) / samples) * unit;
          const inTile = fullBleed || insideRoundedRect(gx, gy, 0, 0, 512, 512, TILE_RADIUS);
          if (!inTile) continue;
          tile += 1;
          // Bars are drawn in a grid scaled around the centre.
          const bx = 256 + (gx - 256) / scale;
          const by = 256 + (gy - 256) / scale;
          for (const bar of BARS) {
            if (insideRoundedRect(bx, by, bar.x, bar.y, bar.w, bar.h, BAR_RADIUS)) white += bar.opacity;
          }
        }
      }
      const n = samples * samples;
      const alpha = tile / n;
      const w = tile === 0 ? 0 : white / tile;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(BRAND[c] * (1 - w) + 255 * w);
      pixels[offset + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function svg() {
  const bars = BARS.map(
    (b) =>
      `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="${BAR_RADIUS}" fill="#fff"${b.opacity < 1 ? ` fill-opacity="${b.opacity}"` : ''}/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="${TILE_RADIUS}" fill="${BRAND_HEX}"/>${bars}</svg>\n`;
}

const outputs = [
  { file: 'icon-192.png', size: 192, fullBleed: false, scale: 1 },
  { file: 'icon-512.png', size: 512, fullBleed: false, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true, scale: 0.78 },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, scale: 0.86 },
];
for (const { file, size, ...options } of outputs) {
  writeFileSync(`${PUBLIC_DIR}${file}`, encodePng(size, draw(size, options)));
}
writeFileSync(`${PUBLIC_DIR}favicon.svg`, svg());
console.log(`icons written to ${PUBLIC_DIR}`);
