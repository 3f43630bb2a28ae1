import type { MailCatalog } from './en';

export const fr = {
  footer: 'Margin — calculateur de frais et de bénéfices pour les vendeurs Etsy. Indépendant d’Etsy.',
  buttonFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
  minutes: '{count, plural, one {# minute} other {# minutes}}',
  hours: '{count, plural, one {# heure} other {# heures}}',
  linkValidity: 'Le lien ne fonctionne qu’une fois et pendant {duration}.',
  openApp: 'Ouvrir Margin',

  resetSubject: 'Réinitialisez votre mot de passe Margin',
  resetIntro: 'Quelqu’un a demandé à réinitialiser le mot de passe du compte Margin de {email}.',
  resetAction: 'Choisir un nouveau mot de passe',
  resetIgnore:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.',

  signInSubject: 'Votre lien de connexion à Margin',
  signInIntro:
    'Une connexion au compte Margin de {email} a été demandée depuis un nouvel appareil. Utilisez ce lien à usage unique pour terminer la connexion.',
  signInAction: 'Se connecter à Margin',
  signInIgnore:
    'Si vous n’avez pas essayé de vous connecter, ignorez cet e-mail\u00a0; personne ne peut utiliser le lien sans accès à votre boîte de réception.',

  welcomeSubject: 'Votre essai de 7 jours de Margin a commencé',
  welcomeHeading: 'Bienvenue sur Margin',
  welcomeTrial:
    'Votre essai gratuit de 7 jours a commencé et dure jusqu’au {date}. Aucune carte n’est nécessaire pour l’essai.',
  welcomePitch:
    'Calculez les frais Etsy, le bénéfice et le prix d’équilibre de vos fiches, et voyez ce que chaque vente vous rapporte vraiment.',
  welcomeUpgrade:
    'Pour garder toutes les fonctionnalités après l’essai, passez à Pro depuis le menu du compte.',
  welcomeNotYou:
    'Ce n’était pas vous\u00a0? Quelqu’un a peut-être commencé cet essai avec votre adresse. Ouvrez Margin, connectez-vous avec cette adresse et utilisez le lien que nous vous envoyons par e-mail\u00a0: cela déconnecte toute personne ayant ouvert une session sans ce lien. Si le compte demande un mot de passe que vous n’avez jamais défini, choisissez «\u00a0Mot de passe oublié\u00a0» pour définir le vôtre.',

  receiptSubject: 'Votre reçu Margin Pro',
  receiptHeading: 'Merci pour votre paiement Margin Pro',
  receiptReceived: 'Nous avons bien reçu votre paiement de {amount} pour un an de Margin Pro.',
  receiptActive:
    'Pro est actif jusqu’au {date}. L’abonnement se renouvelle automatiquement chaque année\u00a0; vous pouvez le résilier à tout moment depuis le menu du compte, sous «\u00a0Statut de l’abonnement\u00a0», et Pro reste actif jusqu’à la fin de la période payée.',
  receiptNoRefund: 'Les paiements ne sont pas remboursables.',
  receiptKeep: 'Conservez cet e-mail comme reçu. Compte\u00a0: {email}.',

  cancelledSubject: 'Votre abonnement Margin Pro est résilié',
  cancelledUntil:
    'Votre abonnement ne sera pas renouvelé et vous ne serez plus débité. Vous gardez Pro jusqu’au {date}.',
  cancelledAgain: 'Vous pouvez vous réabonner à tout moment depuis le menu du compte.',
  cancelledNotYou:
    'Si vous n’avez pas résilié, connectez-vous et vérifiez «\u00a0Statut de l’abonnement\u00a0» dans le menu du compte.',

  reportSubject: 'Margin\u00a0: {title}',
  reportProfit: 'Bénéfice {profit} à {price}',
  reportRequiredPrice: 'Prix nécessaire {price}',
  reportLine: '{label}\u00a0: {value}',
  reportDisclaimer:
    'Calculé avec les frais publiés de la plateforme pour le pays indiqué\u00a0; vérifiez votre fiche avant de vous y fier.',
} satisfies MailCatalog;
