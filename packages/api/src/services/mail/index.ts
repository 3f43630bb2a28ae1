export { createSmtpTransport, describeSmtpUrl } from './smtp-transport';
export { createOutboxTransport, findLinks } from './outbox-transport';
export { sendMail } from './send-mail';
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
