import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '../../i18n/runtime';

/**
 * The Contact menu's e-mails (core spec §2.2: each opens an e-mail template): a subject, and a body that asks
 * for what support needs to answer in one reply. Nothing about the device is filled in automatically: the
 * seller decides what to send. The subject and the body's prompts are in the language on screen, read when the
 * e-mail opens; the subject's English words go along too (`supportSubject`), as support sorts its inbox by them.
 */
export interface EmailTemplate {
  /** The subject in the language on screen. */
  readonly subject: string;
  /** The subject in English, the words support's inbox is sorted by. */
  readonly supportSubject: string;
  readonly body: string;
}

export type ContactId = 'get-support' | 'send-feedback' | 'report-bug' | 'feature-request';

// Mail clients expect CRLF line breaks in a mailto body (RFC 6068).
const lines = (...text: string[]) => text.join('\r\n');

const template = (subject: MessageDescriptor, body: () => string): EmailTemplate => ({
  get subject() {
    return i18n._(subject);
  },
  supportSubject: subject.message ?? subject.id,
  get body() {
    return body();
  },
});

export const EMAIL_TEMPLATES: Record<ContactId, EmailTemplate> = {
  'get-support': template(msg`Support request`, () =>
    lines(
      t`Hi Margin team,`,
      '',
      t`What I need help with:`,
      '',
      '',
      t`The e-mail address of my Margin account (if different from this one):`,
      '',
    ),
  ),
  'send-feedback': template(msg`Feedback`, () =>
    lines(t`Hi Margin team,`, '', t`What works well for me:`, '', '', t`What could be better:`, ''),
  ),
  'report-bug': template(msg`Bug report`, () =>
    lines(
      t`Steps to reproduce:`,
      '1. ',
      '2. ',
      '3. ',
      '',
      t`What I expected:`,
      '',
      '',
      t`What happened instead:`,
      '',
      '',
      t`Device and browser (e.g. iPhone 15, Safari; Windows laptop, Chrome):`,
      '',
      '',
      t`A screenshot helps a lot: attach it to this e-mail if you can.`,
    ),
  ),
  'feature-request': template(msg`Feature request`, () =>
    lines(
      t`What I would like Margin to do:`,
      '',
      '',
      t`How it would help my shop:`,
      '',
      '',
      t`How I handle this today:`,
      '',
    ),
  ),
};
