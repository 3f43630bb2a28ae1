/**
 * The Contact menu's e-mails (core spec §2.2: each opens an e-mail template): a subject, and a body that asks
 * for what support needs to answer in one reply. Nothing about the device is filled in automatically: the
 * seller decides what to send.
 */
export interface EmailTemplate {
  subject: string;
  body: string;
}

export type ContactId = 'get-support' | 'send-feedback' | 'report-bug' | 'feature-request';

// Mail clients expect CRLF line breaks in a mailto body (RFC 6068).
const lines = (...text: string[]) => text.join('\r\n');

export const EMAIL_TEMPLATES: Record<ContactId, EmailTemplate> = {
  'get-support': {
    subject: 'Support request',
    body: lines(
      'Hi Margin team,',
      '',
      'What I need help with:',
      '',
      '',
      'The e-mail address of my Margin account (if different from this one):',
      '',
    ),
  },
  'send-feedback': {
    subject: 'Feedback',
    body: lines('Hi Margin team,', '', 'What works well for me:', '', '', 'What could be better:', ''),
  },
  'report-bug': {
    subject: 'Bug report',
    body: lines(
      'Steps to reproduce:',
      '1. ',
      '2. ',
      '3. ',
      '',
      'What I expected:',
      '',
      '',
      'What happened instead:',
      '',
      '',
      'Device and browser (e.g. iPhone 15, Safari; Windows laptop, Chrome):',
      '',
      '',
      'A screenshot helps a lot: attach it to this e-mail if you can.',
    ),
  },
  'feature-request': {
    subject: 'Feature request',
    body: lines(
      'What I would like Margin to do:',
      '',
      '',
      'How it would help my shop:',
      '',
      '',
      'How I handle this today:',
      '',
    ),
  },
};
