/**
 * The alerts' addresses, in each language: where the form posts (`alertsPath`) and the two links
 * its e-mails carry, which open small pages the server draws in the alert's language.
 */
import type { Locale } from '../i18n';
import { PAGE_PATHS, listingsPath } from '../routes';
import { ALERT_TOKEN_PARAM } from './fields';

/** Each link's last segment, in the language of the path it ends. */
const ACTIONS = {
  confirm: { sq: 'konfirmo', en: 'confirm', de: 'bestaetigen' },
  unsubscribe: { sq: 'ndalo', en: 'unsubscribe', de: 'abbestellen' },
} as const satisfies Record<string, Record<Locale, string>>;
export type AlertLink = keyof typeof ACTIONS;
export const ALERT_LINKS = Object.keys(ACTIONS) as AlertLink[];

/** Where the form posts: '/njoftimet', '/en/alerts', '/de/suchauftrag'. */
export const alertsPath = (locale: Locale): string => PAGE_PATHS.alerts[locale];

/** A link's page: '/njoftimet/konfirmo', '/en/alerts/unsubscribe', … */
export const alertLinkPath = (link: AlertLink, locale: Locale): string => `${alertsPath(locale)}/${ACTIONS[link][locale]}`;

/** A link with its token, on the site's origin. */
export function alertLinkUrl(origin: string, link: AlertLink, locale: Locale, token: string): string {
  return `${origin.replace(/\/+$/, '')}${alertLinkPath(link, locale)}?${new URLSearchParams([[ALERT_TOKEN_PARAM, token]]).toString()}`;
}

/** The saved search's results, first page, in `locale`: '/en/properties?page=1&city=Prishtin%C3%AB'. */
export function alertSearchPath(search: string, locale: Locale): string {
  const params = new URLSearchParams([['page', '1'], ...new URLSearchParams(search)]);
  return `${listingsPath(locale)}?${params.toString()}`;
}
