import { expect } from 'vitest';

/** The records' signatures (APPNOTE 6.3), little-endian. */
const ZIP_SIGNATURES = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 } as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE 802.3, as ZIP uses it), computed here so the archive's own sums are checked independently. */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ReadEntry {
  name: string;
  data: Uint8Array;
  crc: number;
  method: number;
}

/** Tests only. Reads a STORE zip back the way an unzip tool does: from the end record, through the central directory. */
export function readZip(bytes: Uint8Array): { entries: ReadEntry[]; directoryCount: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(ZIP_SIGNATURES.end);
  const directoryCount = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  let at = view.getUint32(end + 16, true);
  expect(at + directorySize).toBe(end);
  const entries: ReadEntry[] = [];
  for (let i = 0; i < directoryCount; i++) {
    expect(view.getUint32(at, true)).toBe(ZIP_SIGNATURES.central);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const localAt = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // The local header must agree with the directory.
    expect(view.getUint32(localAt, true)).toBe(ZIP_SIGNATURES.local);
    const method = view.getUint16(localAt + 8, true);
    expect(view.getUint32(localAt + 14, true)).toBe(crc);
    expect(view.getUint32(localAt + 18, true)).toBe(size);
    const localName = view.getUint16(localAt + 26, true);
    const localExtra = view.getUint16(localAt + 28, true);
    expect(decoder.decode(bytes.subarray(localAt + 30, localAt + 30 + localName))).toBe(name);
    const dataAt = localAt + 30 + localName + localExtra;
    entries.push({ name, data: bytes.subarray(dataAt, dataAt + size), crc, method });
    at += 46 + nameLength + extra + comment;
  }
  return { entries, directoryCount };
}
