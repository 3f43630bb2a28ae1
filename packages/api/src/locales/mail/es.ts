import type { MailCatalog } from './en';

export const es = {
  footer: 'Margin: calculadora de tarifas y beneficios para vendedores de Etsy. Independiente de Etsy.',
  buttonFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  minutes: '{count, plural, one {# minuto} other {# minutos}}',
  hours: '{count, plural, one {# hora} other {# horas}}',
  linkValidity: 'El enlace funciona una sola vez y durante {duration}.',
  openApp: 'Abrir Margin',

  resetSubject: 'Restablece tu contraseña de Margin',
  resetIntro: 'Alguien ha pedido restablecer la contraseña de la cuenta de Margin de {email}.',
  resetAction: 'Elegir una contraseña nueva',
  resetIgnore: 'Si no lo has pedido tú, ignora este e-mail: tu contraseña no cambia.',

  signInSubject: 'Tu enlace de inicio de sesión en Margin',
  signInIntro:
    'Se ha pedido iniciar sesión en la cuenta de Margin de {email} desde un dispositivo nuevo. Usa este enlace de un solo uso para terminar de iniciar sesión.',
  signInAction: 'Iniciar sesión en Margin',
  signInIgnore:
    'Si no has intentado iniciar sesión, ignora este e-mail; nadie puede usar el enlace sin acceso a tu bandeja de entrada.',

  welcomeSubject: 'Tu prueba de 7 días de Margin ha empezado',
  welcomeHeading: 'Te damos la bienvenida a Margin',
  welcomeTrial:
    'Tu prueba gratuita de 7 días ha empezado y dura hasta el {date}. No necesitas tarjeta para la prueba.',
  welcomePitch:
    'Calcula las tarifas de Etsy, el beneficio y el precio de equilibrio de tus anuncios, y descubre lo que te deja de verdad cada venta.',
  welcomeUpgrade:
    'Para conservar todas las funciones después de la prueba, pásate a Pro desde el menú de la cuenta.',
  welcomeNotYou:
    '¿No has sido tú? Puede que alguien haya empezado esta prueba con tu dirección. Abre Margin, inicia sesión con esta dirección y usa el enlace que te enviamos por e-mail: así se cierra la sesión de cualquiera que la haya abierto sin él. Si la cuenta pide una contraseña que nunca has creado, elige «He olvidado la contraseña» para crear la tuya.',

  receiptSubject: 'Tu recibo de Margin Pro',
  receiptHeading: 'Gracias por tu pago de Margin Pro',
  receiptReceived: 'Hemos recibido tu pago de {amount} por un año de Margin Pro.',
  receiptActive:
    'Pro está activo hasta el {date}. La suscripción se renueva automáticamente cada año; puedes cancelarla cuando quieras desde el menú de la cuenta, en «Estado de la suscripción», y Pro sigue activo hasta el final del periodo pagado.',
  receiptNoRefund: 'Los pagos no son reembolsables.',
  receiptKeep: 'Guarda este e-mail como recibo. Cuenta: {email}.',

  cancelledSubject: 'Tu suscripción a Margin Pro está cancelada',
  cancelledUntil: 'Tu suscripción no se renovará y no se te volverá a cobrar. Conservas Pro hasta el {date}.',
  cancelledAgain: 'Puedes volver a suscribirte cuando quieras desde el menú de la cuenta.',
  cancelledNotYou:
    'Si no la has cancelado tú, inicia sesión y revisa «Estado de la suscripción» en el menú de la cuenta.',

  reportSubject: 'Margin: {title}',
  reportProfit: 'Beneficio {profit} a {price}',
  reportRequiredPrice: 'Precio necesario {price}',
  reportLine: '{label}: {value}',
  reportDisclaimer:
    'Calculado con las tarifas publicadas del marketplace para el país indicado; revisa tu anuncio antes de fiarte de ello.',
} satisfies MailCatalog;
