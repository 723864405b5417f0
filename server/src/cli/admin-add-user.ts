/**
 * `pnpm admin:add-user <email>`: adds a back-office user, or sets a new password for one that
 * exists (which ends that user's sessions). The password comes from ADMIN_PASSWORD or, on a
 * terminal, is asked for twice without echo; at least 12 characters. Only its argon2id hash is
 * stored. Works on the server's store (DATABASE_URL, else DATA_DIR).
 */
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { hashPassword, passwordProblem } from '../admin/passwords';
import { openToolStore } from './open-store';
import { forTerminal } from './terminal';

const strings = {
  usage: 'Përdorimi: pnpm admin:add-user <email>  (fjalëkalimi nga ADMIN_PASSWORD ose i kërkuar në terminal)',
  badEmail: (email: string) => `Adresa e e-mailit nuk duket e vlefshme: ${email}`,
  ask: 'Fjalëkalimi: ',
  again: 'Përsëriteni fjalëkalimin: ',
  mismatch: 'Fjalëkalimet nuk përputhen.',
  noTerminal: 'Nuk ka terminal për ta kërkuar fjalëkalimin: vendoseni në ADMIN_PASSWORD.',
  added: (email: string) => `Përdoruesi ${email} u shtua.`,
  updated: (email: string) => `Fjalëkalimi i ${email} u ndryshua; seancat e tij të hapura u mbyllën.`,
};

function fail(message: string): never {
  console.error(forTerminal(message));
  process.exit(1);
}

/** Reads one line from the terminal without showing what is typed. */
function askHidden(prompt: string): Promise<string> {
  process.stdout.write(prompt);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
  return new Promise((resolve) => {
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') fail(strings.usage);
const email = (args[0] ?? '').trim();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 320) fail(strings.badEmail(email));

let password = process.env.ADMIN_PASSWORD;
if (password === undefined) {
  if (!process.stdin.isTTY) fail(strings.noTerminal);
  password = await askHidden(strings.ask);
  const problem = passwordProblem(password);
  if (problem) fail(problem);
  if ((await askHidden(strings.again)) !== password) fail(strings.mismatch);
}
const problem = passwordProblem(password);
if (problem) fail(problem);

const store = await openToolStore();
try {
  const { created } = await store.accounts.upsertUser(email, await hashPassword(password));
  console.log(forTerminal(created ? strings.added(email.toLowerCase()) : strings.updated(email.toLowerCase())));
} finally {
  await store.close();
}
