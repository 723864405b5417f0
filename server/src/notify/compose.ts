/** The e-mail that tells the agency about a new inquiry: to, subject and text, from visitor data. */
import { AGENCY_TIME_ZONE } from 'shared/format';
import { pageSource } from '../contact/page-source';
import { bodyText, headerAddress, headerText } from './header';
import type { ContactMessage } from '../store';
import type { OutboxMail } from './outbox';
import { MAIL_STRINGS as S } from './strings';

/** What the mail tells: the fields of a stored contact message. */
export type Inquiry = Omit<ContactMessage, 'id'>;

export interface ComposeOptions {
  /** NOTIFY_EMAIL: a plain address (checked by the config). */
  to: string;
  /** The site's public origin, for the listing link. */
  siteUrl: string;
  /** The agency's name, the subject's prefix. */
  brand: string;
}

/**
 * The page the inquiry came from, as lines for the mail: a listing's id with its address on
 * this site, or the page address when it is on this site; anything else is the visitor's text.
 */
export function pageLines(page: string, siteUrl: string): string[] {
  const source = pageSource(page, siteUrl);
  switch (source.kind) {
    case 'listing':
      return [`${S.listing}: ${source.listingId}`, `${S.page}: ${source.url}`];
    case 'page':
      return [`${S.page}: ${source.url}`];
    case 'text':
      return [`${S.pageText}: ${source.text}`];
    case 'none':
      return [];
  }
}

/** 'dd.MM.yyyy HH:mm' in Kosovo's time. */
const kosovoTime = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: AGENCY_TIME_ZONE,
});

export function composeInquiryMail(inquiry: Inquiry, options: ComposeOptions): OutboxMail {
  const name = headerText(inquiry.name, 80);
  const who = name || S.unnamedVisitor;
  const source = pageSource(inquiry.page, options.siteUrl);
  const id = source.kind === 'listing' ? source.listingId : undefined;
  const replyTo = headerAddress(inquiry.email) ?? null;
  const received = new Date(inquiry.receivedAt);

  const field = (label: string, value: string) => `${label}: ${headerText(value, 300) || S.missing}`;
  const text = [
    S.intro,
    '',
    field(S.name, inquiry.name),
    field(S.phone, inquiry.phone),
    field(S.email, inquiry.email),
    ...pageLines(inquiry.page, options.siteUrl),
    ...(Number.isNaN(received.getTime()) ? [] : [`${S.time}: ${kosovoTime.format(received)}`]),
    '',
    `${S.message}:`,
    bodyText(inquiry.message).trim() || S.missing,
    '',
    '-- ',
    replyTo ? S.replyHint : S.noReplyHint,
    S.footer,
    '',
  ].join('\n');

  return {
    to: options.to,
    replyTo,
    subject: headerText(id ? S.subjectListing(options.brand, who, id) : S.subjectGeneral(options.brand, who), 200),
    text,
  };
}
