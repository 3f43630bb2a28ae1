export { createSmtpTransport, describeSmtpUrl } from './smtp-transport';
export { createOutboxTransport, findLinks } from './outbox-transport';
export { sendMail } from './send-mail';
export { mailLocale, mailTexts, type MailLocale } from './i18n';
export {
  MAIL_FOOTER,
  calculationReportEmail,
  type ReportLine,
  escapeHtml,
  formatDuration,
  passwordResetEmail,
  paymentReceiptEmail,
  signInLinkEmail,
  subscriptionCancelledEmail,
  welcomeEmail,
} from './templates';
