import type { MailCatalog } from './en';

export const de = {
  footer: 'Margin – Gebühren- und Gewinnrechner für Etsy-Verkäufer. Unabhängig von Etsy.',
  buttonFallback: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
  minutes: '{count, plural, one {# Minute} other {# Minuten}}',
  hours: '{count, plural, one {# Stunde} other {# Stunden}}',
  linkValidity: 'Der Link funktioniert einmal und {duration} lang.',
  openApp: 'Margin öffnen',

  resetSubject: 'Setze dein Margin-Passwort zurück',
  resetIntro: 'Jemand möchte das Passwort des Margin-Kontos für {email} zurücksetzen.',
  resetAction: 'Neues Passwort wählen',
  resetIgnore:
    'Falls du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',

  signInSubject: 'Dein Anmeldelink für Margin',
  signInIntro:
    'Für das Margin-Konto von {email} wurde eine Anmeldung auf einem neuen Gerät angefordert. Mit diesem einmaligen Link schließt du die Anmeldung ab.',
  signInAction: 'Bei Margin anmelden',
  signInIgnore:
    'Falls du dich nicht anmelden wolltest, ignoriere diese E-Mail; ohne Zugang zu deinem Postfach kann niemand den Link nutzen.',

  welcomeSubject: 'Deine 7-tägige Testphase bei Margin hat begonnen',
  welcomeHeading: 'Willkommen bei Margin',
  welcomeTrial:
    'Deine kostenlose 7-tägige Testphase hat begonnen und läuft bis zum {date}. Für die Testphase brauchst du keine Karte.',
  welcomePitch:
    'Berechne Etsy-Gebühren, Gewinn und Break-even-Preise für deine Angebote und sieh, was jeder Verkauf wirklich einbringt.',
  welcomeUpgrade: 'Um nach der Testphase alle Funktionen zu behalten, wechsle im Kontomenü zu Pro.',
  welcomeNotYou:
    'Du warst das nicht? Dann hat vielleicht jemand diese Testphase mit deiner Adresse gestartet. Öffne Margin, melde dich mit dieser Adresse an und nutze den Link, den wir dir per E-Mail schicken: Damit wird jeder abgemeldet, der ohne ihn eine Sitzung gestartet hat. Fragt das Konto nach einem Passwort, das du nie festgelegt hast, wähle „Passwort vergessen“ und lege dein eigenes fest.',

  receiptSubject: 'Deine Quittung für Margin Pro',
  receiptHeading: 'Danke für deine Zahlung für Margin Pro',
  receiptReceived: 'Wir haben deine Zahlung von {amount} für ein Jahr Margin Pro erhalten.',
  receiptActive:
    'Pro ist bis zum {date} aktiv. Das Abo verlängert sich jedes Jahr automatisch; du kannst es jederzeit im Kontomenü unter „Abo-Status“ kündigen, und Pro bleibt bis zum Ende des bezahlten Zeitraums aktiv.',
  receiptNoRefund: 'Zahlungen werden nicht erstattet.',
  receiptKeep: 'Bewahre diese E-Mail als Quittung auf. Konto: {email}.',

  cancelledSubject: 'Dein Abo für Margin Pro ist gekündigt',
  cancelledUntil:
    'Dein Abo verlängert sich nicht, und dir wird nichts mehr berechnet. Du behältst Pro bis zum {date}.',
  cancelledAgain: 'Du kannst jederzeit im Kontomenü wieder ein Abo abschließen.',
  cancelledNotYou:
    'Falls du nicht gekündigt hast, melde dich an und sieh im Kontomenü unter „Abo-Status“ nach.',

  reportSubject: 'Margin: {title}',
  reportProfit: 'Gewinn {profit} bei {price}',
  reportRequiredPrice: 'Nötiger Preis {price}',
  reportLine: '{label}: {value}',
  reportDisclaimer:
    'Berechnet mit den veröffentlichten Marktplatzgebühren für das angegebene Land; prüfe dein Angebot, bevor du dich darauf verlässt.',
} satisfies MailCatalog;
