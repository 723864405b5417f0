import { currentLocale, localePrefix } from 'shared/i18n';

/**
 * Where an unknown listing sends the visitor: a path that is no page, so the shell draws its 404
 * page, in the page's language ('/404', '/en/404', '/de/404'): a bare '/404' would switch an
 * English or German visitor to Albanian.
 */
export function notFoundPath(): string {
  return `${localePrefix(currentLocale())}/404`;
}
