import type { MailCatalog } from './en';

export const fr = {
  footer: 'Margin — calculateur de frais et de bénéfices pour les vendeurs Etsy. Indépendant d’Etsy.',
  buttonFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  minutes: '{count, plural, one {# minute} other {# minutes}}',
  hours: '{count, plural, one {# heure} other {# heures}}',
  linkValidity: 'Le lien ne fonctionne qu’une fois et pendant {duration}.',
  openApp: 'Ouvrir Margin',

  resetSubject: 'Réinitialisez votre mot de passe Margin',
  resetIntro: 'Quelqu’un a demandé à réinitialiser le mot de passe du compte Margin de {email}.',
  resetAction: 'Choisir un nouveau mot de passe',
  resetIgnore:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',

  signInSubject: 'Votre lien de connexion à Margin',
  signInIntro:
    'Une connexion au compte Margin de {email} a été demandée depuis un nouvel appareil. Utilisez ce lien à usage unique pour terminer la connexion.',
  signInAction: 'Se connecter à Margin',
  signInIgnore:
    'Si vous n’avez pas essayé de vous connecter, ignorez cet e-mail ; personne ne peut utiliser le lien sans accès à votre boîte de réception.',

  welcomeSubject: 'Votre essai de 7 jours de Margin a commencé',
  welcomeHeading: 'Bienvenue sur Margin',
  welcomeTrial:
    'Votre essai gratuit de 7 jours a commencé et dure jusqu’au {date}. Aucune carte n’est nécessaire pour l’essai.',
  welcomePitch:
    'Calculez les frais Etsy, le bénéfice et le prix d’équilibre de vos fiches, et voyez ce que chaque vente vous rapporte vraiment.',
  welcomeUpgrade:
    'Pour garder toutes les fonctionnalités après l’essai, passez à Pro depuis le menu du compte.',
  welcomeNotYou:
    'Ce n’était pas vous ? Quelqu’un a peut-être commencé cet essai avec votre adresse. Ouvrez Margin, connectez-vous avec cette adresse et utilisez le lien que nous vous envoyons par e-mail : cela déconnecte toute personne ayant ouvert une session sans ce lien. Si le compte demande un mot de passe que vous n’avez jamais défini, choisissez « Mot de passe oublié » pour définir le vôtre.',

  receiptSubject: 'Votre reçu Margin Pro',
  receiptHeading: 'Merci pour votre paiement Margin Pro',
  receiptReceived: 'Nous avons bien reçu votre paiement de {amount} pour un an de Margin Pro.',
  receiptActive:
    'Pro est actif jusqu’au {date}. L’abonnement se renouvelle automatiquement chaque année ; vous pouvez le résilier à tout moment depuis le menu du compte, sous « Statut de l’abonnement », et Pro reste actif jusqu’à la fin de la période payée.',
  receiptNoRefund: 'Les paiements ne sont pas remboursables.',
  receiptKeep: 'Conservez cet e-mail comme reçu. Compte : {email}.',

  cancelledSubject: 'Votre abonnement Margin Pro est résilié',
  cancelledUntil:
    'Votre abonnement ne sera pas renouvelé et vous ne serez plus débité. Vous gardez Pro jusqu’au {date}.',
  cancelledAgain: 'Vous pouvez vous réabonner à tout moment depuis le menu du compte.',
  cancelledNotYou:
    'Si vous n’avez pas résilié, connectez-vous et vérifiez « Statut de l’abonnement » dans le menu du compte.',

  reportSubject: 'Margin : {title}',
  reportProfit: 'Bénéfice {profit} à {price}',
  reportRequiredPrice: 'Prix nécessaire {price}',
  reportLine: '{label} : {value}',
  reportDisclaimer:
    'Calculé avec les frais publiés de la place de marché pour le pays indiqué ; vérifiez votre fiche avant de vous y fier.',
} satisfies MailCatalog;
