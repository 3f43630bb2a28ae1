import { describe, expect, it } from 'vitest';
import { calculate, calculationReport, valueText, type TCalculationRequest } from '@margin/core';
import type { ReportCatalog } from '../../locales/mail/report/en';
import { reportDe } from '../../locales/mail/report/de';
import { calculationReportEmail } from '../mail';
import { calculationReportLines } from './calculation-report';

const german: TCalculationRequest = {
  mode: 'forward',
  country: 'DE',
  selling_price: 1234.56,
  product_cost: 100,
  shipping_cost: 4.5,
  vat_rate: 19,
  product_name: 'Keramiktasse',
};

function mailed(input: TCalculationRequest, locale: 'en' | 'de' | 'fr') {
  const { title, lines } = calculationReportLines(input, calculate(input), locale);
  return calculationReportEmail({ to: 'a@example.com', locale, title, lines, appUrl: 'https://margin.test' });
}

describe('the e-mailed calculation', () => {
  it("prints its lines, amounts and title in the account's language, with the app's words", () => {
    const mail = mailed(german, 'de');
    // Intl writes a no-break space before the euro sign ('1.234,56 €').
    expect(mail.subject).toBe('Margin: Keramiktasse: Gewinn 994,57\u00a0€ bei 1.234,56\u00a0€');
    expect(mail.text).toContain('Verkaufspreis: 1.234,56\u00a0€');
    expect(mail.text).toContain('Bruttoumsatz: 1.474,48\u00a0€');
    expect(mail.text).toContain('Transaktionsgebühr (6,5\u00a0%): 80,54\u00a0€');
    expect(mail.text).toContain('Land: Deutschland (EUR)');
    expect(mail.text).toContain('Größter Kostenpunkt: Marktplatzgebühren');
    // The insights are re-worded too, not left in the engine's English.
    expect(mail.text).toContain(
      'Gebührenstruktur: Deutschland (EUR): Einstellgebühr 0,17\u00a0€ pro Artikel,',
    );
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).not.toMatch(/Gross Revenue|Net Profit|Marketplace Fees|per item/);
    // French sets a no-break space before the colon, and its own thousands separator.
    expect(mailed(german, 'fr').text).toContain('Prix de vente\u00a0: 1\u202f234,56\u00a0€');
  });

  it('keeps English word for word the engine’s report, as the API answers it', () => {
    const input = { ...german, country: 'GB' };
    const result = calculate(input);
    const report = calculationReport(result);
    const { lines } = calculationReportLines(input, result, 'en');
    const expected = report.sections
      .filter((section) => section.id !== 'formulas')
      .flatMap((section) => section.lines)
      .map((line) => ({ label: line.label, value: valueText(line.value, report.currency) }));
    expect(lines).toEqual(expected);
    const mail = mailed(input, 'en');
    expect(mail.text).toContain('Selling Price: £1,234.56');
    expect(mail.text).toContain('Gross Revenue: £1,474.48');
    expect(mail.text).toContain(`Fee Structure: ${result.insights.feeStructure}`);
  });

  it('makes a word missing in a language a type error', () => {
    const { revenueGross: _dropped, ...fewer } = reportDe;
    // @ts-expect-error every language's report catalogue must carry every word
    const incomplete: ReportCatalog = fewer;
    expect(Object.keys(incomplete)).not.toContain('revenueGross');
  });
});
