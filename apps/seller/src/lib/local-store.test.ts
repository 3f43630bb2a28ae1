import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { onLocalChange, readLocal, removeLocal, writeLocal } from './local-store';

describe('local-store', () => {
  it('says whether a value was stored', () => {
    expect(writeLocal('choice', 'a')).toBe(true);
    expect(readLocal('choice')).toBe('a');

    const refuse = vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    onTestFinished(() => refuse.mockRestore());
    expect(writeLocal('choice', 'b')).toBe(false);
    expect(readLocal('choice')).toBe('a');
  });

  it('removes a value', () => {
    writeLocal('choice', 'a');
    removeLocal('choice');
    expect(readLocal('choice')).toBeNull();
  });

  it("reports other tabs' changes to its key only, until unsubscribed", () => {
    const listener = vi.fn();
    const stop = onLocalChange('choice', listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'margin.other' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'margin.choice' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null })); // storage cleared
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'margin.choice' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
