import type { MailCatalog } from './en';

export const nl = {
  footer: 'Margin — kosten- en winstcalculator voor Etsy-verkopers. Onafhankelijk van Etsy.',
  buttonFallback: 'Werkt de knop niet? Kopieer deze link naar je browser:',
  minutes: '{count, plural, one {# minuut} other {# minuten}}',
  hours: '{count, plural, one {# uur} other {# uur}}',
  linkValidity: 'De link werkt één keer en {duration} lang.',
  openApp: 'Margin openen',

  resetSubject: 'Stel je Margin-wachtwoord opnieuw in',
  resetIntro:
    'Iemand heeft gevraagd het wachtwoord van het Margin-account van {email} opnieuw in te stellen.',
  resetAction: 'Kies een nieuw wachtwoord',
  resetIgnore: 'Heb je dit niet gevraagd? Negeer dan deze e-mail: je wachtwoord blijft zoals het is.',

  signInSubject: 'Je inloglink voor Margin',
  signInIntro:
    'Er is gevraagd om vanaf een nieuw apparaat in te loggen op het Margin-account van {email}. Gebruik deze eenmalige link om het inloggen af te ronden.',
  signInAction: 'Inloggen bij Margin',
  signInIgnore:
    'Heb je niet geprobeerd in te loggen? Negeer dan deze e-mail; niemand kan de link gebruiken zonder toegang tot je inbox.',

  welcomeSubject: 'Je proefperiode van 7 dagen bij Margin is begonnen',
  welcomeHeading: 'Welkom bij Margin',
  welcomeTrial:
    'Je gratis proefperiode van 7 dagen is begonnen en loopt tot {date}. Voor de proefperiode heb je geen kaart nodig.',
  welcomePitch:
    'Bereken Etsy-kosten, winst en break-evenprijzen voor je advertenties en zie wat elke verkoop je echt oplevert.',
  welcomeUpgrade: 'Wil je na de proefperiode alle functies houden? Stap dan over op Pro via het accountmenu.',
  welcomeNotYou:
    'Was jij dit niet? Dan heeft iemand deze proefperiode misschien met jouw adres gestart. Open Margin, log in met dit adres en gebruik de link die we je mailen: daarmee wordt iedereen uitgelogd die zonder die link een sessie begon. Vraagt het account om een wachtwoord dat je nooit hebt ingesteld, kies dan ‘Wachtwoord vergeten’ om je eigen wachtwoord in te stellen.',

  receiptSubject: 'Je betaalbewijs voor Margin Pro',
  receiptHeading: 'Bedankt voor je betaling voor Margin Pro',
  receiptReceived: 'We hebben je betaling van {amount} voor een jaar Margin Pro ontvangen.',
  receiptActive:
    'Pro is actief tot {date}. Het abonnement wordt elk jaar automatisch verlengd; je kunt het altijd opzeggen via het accountmenu onder ‘Abonnementsstatus’, en Pro blijft actief tot het einde van de betaalde periode.',
  receiptNoRefund: 'Betalingen worden niet terugbetaald.',
  receiptKeep: 'Bewaar deze e-mail als betaalbewijs. Account: {email}.',

  cancelledSubject: 'Je abonnement op Margin Pro is opgezegd',
  cancelledUntil:
    'Je abonnement wordt niet verlengd en er wordt niets meer in rekening gebracht. Je houdt Pro tot {date}.',
  cancelledAgain: 'Je kunt altijd opnieuw een abonnement nemen via het accountmenu.',
  cancelledNotYou:
    'Heb je niet zelf opgezegd? Log dan in en kijk bij ‘Abonnementsstatus’ in het accountmenu.',

  reportSubject: 'Margin: {title}',
  reportProfit: 'Winst {profit} bij {price}',
  reportRequiredPrice: 'Benodigde prijs {price}',
  reportLine: '{label}: {value}',
  reportDisclaimer:
    'Berekend met de gepubliceerde kosten van het platform voor het getoonde land; controleer je advertentie voordat je erop vertrouwt.',
} satisfies MailCatalog;
