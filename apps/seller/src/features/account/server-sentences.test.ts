import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { serverSentence } from './server-sentences';

afterEach(() => activateLocale('en'));

describe("the server's sentences in the seller's language", () => {
  it('leaves every English sentence exactly as the server sent it', () => {
    for (const sentence of [
      'Please sign in to continue.',
      'You can keep up to 10,000 sales records. Delete old records to add new ones.',
      'Currency XYZ is not supported.',
    ])
      expect(serverSentence(sentence)).toBe(sentence);
  });

  it('says a known sentence in German', async () => {
    await activateLocale('de');
    expect(serverSentence('Please sign in to continue.')).toBe('Bitte melde dich an, um weiterzumachen.');
    expect(serverSentence('Too many requests. Please wait a moment and try again.')).toBe(
      'Zu viele Anfragen. Warte einen Moment und versuch es noch einmal.',
    );
  });

  it('says a sentence with figures in German, the figures in German form', async () => {
    await activateLocale('de');
    expect(
      serverSentence(
        'You can keep up to 10,000 sales records: these 1,200 orders do not fit (room for 30). Delete old records to add them.',
      ),
    ).toBe(
      'Du kannst bis zu 10.000 Verkaufseinträge speichern: Diese 1.200 Bestellungen passen nicht mehr hinein (Platz für 30). Lösch alte Einträge, um sie hinzuzufügen.',
    );
    expect(serverSentence('Currency XYZ is not supported.')).toBe('Die Währung XYZ wird nicht unterstützt.');
  });

  it("says a schema's refusal of a field in German when it knows the field and the rule", async () => {
    await activateLocale('de');
    expect(serverSentence('Selling price cannot be negative.')).toBe(
      'Verkaufspreis: darf nicht negativ sein.',
    );
    expect(serverSentence('Quantity must be at most 10,000.')).toBe('Menge: höchstens 10.000.');
    // A field or a rule the app does not know: the whole sentence stays as the server wrote it.
    expect(serverSentence('Sale date is required.')).toBe('Sale date is required.');
    expect(serverSentence('Selling price has a field this request does not take (x).')).toBe(
      'Selling price has a field this request does not take (x).',
    );
  });

  it('shows a sentence it does not know in English rather than nothing', async () => {
    await activateLocale('fr');
    expect(serverSentence('A brand-new refusal.')).toBe('A brand-new refusal.');
  });
});
