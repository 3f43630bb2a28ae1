/**
 * A ZIP archive with every entry STOREd (no compression): all an .xlsx package needs, in a few dozen lines
 * instead of a dependency. Layout per APPNOTE 6.3: local header + data for each file, the central
 * directory, then the end-of-central-directory record. Little-endian throughout.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, as ZIP uses it). */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  path: string;
  data: Uint8Array | string;
}

export const ZIP_SIGNATURES = {
  local: 0x04034b50,
  central: 0x02014b50,
  end: 0x06054b50,
} as const;

/** Bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
const VERSION = 20;

/** MS-DOS time and date of a moment, in local time as ZIP tools read it (2-second precision, 1980 onwards). */
export function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** Writes fields in order: [value, byte width] pairs, little-endian. */
function record(fields: [number, 2 | 4][], tail: Uint8Array): Uint8Array {
  const size = fields.reduce((sum, [, width]) => sum + width, 0);
  const out = new Uint8Array(size + tail.length);
  const view = new DataView(out.buffer);
  let at = 0;
  for (const [value, width] of fields) {
    if (width === 2) view.setUint16(at, value, true);
    else view.setUint32(at, value >>> 0, true);
    at += width;
  }
  out.set(tail, size);
  return out;
}

export function zipStore(entries: readonly ZipEntry[], modified: Date = new Date()): Uint8Array {
  const encoder = new TextEncoder();
  const { time, date } = dosDateTime(modified);
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;

  for (const entry of entries) {
    const name = encoder.encode(entry.path);
    const data = typeof entry.data === 'string' ? encoder.encode(entry.data) : entry.data;
    const crc = crc32(data);
    const common: [number, 2 | 4][] = [
      [VERSION, 2],
      [UTF8_NAMES, 2],
      [0, 2], // method: stored
      [time, 2],
      [date, 2],
      [crc, 4],
      [data.length, 4], // compressed size = size when stored
      [data.length, 4],
      [name.length, 2],
      [0, 2], // extra field length
    ];
    const local = record([[ZIP_SIGNATURES.local, 4], ...common], name);
    central.push(
      record(
        [
          [ZIP_SIGNATURES.central, 4],
          [VERSION, 2], // made by
          ...common,
          [0, 2], // comment length
          [0, 2], // disk number
          [0, 2], // internal attributes
          [0, 4], // external attributes
          [offset, 4],
        ],
        name,
      ),
    );
    parts.push(local, data);
    offset += local.length + data.length;
  }

  const directorySize = central.reduce((sum, part) => sum + part.length, 0);
  const end = record(
    [
      [ZIP_SIGNATURES.end, 4],
      [0, 2], // this disk
      [0, 2], // disk with the directory
      [entries.length, 2],
      [entries.length, 2],
      [directorySize, 4],
      [offset, 4],
      [0, 2], // comment length
    ],
    new Uint8Array(0),
  );
  return concat([...parts, ...central, end]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
