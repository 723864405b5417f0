/**
 * An alert's e-mails, in the alert's language (the server's catalogue, src/messages): the
 * confirmation a request asks for, one new listing, and a day's digest. Each has a text and an
 * HTML part; the listing mails carry their unsubscribe link in the text, in the HTML and as the
 * one-click List-Unsubscribe address (RFC 8058). Every value from the data is escaped in the HTML
 * and kept to one line in the subject.
 */
import { alertLinkUrl, alertSearchPath, type AlertFrequency } from 'shared/alerts';
import type { Listing } from 'shared/contracts';
import type { Locale } from 'shared/i18n';
import { listingTitle, listingUrl } from 'shared/listings/rules';
import { t } from '../i18n';
import { headerText } from '../notify/header';
import type { OutboxMail } from '../notify/outbox';
import { escapeHtml } from '../seo/escape';
import { ALERT_CONFIRM_DAYS } from '../store/alerts';
import { listingPriceText } from './price';

export interface AlertMailContext {
  /** The site's public origin, for every link. */
  siteUrl: string;
  /** The agency's name. */
  brand: string;
}

/** What a mail needs of its alert. */
export interface MailAlert {
  email: string;
  search: string;
  locale: Locale;
  frequency: AlertFrequency;
}

/** A listing as a mail shows it: its full public record. */
export type MailListing = Pick<Listing, 'id' | 'title' | 'description' | 'translations' | 'city' | 'subcity' | 'category' | 'option' | 'price' | 'reducedPrice'>;

const STYLE = {
  body: 'font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1d2b2a;line-height:1.5;max-width:560px',
  button: 'display:inline-block;padding:10px 16px;border-radius:8px;background:#0e7970;color:#ffffff;text-decoration:none;font-weight:600',
  card: 'border:1px solid #dde5e4;border-radius:12px;padding:12px 16px;margin:12px 0',
  small: 'color:#5c6b6a;font-size:13px',
};

const searchUrl = (context: AlertMailContext, alert: MailAlert) => context.siteUrl.replace(/\/+$/, '') + alertSearchPath(alert.search, alert.locale);

/**
 * The listing's title as a page in the alert's language shows it (shared `listingTitle`): the
 * agency's translation when it gave one, else the Albanian title, with the language it is in,
 * one line long.
 */
const mailTitle = (listing: MailListing, locale: Locale, max: number) => {
  const title = listingTitle(listing, locale);
  return { text: headerText(title.text, max), lang: title.lang };
};

/** '{city}, {subcity} · {price}' */
function facts(listing: MailListing, locale: Locale): string {
  const place = [listing.city, listing.subcity].filter((part) => typeof part === 'string' && part.trim() !== '').join(', ');
  return [place, listingPriceText(listing, locale)].filter(Boolean).join(' · ');
}

function htmlDocument(locale: Locale, content: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="${STYLE.body}">${content}</body></html>`;
}

/** The mail a request asks for: the link that confirms the alert; without it nothing is ever sent. */
export function composeConfirmMail(alert: MailAlert, token: string, context: AlertMailContext): OutboxMail {
  const { locale } = alert;
  const link = alertLinkUrl(context.siteUrl, 'confirm', locale, token);
  const search = searchUrl(context, alert);
  const frequency = t(alert.frequency === 'daily' ? 'alert.mail.frequency.daily' : 'alert.mail.frequency.instant', undefined, locale);
  const text = [
    t('alert.mail.confirm.intro', { brand: context.brand }, locale),
    search,
    frequency,
    '',
    t('alert.mail.confirm.action', undefined, locale),
    link,
    '',
    t('alert.mail.confirm.validity', { days: ALERT_CONFIRM_DAYS }, locale),
    t('alert.mail.confirm.ignore', undefined, locale),
    '',
  ].join('\n');
  const html = htmlDocument(
    locale,
    `<p>${escapeHtml(t('alert.mail.confirm.intro', { brand: context.brand }, locale))}<br><a href="${escapeHtml(search)}">${escapeHtml(search)}</a></p>
<p>${escapeHtml(frequency)}</p>
<p>${escapeHtml(t('alert.mail.confirm.action', undefined, locale))}</p>
<p><a href="${escapeHtml(link)}" style="${STYLE.button}">${escapeHtml(t('alert.page.confirm.button', undefined, locale))}</a></p>
<p style="${STYLE.small}">${escapeHtml(t('alert.mail.confirm.validity', { days: ALERT_CONFIRM_DAYS }, locale))} ${escapeHtml(t('alert.mail.confirm.ignore', undefined, locale))}</p>`,
  );
  return { to: alert.email, replyTo: null, subject: headerText(`[${context.brand}] ${t('alert.mail.confirm.subject', undefined, locale)}`, 200), text, html };
}

/** The lines and the HTML block of one listing. */
function listingParts(listing: MailListing, alert: MailAlert, context: AlertMailContext): { lines: string[]; html: string } {
  const { locale } = alert;
  const url = listingUrl(context.siteUrl, listing.id, locale);
  const title = mailTitle(listing, locale, 300);
  const about = facts(listing, locale);
  return {
    lines: [title.text, about, url],
    html: `<div style="${STYLE.card}">
<p style="margin:0 0 4px;font-weight:600" lang="${title.lang}">${escapeHtml(title.text)}</p>
<p style="margin:0 0 8px">${escapeHtml(about)}</p>
<a href="${escapeHtml(url)}" style="${STYLE.button}">${escapeHtml(t('alert.mail.view', undefined, locale))}</a>
</div>`,
  };
}

/** The end of every listing mail: the search, why it came, and how to stop it. */
function footer(alert: MailAlert, unsubscribe: string, context: AlertMailContext): { lines: string[]; html: string } {
  const { locale } = alert;
  const search = searchUrl(context, alert);
  const why = t('alert.mail.why', { brand: context.brand }, locale);
  return {
    lines: ['', t('alert.mail.search', undefined, locale), search, '', '-- ', why, t('alert.mail.unsubscribe', undefined, locale), unsubscribe, ''],
    html: `<p><a href="${escapeHtml(search)}">${escapeHtml(t('alert.page.search', undefined, locale))}</a></p>
<p style="${STYLE.small}">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(t('alert.mail.unsubscribeLink', undefined, locale))}</a></p>`,
  };
}

/** An instant alert's mail about one new listing. */
export function composeListingMail(alert: MailAlert, listing: MailListing, token: string, context: AlertMailContext): OutboxMail {
  const { locale } = alert;
  const unsubscribe = alertLinkUrl(context.siteUrl, 'unsubscribe', locale, token);
  const part = listingParts(listing, alert, context);
  const end = footer(alert, unsubscribe, context);
  return {
    to: alert.email,
    replyTo: null,
    subject: headerText(`[${context.brand}] ${t('alert.mail.listing.subject', { title: mailTitle(listing, locale, 120).text }, locale)}`, 200),
    text: [t('alert.mail.listing.intro', undefined, locale), '', ...part.lines, ...end.lines].join('\n'),
    html: htmlDocument(locale, `<p>${escapeHtml(t('alert.mail.listing.intro', undefined, locale))}</p>\n${part.html}\n${end.html}`),
    listUnsubscribe: unsubscribe,
  };
}

/** A daily alert's digest of the listings that came since its last one. */
export function composeDigestMail(alert: MailAlert, listings: readonly MailListing[], token: string, context: AlertMailContext): OutboxMail {
  const { locale } = alert;
  const unsubscribe = alertLinkUrl(context.siteUrl, 'unsubscribe', locale, token);
  const parts = listings.map((listing) => listingParts(listing, alert, context));
  const end = footer(alert, unsubscribe, context);
  return {
    to: alert.email,
    replyTo: null,
    subject: headerText(`[${context.brand}] ${t('alert.mail.digest.subject', { count: listings.length }, locale)}`, 200),
    text: [t('alert.mail.digest.intro', undefined, locale), '', ...parts.flatMap((part) => [...part.lines, '']), ...end.lines].join('\n'),
    html: htmlDocument(locale, `<p>${escapeHtml(t('alert.mail.digest.intro', undefined, locale))}</p>\n${parts.map((part) => part.html).join('\n')}\n${end.html}`),
    listUnsubscribe: unsubscribe,
  };
}
