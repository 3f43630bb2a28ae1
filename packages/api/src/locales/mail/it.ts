import type { MailCatalog } from './en';

export const it = {
  footer: 'Margin — calcolatore di commissioni e profitti per i venditori Etsy. Indipendente da Etsy.',
  buttonFallback: 'Se il pulsante non funziona, copia questo link nel browser:',
  minutes: '{count, plural, one {# minuto} other {# minuti}}',
  hours: '{count, plural, one {# ora} other {# ore}}',
  linkValidity: 'Il link funziona una sola volta e per {duration}.',
  openApp: 'Apri Margin',

  resetSubject: 'Reimposta la password di Margin',
  resetIntro: 'Qualcuno ha chiesto di reimpostare la password dell’account Margin di {email}.',
  resetAction: 'Scegli una nuova password',
  resetIgnore: 'Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta com’è.',

  signInSubject: 'Il tuo link di accesso a Margin',
  signInIntro:
    'È stato chiesto un accesso all’account Margin di {email} da un nuovo dispositivo. Usa questo link monouso per completare l’accesso.',
  signInAction: 'Accedi a Margin',
  signInIgnore:
    'Se non hai provato ad accedere, ignora questa e-mail; nessuno può usare il link senza accesso alla tua casella di posta.',

  welcomeSubject: 'La tua prova di 7 giorni di Margin è iniziata',
  welcomeHeading: 'Ti diamo il benvenuto in Margin',
  welcomeTrial:
    'La tua prova gratuita di 7 giorni è iniziata e dura fino al {date}. Per la prova non serve una carta.',
  welcomePitch:
    'Calcola le commissioni Etsy, il profitto e il prezzo di pareggio delle tue inserzioni e scopri quanto ti frutta davvero ogni vendita.',
  welcomeUpgrade: 'Per mantenere tutte le funzioni dopo la prova, passa a Pro dal menu dell’account.',
  welcomeNotYou:
    'Non eri tu? Qualcuno potrebbe aver avviato questa prova con il tuo indirizzo. Apri Margin, accedi con questo indirizzo e usa il link che ti inviamo per e-mail: così viene disconnesso chiunque abbia aperto una sessione senza quel link. Se l’account chiede una password che non hai mai impostato, scegli «Password dimenticata» per impostarne una tua.',

  receiptSubject: 'La tua ricevuta di Margin Pro',
  receiptHeading: 'Grazie per il pagamento di Margin Pro',
  receiptReceived: 'Abbiamo ricevuto il tuo pagamento di {amount} per un anno di Margin Pro.',
  receiptActive:
    'Pro è attivo fino al {date}. L’abbonamento si rinnova automaticamente ogni anno; puoi disdirlo in qualsiasi momento dal menu dell’account, in «Stato dell’abbonamento», e Pro resta attivo fino alla fine del periodo pagato.',
  receiptNoRefund: 'I pagamenti non sono rimborsabili.',
  receiptKeep: 'Conserva questa e-mail come ricevuta. Account: {email}.',

  cancelledSubject: 'Il tuo abbonamento a Margin Pro è disdetto',
  cancelledUntil:
    'Il tuo abbonamento non si rinnoverà e non ti verrà addebitato altro. Mantieni Pro fino al {date}.',
  cancelledAgain: 'Puoi abbonarti di nuovo in qualsiasi momento dal menu dell’account.',
  cancelledNotYou:
    'Se non hai disdetto tu, accedi e controlla «Stato dell’abbonamento» nel menu dell’account.',

  reportSubject: 'Margin: {title}',
  reportProfit: 'Profitto {profit} a {price}',
  reportRequiredPrice: 'Prezzo necessario {price}',
  reportLine: '{label}: {value}',
  reportDisclaimer:
    'Calcolato con le commissioni pubblicate del marketplace per il paese indicato; controlla la tua inserzione prima di farci affidamento.',
} satisfies MailCatalog;
