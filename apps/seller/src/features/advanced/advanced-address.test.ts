import { afterEach, describe, expect, it, vi } from 'vitest';
import { advancedHref, advancedTabFrom, leaveAdvancedMode, openAdvancedMode } from './advanced-address';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the Advanced mode address', () => {
  it('reads the tab from ?mode=advanced&tab=…, the dashboard for an unknown tab, null otherwise', () => {
    expect(advancedTabFrom('?mode=advanced&tab=market-research')).toBe('market-research');
    expect(advancedTabFrom('?mode=advanced&tab=add-sales')).toBe('add-sales');
    expect(advancedTabFrom('?mode=advanced&tab=nope')).toBe('dashboard');
    expect(advancedTabFrom('?mode=advanced')).toBe('dashboard');
    expect(advancedTabFrom('?tab=dashboard')).toBeNull();
    expect(advancedTabFrom('')).toBeNull();
  });

  it('writes the tab into the address, keeping the rest of the query', () => {
    const base = new URL('https://margin.test/?ref=mail#top');
    expect(advancedHref('dashboard', base)).toBe('/?ref=mail&mode=advanced&tab=dashboard#top');
    expect(advancedHref(null, new URL('https://margin.test/?mode=advanced&tab=dashboard&ref=x'))).toBe(
      '/?ref=x',
    );
  });

  it('makes each tab a history entry, and says so to the app', () => {
    const heard = vi.fn();
    window.addEventListener('margin:address', heard);
    const before = window.history.length;
    openAdvancedMode('market-research');
    expect(window.location.search).toBe('?mode=advanced&tab=market-research');
    openAdvancedMode('market-research'); // the same place: no new entry
    leaveAdvancedMode();
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(before + 2);
    expect(heard).toHaveBeenCalledTimes(2);
    window.removeEventListener('margin:address', heard);
  });

  it('can replace the current entry instead', () => {
    const before = window.history.length;
    openAdvancedMode('dashboard', { replace: true });
    expect(window.location.search).toBe('?mode=advanced&tab=dashboard');
    expect(window.history.length).toBe(before);
  });
});
