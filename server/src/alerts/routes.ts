/**
 * The alerts' public side, in each language (shared/alerts paths):
 *
 * - `POST alertsPath(locale)`: a request for an alert (a form body: the plain HTML form and the
 *   app's post alike). Checked (400 naming the field), counted per client and per address in the
 *   store before anything is written (429 with Retry-After; requests sent together and instances
 *   sharing the database count the same), then the alert and its confirmation mail are stored
 *   together (202). The answer is the same whether the address had the alert or not. The app
 *   asks for JSON; a browser's own post gets a page, never JSON.
 * - `GET`/`POST` the confirm and unsubscribe links: a GET shows the link's page with one button
 *   (mail scanners open links), a POST acts; a mail client's one-click unsubscribe (RFC 8058)
 *   is that POST. These answer pages in the alert's language, whatever is asked for.
 *
 * Without a store or without SMTP the feature is off: a request answers 503 'unavailable' and
 * says so in the visitor's language; nothing else on the site changes. No address is ever logged.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ALERT_BODY_MAX_BYTES, ALERT_TOKEN_PARAM, alertLinkPath, alertsPath, type AlertRefusal } from 'shared/alerts';
import { LOCALES, type Locale } from 'shared/i18n';
import type { SiteConfig } from 'shared/site';
import { forTerminal } from '../control-chars';
import { hashAlertToken, normalizeEmail, type Store } from '../store';
import { wantsHtml } from '../wants-html';
import { composeConfirmMail } from './mails';
import { renderAlertPage, type AlertPage } from './pages';
import { readAlertRequest, type AlertDraft } from './request';

export interface AlertLimit {
  limit: number;
  windowMs: number;
}

/** Requests per client and per address: a visitor saves a few searches; an address is not flooded with confirmations. */
export const ALERT_LIMITS = {
  perClient: { limit: 10, windowMs: 60 * 60_000 },
  perAddress: { limit: 5, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, AlertLimit>;

export interface AlertRoutesOptions {
  /** The store, when it is open; alerts are off without it. */
  store: Store | undefined;
  /** Whether mail can be sent (SMTP_URL): alerts are off without it. */
  mailEnabled: boolean;
  /** The site's frame and public origin (its `siteUrl`). */
  site: SiteConfig;
  limits?: typeof ALERT_LIMITS;
  now?: () => number;
  log?: (line: string) => void;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** How long a request refused for a fault is asked to wait (seconds). */
const RETRY_AFTER_SECONDS = 60;

function page(reply: FastifyReply, status: number, site: SiteConfig, locale: Locale, content: AlertPage) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    // A link's token is in its address: no page of it hands that address on.
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(renderAlertPage(site, locale, content));
}

function json(reply: FastifyReply, status: number, body: { ok: true } | AlertRefusal) {
  return reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);
}

const tokenOf = (request: FastifyRequest): string => {
  const value = (request.query as Record<string, unknown>)[ALERT_TOKEN_PARAM];
  return typeof value === 'string' && value.length <= 100 ? value : '';
};

export const alertRoutes: FastifyPluginAsync<AlertRoutesOptions> = async (app, options) => {
  const { store, mailEnabled, site } = options;
  const limits = options.limits ?? ALERT_LIMITS;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(forTerminal(line)));
  const available = store !== undefined && mailEnabled;

  // A request is a form; a one-click unsubscribe posts a form (or multipart) that says nothing
  // the address does not: any other body is read up to the limit and set aside.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: ALERT_BODY_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ALERT_BODY_MAX_BYTES }, (_request, _body, done) => done(null, undefined));

  app.setErrorHandler((error: { statusCode?: number; message: string; code?: string }, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 503;
    // The store's message names a table or a lock, never the request's address.
    if (status >= 500) log(`alerts: ${request.method} ${request.routeOptions.url ?? ''} failed: ${error.code ? `${error.code}: ` : ''}${error.message}`);
    if (status >= 500) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    const locale = (request.routeOptions.config as { locale?: Locale } | undefined)?.locale ?? 'sq';
    const draft: AlertDraft = { email: '', frequency: '', search: '' };
    if (wantsHtml(request) || request.method === 'GET') return page(reply, status, site, locale, { kind: 'failed', reason: status >= 500 ? 'unavailable' : 'invalid', field: null, draft });
    return json(reply, status, { ok: false, error: status >= 500 ? 'unavailable' : 'bad-request' });
  });

  for (const locale of LOCALES) {
    const config = { locale };

    app.post(alertsPath(locale), { config }, async (request, reply) => {
      const html = wantsHtml(request);
      if (typeof request.body !== 'string') {
        return html ? page(reply, 415, site, locale, { kind: 'failed', reason: 'invalid', field: null, draft: { email: '', frequency: '', search: '' } }) : json(reply, 415, { ok: false, error: 'bad-request' });
      }
      const read = readAlertRequest(request.body);
      if (!read.ok) {
        if (html) return page(reply, 400, site, locale, { kind: 'failed', reason: 'invalid', field: read.field, draft: read.draft });
        return json(reply, 400, read.field === null ? { ok: false, error: 'bad-request' } : { ok: false, error: 'invalid-field', field: read.field });
      }
      const draft: AlertDraft = read.request;
      if (!available || !store) {
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return html ? page(reply, 503, site, locale, { kind: 'failed', reason: 'unavailable', draft }) : json(reply, 503, { ok: false, error: 'unavailable' });
      }
      const address = normalizeEmail(read.request.email);
      const tries = await store.signInAttempts.reserve(
        [
          { key: `alert-client:${request.ip}`, ...limits.perClient },
          { key: `alert-address:${hashAlertToken(address)}`, ...limits.perAddress },
        ],
        now(),
      );
      if (!tries.ok) {
        reply.header('Retry-After', String(Math.ceil(tries.retryAfterMs / 1000)));
        return html ? page(reply, 429, site, locale, { kind: 'failed', reason: 'busy', draft }) : json(reply, 429, { ok: false, error: 'rate-limited' });
      }
      const alert = { email: address, search: read.request.search, locale, frequency: read.request.frequency };
      await store.alerts.create(alert, (token) => composeConfirmMail(alert, token, { siteUrl: site.siteUrl, brand: site.brand }));
      return html ? page(reply, 200, site, locale, { kind: 'sent' }) : json(reply, 202, { ok: true });
    });

    app.get(alertLinkPath('confirm', locale), { config }, async (request, reply) => {
      const token = tokenOf(request);
      const alert = token && store ? await store.alerts.openLink(token, 'confirm') : undefined;
      if (!alert) return page(reply, 404, site, locale, { kind: 'invalid' });
      if (alert.confirmedAt !== null) return page(reply, 200, site, alert.locale, { kind: 'confirmed', search: alert.search, frequency: alert.frequency });
      return page(reply, 200, site, alert.locale, { kind: 'confirm', token });
    });

    app.post(alertLinkPath('confirm', locale), { config }, async (request, reply) => {
      const token = tokenOf(request);
      const alert = token && store ? await store.alerts.confirm(token) : undefined;
      if (!alert) return page(reply, 404, site, locale, { kind: 'invalid' });
      return page(reply, 200, site, alert.locale, { kind: 'confirmed', search: alert.search, frequency: alert.frequency });
    });

    app.get(alertLinkPath('unsubscribe', locale), { config }, async (request, reply) => {
      const token = tokenOf(request);
      const alert = token && store ? await store.alerts.openLink(token, 'unsubscribe') : undefined;
      if (!alert) return page(reply, 404, site, locale, { kind: 'invalid' });
      return page(reply, 200, site, alert.locale, { kind: 'unsubscribe', token });
    });

    app.post(alertLinkPath('unsubscribe', locale), { config }, async (request, reply) => {
      const token = tokenOf(request);
      const alert = token && store ? await store.alerts.unsubscribe(token) : undefined;
      if (!alert) return page(reply, 404, site, locale, { kind: 'invalid' });
      return page(reply, 200, site, alert.locale, { kind: 'unsubscribed', search: alert.search });
    });
  }
};
