import type { MailMessage } from '../types';
import type { MailTexts } from './i18n';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Links in our mail are built from PUBLIC_URL; anything but http(s) (a `javascript:` URL) is a bug upstream. */
export function checkedLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error(`mail link is not an absolute URL: ${link}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`mail link must be http(s), not ${url.protocol}`);
  }
  return link;
}

/**
 * A message is a heading, paragraphs and at most one button; the text and HTML bodies are both built from it,
 * so they always say the same. The link also appears as plain text in the HTML for mail apps that hide buttons.
 */
export interface Content {
  heading: string;
  before: string[];
  action?: { label: string; url: string };
  after: string[];
}

function renderText({ heading, before, action, after }: Content, footer: string): string {
  const blocks = [heading, ...before];
  if (action) blocks.push(`${action.label}:\n${action.url}`);
  // '-- ' (with the space) is the signature separator mail apps recognise.
  blocks.push(...after, `-- \n${footer}`);
  return `${blocks.join('\n\n')}\n`;
}

const PRODUCT = 'Margin';
const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2933">${escapeHtml(text)}</p>`;

function renderHtml({ heading, before, action, after }: Content, texts: MailTexts): string {
  const footer = texts.text('footer');
  const parts = [
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:#1f2933">${escapeHtml(heading)}</h1>`,
    ...before.map(paragraph),
  ];
  if (action) {
    const href = escapeHtml(action.url);
    parts.push(
      `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;` +
        `background:#e8590c;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#52606d">${escapeHtml(texts.text('buttonFallback'))}` +
        `<br><a href="${href}" style="color:#c2410c;word-break:break-all">${href}</a></p>`,
    );
  }
  parts.push(...after.map(paragraph));
  return [
    '<!DOCTYPE html>',
    `<html lang="${texts.locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f5f5f4;${FONT}">`,
    '<div style="max-width:560px;margin:0 auto;padding:24px 16px">',
    `<div style="padding:28px 24px;background:#ffffff;border-radius:8px;border:1px solid #e7e5e4">`,
    `<p style="margin:0 0 20px;font-size:16px;font-weight:700;color:#e8590c">${PRODUCT}</p>`,
    ...parts,
    '</div>',
    `<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#78716c;text-align:center">${escapeHtml(footer)}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

export interface Recipient {
  to: string;
  userId?: string | null;
}

/** The message in both bodies, in the language of `texts` (its footer and button fallback too). */
export function message(
  kind: string,
  subject: string,
  recipient: Recipient,
  texts: MailTexts,
  content: Content,
): MailMessage {
  return {
    to: recipient.to,
    userId: recipient.userId ?? null,
    kind,
    subject,
    text: renderText(content, texts.text('footer')),
    html: renderHtml(content, texts),
  };
}
