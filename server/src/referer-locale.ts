import type { FastifyRequest } from 'fastify';
import { BASE_LOCALE, localeOfPath, type Locale } from 'shared/i18n';

/**
 * The language of the page a request was made from, for an address that has no language of its
 * own (a data path a person opened through a link): the Referer's, when it is a page of this
 * site (the site's referrer policy sends the path within it), else Albanian, the site's default.
 * It picks a page to lead to, nothing more, so a forged Referer gains nothing.
 */
export function refererLocale(request: FastifyRequest): Locale {
  const referer = request.headers.referer;
  if (referer === undefined || !URL.canParse(referer)) return BASE_LOCALE;
  const from = new URL(referer);
  return from.host === request.host ? localeOfPath(from.pathname) : BASE_LOCALE;
}
