import { defineCatalog } from 'shared/i18n';
import { messages as de } from './messages/de';
import { messages as en } from './messages/en';
import { messages as sq } from './messages/sq';
import type source from './messages/sq.json';

/** The shell's messages (src/messages/*.json) in the page's language. */
export const t = defineCatalog<keyof typeof source>({ sq, en, de });
