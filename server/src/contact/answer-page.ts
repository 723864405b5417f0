/**
 * The message form the server draws itself, and the page a browser gets for a contact form it
 * posted itself (a form sent without the app's script: before the app has started, or with
 * JavaScript off): in the site's frame, in the page's language, never JSON. Sent: the sheet's
 * success words and a way back. Not sent: the sheet's failure words, what went wrong with each
 * field, and the form again with the visitor's text in it, to correct and send again.
 *
 * The form posts to its language's root ('/', '/en', '/de': contactPostPath), so the answer is
 * in the language the visitor wrote in, whatever happens to the post (even one refused before
 * its body is read).
 */
import { CONTACT_FIELDS, CONTACT_FORM_NAME, EMPTY_DRAFT, FIELD_MAX_LENGTH, HONEYPOT_FIELD, type ContactDraft, type ContactError, type ContactField } from 'shared/contact';
import { BASE_LOCALE, type Locale } from 'shared/i18n';
import { listingsFirstPagePath } from 'shared/listings/rules';
import { localeRootPath } from 'shared/routes';
import type { SiteConfig } from 'shared/site';
import { escapeHtml } from '../seo/escape';
import { FRAME_STYLE, contactAside, frameHeader, framePageHead } from '../seo/frame';
import { contactStrings } from './strings';

/** Where a browser posts the form in `locale`: the root of that language's pages (SPEC 7: the site root). */
export const contactPostPath = (locale: Locale): string => localeRootPath(locale);

export type ContactAnswer =
  /** The empty form at contactFormPath(locale): 'Kontakti' and the contact page's button before the app runs. */
  | { kind: 'form' }
  | { kind: 'sent' }
  /** A field was refused: its error, and the visitor's text to correct. */
  | { kind: 'invalid'; draft: ContactDraft; field: ContactField; error: ContactError }
  /** The store cannot take messages now (503): the visitor's text, to send again later. */
  | { kind: 'unavailable'; draft: ContactDraft }
  /** Too many posts (429), or a post that could not be read (its text is not known). */
  | { kind: 'busy' }
  | { kind: 'failed' };

const STYLE = `${FRAME_STYLE}
form{display:grid;gap:12px;max-width:520px}
label{display:grid;gap:4px;font-weight:600}
input,textarea{font:inherit;font-weight:400;padding:8px 10px;border:1px solid #b8c4c3;border-radius:8px;background:#fff}
textarea{min-height:8em}
[aria-invalid="true"]{border-color:#c92a2a}
.error{color:#c92a2a;font-weight:400}
.hidden{position:absolute;left:-10000px}
button{font:inherit;font-weight:600;padding:10px 16px;border:0;border-radius:8px;background:#0e7970;color:#fff;cursor:pointer;justify-self:start}
`;

/** The contact form with `draft` in it, `field` marked with its error. */
function form(locale: Locale, draft: ContactDraft, invalid?: { field: ContactField; error: ContactError }): string {
  const t = contactStrings(locale);
  const control = (field: ContactField) => {
    const error = invalid?.field === field ? t.error(field, invalid.error) : undefined;
    const common = `name="${field}" maxlength="${FIELD_MAX_LENGTH[field]}"${error ? ` aria-invalid="true" aria-describedby="${field}-error"` : ''}${field === 'phone' || field === 'message' ? ' required' : ''}`;
    const input =
      field === 'message'
        ? `<textarea ${common}>${escapeHtml(draft.message)}</textarea>`
        : `<input type="${field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}" ${common} value="${escapeHtml(draft[field])}">`;
    const note = error ? `<span class="error" id="${field}-error">${escapeHtml(error)}</span>` : '';
    return `<label>${escapeHtml(t.field(field))}${input}${note}</label>`;
  };
  return `<form method="post" action="${contactPostPath(locale)}" aria-label="${escapeHtml(t.formTitle)}">
        <input type="hidden" name="form-name" value="${CONTACT_FORM_NAME}">
        <label class="hidden" aria-hidden="true">${escapeHtml(t.honeypot)}<input name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label>
        ${CONTACT_FIELDS.map(control).join('\n        ')}
        <button type="submit">${escapeHtml(t.submit)}</button>
      </form>`;
}

/** The whole page: the empty form, or the answer to a browser's contact post, in `locale`. */
export function renderContactAnswer(site: SiteConfig, answer: ContactAnswer, locale: Locale = BASE_LOCALE): string {
  const t = contactStrings(locale);
  const sent = answer.kind === 'sent';
  const title = sent ? t.sentTitle : answer.kind === 'form' ? t.formTitle : t.failedTitle;
  let body: string;
  if (answer.kind === 'form') {
    body = form(locale, EMPTY_DRAFT);
  } else if (sent) {
    body = `<p role="status">${escapeHtml(t.sentText)}</p>
      <p><a href="${listingsFirstPagePath(locale)}">${escapeHtml(t.backToListings)}</a></p>`;
  } else {
    const reason = answer.kind === 'unavailable' ? t.unavailable : answer.kind === 'busy' ? t.busy : t.failedText;
    const draft = answer.kind === 'invalid' || answer.kind === 'unavailable' ? answer.draft : EMPTY_DRAFT;
    const invalid = answer.kind === 'invalid' ? { field: answer.field, error: answer.error } : undefined;
    body = `<p role="alert">${escapeHtml(reason === t.failedText ? t.failedText : `${t.failedText}. ${reason}`)}</p>
      ${form(locale, draft, invalid)}`;
  }
  return `<!doctype html>
<html lang="${locale}">
  ${framePageHead(site, title, STYLE)}
  <body>
    ${frameHeader(site, locale)}
    <main>
      <h1>${escapeHtml(title)}</h1>
      ${body}
      ${contactAside(site, locale)}
    </main>
  </body>
</html>
`;
}
