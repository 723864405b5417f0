import type { Locale, MessageValues } from 'shared/i18n';
import { defineCatalog } from 'shared/i18n';
import { messages as de } from './messages/de';
import { messages as en } from './messages/en';
import { messages as sq } from './messages/sq';
import type source from './messages/sq.json';

export type MessageId = keyof typeof source;

/**
 * The server's own messages (src/messages/*.json): the pages it writes itself (a listing's
 * static page, the message form and its answers, the fault page). The server answers many
 * languages in one process, so its code always names the language: the request's, read from
 * its path (`localeOfPath`), never the shared `currentLocale()`.
 */
export const t = defineCatalog<MessageId>({ sq, en, de });

/** The server's messages in one language: what a page drawn in `locale` says. */
export function messagesIn(locale: Locale): (id: MessageId, values?: MessageValues) => string {
  return (id, values) => t(id, values, locale);
}
