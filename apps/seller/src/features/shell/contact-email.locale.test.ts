// The Contact menu's e-mails in German: the seller's subject in German, with the English words support sorts by.
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { mailtoHref, NAV_MENUS } from './nav-items';

afterEach(() => activateLocale('en'));

function emailOf(id: string): URLSearchParams {
  const item = NAV_MENUS.flatMap((menu) => menu.items).find((candidate) => candidate.id === id);
  if (item?.action.kind !== 'email') throw new Error(`${id} is not a contact e-mail`);
  return new URL(mailtoHref(item.action.template)).searchParams;
}

describe('the Contact e-mails in German', () => {
  it.each([
    ['get-support', 'Margin: Supportanfrage (Support request)'],
    ['send-feedback', 'Margin: Feedback'],
    ['report-bug', 'Margin: Fehlerbericht (Bug report)'],
    ['feature-request', 'Margin: Funktionswunsch (Feature request)'],
  ])('gives %s a German subject', async (id, subject) => {
    await activateLocale('de');
    expect(emailOf(id).get('subject')).toBe(subject);
  });

  it('keeps the English subject as it was for an English seller', () => {
    expect(emailOf('report-bug').get('subject')).toBe('Margin: Bug report');
  });
});
