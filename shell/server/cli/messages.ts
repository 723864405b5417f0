/**
 * `pnpm messages`: the contact messages the site received, newest first.
 *   --json   a JSON array of { name, email, phone, message, page, receivedAt }
 *   --spam   the honeypot posts instead of the real messages
 * Reads DATA_DIR (default .data/), like the server.
 */
import path from 'node:path';
import { readConfig } from '../config';
import { forTerminal } from '../control-chars';
import { MESSAGES_FILE, SPAM_FILE, readMessages, type ContactMessage } from '../contact/message-store';

const strings = {
  none: 'Nuk ka asnjë mesazh.',
  count: (n: number) => (n === 1 ? '1 mesazh, më i riu së pari' : `${n} mesazhe, më të rejat së pari`),
  noName: 'Pa emër',
  usage: 'Përdorimi: pnpm messages [--json] [--spam]',
};

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((arg) => !['--json', '--spam', '--help', '-h'].includes(arg));
if (args.has('--help') || args.has('-h') || unknown.length > 0) {
  console.log(strings.usage);
  process.exit(unknown.length > 0 ? 1 : 0);
}

const { dataDir } = readConfig();
const file = path.join(dataDir, args.has('--spam') ? SPAM_FILE : MESSAGES_FILE);
// Records are appended in arrival order; reversing is newest first, ties and clock jumps included.
const messages = readMessages(file).reverse();

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Belgrade',
});

function describe(message: ContactMessage): string {
  const who = [message.name || strings.noName, message.phone, message.email].filter(Boolean).join(' · ');
  const lines = [`${dateTime.format(new Date(message.receivedAt))}  ${who}`];
  if (message.page) lines.push(message.page);
  lines.push(...message.message.split('\n').map((line) => `  ${line}`));
  return lines.join('\n');
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
  console.log(JSON.stringify(rows, null, 2));
} else if (messages.length === 0) {
  console.log(strings.none);
} else {
  console.log(`${strings.count(messages.length)}\n`);
  // What visitors wrote goes to a terminal: no control character of theirs acts on it.
  console.log(forTerminal(messages.map(describe).join('\n\n')));
}
