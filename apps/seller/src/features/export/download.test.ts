import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, exportFileName } from './download';

afterEach(() => vi.useRealTimers());

describe('exportFileName', () => {
  it('uses the local calendar date', () => {
    expect(exportFileName('csv', new Date(2026, 10, 22, 23, 59))).toBe('margin-calculation-2026-11-22.csv');
    expect(exportFileName('xlsx', new Date(2026, 0, 5, 0, 1))).toBe('margin-calculation-2026-01-05.xlsx');
  });
});

describe('downloadFile', () => {
  it('saves the data through a temporary link with the file name, then frees the URL', async () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { download: string; href: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, attached: document.body.contains(this) });
    });

    downloadFile('a,b\r\n', 'margin-calculation-2026-11-22.csv', 'text/csv;charset=utf-8');

    const blob = create.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await blob.text()).toBe('a,b\r\n');
    expect(clicked).toEqual([
      { download: 'margin-calculation-2026-11-22.csv', href: 'blob:test/1', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });
});
