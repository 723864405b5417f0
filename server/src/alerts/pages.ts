/**
 * The small pages of alerts, drawn by the server in the site's frame and in one language: the
 * answer to a browser's own form post (sent; or refused, with the form again holding what the
 * visitor wrote), and the pages the e-mails' links open. A link's page asks for a press of its
 * button before it confirms or unsubscribes (a POST), since mail scanners open links on their
 * own; a mail client's one-click unsubscribe posts directly.
 */
import { ALERT_FIELDS, alertLinkPath, alertSearchPath, alertsPath, ALERT_TOKEN_PARAM, type AlertFrequency } from 'shared/alerts';
import type { Locale } from 'shared/i18n';
import { listingsFirstPagePath } from 'shared/listings/rules';
import type { SiteConfig } from 'shared/site';
import { t } from '../i18n';
import { escapeHtml } from '../seo/escape';
import { FRAME_STYLE, framePageHead } from '../seo/frame';
import type { AlertDraft, AlertField } from './request';

/** Why a request was not taken. */
export type AlertFailure = 'invalid' | 'busy' | 'unavailable';

export type AlertPage =
  | { kind: 'sent' }
  | { kind: 'failed'; reason: AlertFailure; field?: AlertField | null; draft: AlertDraft }
  | { kind: 'confirm'; token: string }
  | { kind: 'confirmed'; search: string; frequency: AlertFrequency }
  | { kind: 'unsubscribe'; token: string }
  | { kind: 'unsubscribed'; search: string }
  | { kind: 'invalid' };

const STYLE = `${FRAME_STYLE}
form{display:grid;gap:14px;max-width:520px}
label{display:grid;gap:4px;font-weight:600}
fieldset{border:0;padding:0;margin:0;display:grid;gap:6px}
legend{font-weight:600;padding:0;margin-bottom:4px}
.choice{display:flex;gap:8px;align-items:center;font-weight:400}
input[type=email]{font:inherit;font-weight:400;padding:8px 10px;border:1px solid #b8c4c3;border-radius:8px;background:#fff}
[aria-invalid="true"]{border-color:#c92a2a}
.error{color:#c92a2a;font-weight:400}
.note{color:#5c6b6a;font-size:.9rem;margin:0}
button{font:inherit;font-weight:600;padding:10px 16px;border:0;border-radius:8px;background:#0e7970;color:#fff;cursor:pointer;justify-self:start}
`;

function errorText(field: AlertField | null | undefined, locale: Locale): string {
  if (field === 'frequency') return t('alert.error.frequency', undefined, locale);
  if (field === 'search') return t('alert.error.search', undefined, locale);
  return t('alert.error.email', undefined, locale);
}

/** The alert form, with the visitor's draft and the refused field marked. */
function form(locale: Locale, draft: AlertDraft, refused?: AlertField | null): string {
  const emailError = refused === 'email' ? errorText('email', locale) : undefined;
  const frequencyError = refused === 'frequency' ? errorText('frequency', locale) : undefined;
  const choice = (value: AlertFrequency, label: string) =>
    `<label class="choice"><input type="radio" name="${ALERT_FIELDS.frequency}" value="${value}"${draft.frequency === value || (draft.frequency === '' && value === 'instant') ? ' checked' : ''}${frequencyError ? ' aria-describedby="frequency-error"' : ''}> ${escapeHtml(label)}</label>`;
  return `<form method="post" action="${escapeHtml(alertsPath(locale))}">
        <label>${escapeHtml(t('alert.form.email', undefined, locale))}<input type="email" name="${ALERT_FIELDS.email}" value="${escapeHtml(draft.email)}" required autocomplete="email" maxlength="254"${emailError ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>${emailError ? `<span class="error" id="email-error">${escapeHtml(emailError)}</span>` : ''}</label>
        <fieldset>
          <legend>${escapeHtml(t('alert.form.frequency', undefined, locale))}</legend>
          ${choice('instant', t('alert.form.instant', undefined, locale))}
          ${choice('daily', t('alert.form.daily', undefined, locale))}
          ${frequencyError ? `<span class="error" id="frequency-error">${escapeHtml(frequencyError)}</span>` : ''}
        </fieldset>
        <input type="hidden" name="${ALERT_FIELDS.search}" value="${escapeHtml(draft.search)}">
        <p class="note">${escapeHtml(t('alert.form.privacy', undefined, locale))}</p>
        <button type="submit">${escapeHtml(t('alert.form.submit', undefined, locale))}</button>
      </form>`;
}

/** A link page's one button, posting back to the link itself. */
function linkForm(locale: Locale, link: 'confirm' | 'unsubscribe', token: string, label: string): string {
  const action = `${alertLinkPath(link, locale)}?${new URLSearchParams([[ALERT_TOKEN_PARAM, token]]).toString()}`;
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

const paragraph = (text: string, role?: string) => `<p${role ? ` role="${role}"` : ''}>${escapeHtml(text)}</p>`;
const link = (href: string, text: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;

function content(locale: Locale, page: AlertPage): { title: string; body: string } {
  const say = (id: Parameters<typeof t>[0]) => t(id, undefined, locale);
  const back = link(listingsFirstPagePath(locale), say('alert.page.back'));
  switch (page.kind) {
    case 'sent':
      return { title: say('alert.page.sent.title'), body: paragraph(say('alert.page.sent.text'), 'status') + back };
    case 'failed': {
      const reason =
        page.reason === 'busy' ? say('alert.error.busy') : page.reason === 'unavailable' ? say('alert.error.unavailable') : errorText(page.field, locale);
      return { title: say('alert.page.failed.title'), body: paragraph(reason, 'alert') + form(locale, page.draft, page.reason === 'invalid' ? page.field : undefined) };
    }
    case 'confirm':
      return { title: say('alert.page.confirm.title'), body: paragraph(say('alert.page.confirm.text')) + linkForm(locale, 'confirm', page.token, say('alert.page.confirm.button')) };
    case 'confirmed':
      return {
        title: say('alert.page.confirmed.title'),
        body: paragraph(say(page.frequency === 'daily' ? 'alert.page.confirmed.daily' : 'alert.page.confirmed.instant'), 'status') + link(alertSearchPath(page.search, locale), say('alert.page.search')),
      };
    case 'unsubscribe':
      return { title: say('alert.page.unsubscribe.title'), body: paragraph(say('alert.page.unsubscribe.text')) + linkForm(locale, 'unsubscribe', page.token, say('alert.page.unsubscribe.button')) };
    case 'unsubscribed':
      return { title: say('alert.page.unsubscribed.title'), body: paragraph(say('alert.page.unsubscribed.text'), 'status') + back };
    case 'invalid':
      return { title: say('alert.page.invalid.title'), body: paragraph(say('alert.page.invalid.text')) + back };
  }
}

/** The whole page, in `locale`. */
export function renderAlertPage(site: SiteConfig, locale: Locale, page: AlertPage): string {
  const { title, body } = content(locale, page);
  return `<!doctype html>
<html lang="${locale}">
  ${framePageHead(site, title, STYLE)}
  <body>
    <header><a href="${escapeHtml(listingsFirstPagePath(locale))}">${escapeHtml(site.brand)}</a></header>
    <main>
      <h1>${escapeHtml(title)}</h1>
      ${body}
    </main>
  </body>
</html>
`;
}
