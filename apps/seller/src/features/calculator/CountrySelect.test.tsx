import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countriesMap } from '@margin/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { CountrySelect } from './CountrySelect';
import { useSelectedCountry } from './use-countries';

describe('CountrySelect', () => {
  it('lists the countries it is given and shows the selected fee with its date and source', async () => {
    const onChange = vi.fn();
    renderWithMantine(<CountrySelect countries={countriesMap()} value="GB" onChange={onChange} />);

    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveDisplayValue('🇬🇧 United Kingdom (GBP)');
    expect(screen.getByText(/Payment processing: 4% \+ £0\.20 · checked Oct 4, 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Source' })).toHaveAttribute(
      'href',
      'https://www.etsy.com/legal/etsy-payments/',
    );

    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      Object.values(countriesMap()).map((c) => `${c.flag} ${c.name} (${c.currency})`),
    );
    await userEvent.selectOptions(select, '🇩🇪 Germany (EUR)');
    expect(onChange).toHaveBeenCalledWith('DE');
  });

  it('shows a skeleton while the countries load, and a notice when offline', () => {
    const { rerender } = renderWithMantine(
      <CountrySelect countries={undefined} value="US" onChange={() => {}} />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    rerender(<CountrySelect countries={countriesMap()} value="US" onChange={() => {}} offline />);
    expect(screen.getByText('You are offline: using the fee table built into the app.')).toBeInTheDocument();
  });
});

describe('useSelectedCountry', () => {
  const inZone = (timeZone: string) =>
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone,
    } as Intl.ResolvedDateTimeFormatOptions);

  it('guesses from the time zone, then remembers the seller’s choice', () => {
    inZone('America/Vancouver');
    const first = renderHook(() => useSelectedCountry());
    expect(first.result.current[0]).toBe('CA');
    act(() => first.result.current[1]('AU'));
    expect(first.result.current[0]).toBe('AU');

    inZone('Europe/London');
    const again = renderHook(() => useSelectedCountry());
    expect(again.result.current[0]).toBe('AU');
  });
});
