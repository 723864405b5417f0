/**
 * `pnpm messages`: the contact messages the site received, newest first.
 *   --json   a JSON array of { name, email, phone, message, page, receivedAt }
 *   --spam   the honeypot posts instead of the real messages
 * Reads the store, like the server (DATABASE_URL, else DATA_DIR, default .data/). What visitors
 * wrote reaches the terminal with its control characters shown as escapes, never raw.
 */
import { AGENCY_TIME_ZONE } from 'shared/format';
import type { StoredMessage } from '../store';
import { openToolStore } from './open-store';
import { forTerminal, safeJson } from './terminal';

const strings = {
  none: 'Nuk ka asnjë mesazh.',
  count: (n: number) => (n === 1 ? '1 mesazh, më i riu së pari' : `${n} mesazhe, më të rejat së pari`),
  noName: 'Pa emër',
  usage: 'Përdorimi: pnpm messages [--json] [--spam]',
};

const args = new Set(process.argv.slice(2).filter((arg) => arg !== '--'));
const unknown = [...args].filter((arg) => !['--json', '--spam', '--help', '-h'].includes(arg));
if (args.has('--help') || args.has('-h') || unknown.length > 0) {
  console.log(strings.usage);
  process.exit(unknown.length > 0 ? 1 : 0);
}

const store = await openToolStore();
let messages: StoredMessage[];
try {
  messages = await store.listMessages({ spam: args.has('--spam') });
} finally {
  await store.close();
}

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: AGENCY_TIME_ZONE,
});

function describe(message: StoredMessage): string {
  const who = [message.name || strings.noName, message.phone, message.email].filter(Boolean).join(' · ');
  const lines = [`${dateTime.format(new Date(message.receivedAt))}  ${who}`];
  if (message.page) lines.push(message.page);
  lines.push(...message.message.split('\n').map((line) => `  ${line}`));
  return forTerminal(lines.join('\n'));
}

if (args.has('--json')) {
  const rows = messages.map(({ name, email, phone, message, page, receivedAt }) => ({
    name,
    email,
    phone,
    message,
    page,
    receivedAt,
  }));
  console.log(safeJson(rows, 2));
} else if (messages.length === 0) {
  console.log(strings.none);
} else {
  console.log(`${strings.count(messages.length)}\n`);
  console.log(messages.map(describe).join('\n\n'));
}
