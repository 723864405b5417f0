/**
 * The shared package's own messages (src/messages/*.json): the labels, formats, gallery and
 * contact-form words every app draws through this package. Internal: each package has its own
 * catalogue, so this `t` is not exported by `shared/i18n`; the package's modules import it
 * relatively (a package cannot import itself by name).
 */
import { messages as de } from '../messages/de';
import { messages as en } from '../messages/en';
import { messages as sq } from '../messages/sq';
import type source from '../messages/sq.json';
import { defineCatalog } from './catalog';

export type SharedMessageId = keyof typeof source;

/** A shared message in the page's language (or in `locale`). */
export const t = defineCatalog<SharedMessageId>({ sq, en, de });

/**
 * A table of labels by key whose values are read when looked up, never when the module loads:
 * the server draws pages in several languages in one process. Each key is an enumerable getter,
 * so the table still reads, spreads and compares like a plain object of strings.
 */
export function labelTable<K extends string>(ids: Readonly<Record<K, SharedMessageId>>): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>;
  for (const key of Object.keys(ids) as K[]) {
    Object.defineProperty(table, key, { enumerable: true, get: () => t(ids[key]) });
  }
  return Object.freeze(table);
}
