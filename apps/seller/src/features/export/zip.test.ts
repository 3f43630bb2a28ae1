import { describe, expect, it } from 'vitest';
import { crc32, dosDateTime, zipStore } from './zip';
import { readZip } from './zip-reader.fixture';

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});

describe('zipStore', () => {
  it('reads back: every entry stored, named, with a matching CRC, and counted in the directory', () => {
    const files = [
      { path: 'hello.txt', data: 'Hello, world' },
      { path: 'dir/prices £.csv', data: 'a,b\r\n£1,€2\r\n' },
      { path: 'bytes.bin', data: Uint8Array.from([0, 255, 7, 42]) },
      { path: 'empty', data: '' },
    ];
    const { entries, directoryCount } = readZip(zipStore(files, new Date(2026, 10, 22, 14, 30, 10)));
    expect(directoryCount).toBe(files.length);
    expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.path));
    for (const [i, entry] of entries.entries()) {
      expect(entry.method).toBe(0);
      expect(crc32(entry.data)).toBe(entry.crc);
      const expected = files[i]!.data;
      expect(entry.data).toEqual(
        typeof expected === 'string' ? new TextEncoder().encode(expected) : expected,
      );
    }
  });

  it('stamps MS-DOS local date and time', () => {
    const { time, date } = dosDateTime(new Date(2026, 10, 22, 14, 30, 10));
    expect(date >> 9).toBe(2026 - 1980);
    expect((date >> 5) & 0xf).toBe(11);
    expect(date & 0x1f).toBe(22);
    expect(time >> 11).toBe(14);
    expect((time >> 5) & 0x3f).toBe(30);
    expect((time & 0x1f) * 2).toBe(10);
  });
});
