import { describe, expect, it } from 'vitest';
import { moneyValue, valueText } from './values';

describe('valueText', () => {
  it("writes money and the margin in the seller's language, and keeps English as it was", () => {
    const margin = { kind: 'percent', amount: 64.5 } as const;
    expect(valueText(moneyValue(8.07), 'EUR', 'de')).toBe('8,07\u00a0€');
    expect(valueText(margin, 'EUR', 'de')).toBe('64,50\u00a0%');
    expect(valueText(margin, 'EUR', 'fr')).toBe('64,50\u00a0%');
    expect(valueText(moneyValue(8.07), 'USD')).toBe('$8.07');
    expect(valueText(margin, 'USD', 'en')).toBe('64.50%');
  });
});
