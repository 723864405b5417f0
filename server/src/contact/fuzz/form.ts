/**
 * Random contact forms for the fuzz test: valid ones with the fields they must be stored with,
 * random text of every script, and the encodings a form body can arrive in.
 */
import { CONTACT_FORM_NAME, HONEYPOT_FIELD } from 'shared/contact';
import { cleanLine, cleanMultiline } from '../../control-chars';
import type { NewContactMessage } from '../../store';
import type { Random } from './random';

export type Pair = [key: string, value: string];

const LETTERS = [...'abcçdeëfghijklmnopqrstuvxyzABCÇDEËFGHIJKLMNOPQRSTUVXYZ'];
const SYMBOLS = [..."&=+%?#;/,.:!'\"<>[]{}\\()-_*$@~`^|"];
const EXOTIC = ['🏠', '👍🏽', '🇽🇰', 'مرحبا', 'שלום', '家', 'e\u0301', '\u200b', '\u200f', '\u2028', '\u0000', '\u0007', '\u007f', 'Ω', '€', '\u00a0'];

/** One random character or short cluster; `lines` allows newlines and tabs. */
function token(random: Random, lines: boolean): string {
  const roll = random.next();
  if (roll < 0.55) return random.pick(LETTERS);
  if (roll < 0.65) return ' ';
  if (roll < 0.72) return String(random.int(0, 9));
  if (roll < 0.82) return random.pick(SYMBOLS);
  if (lines && roll < 0.86) return random.pick(['\n', '\n\n', '\t']);
  return random.pick(EXOTIC);
}

/** Random text of at most `maxUnits` UTF-16 units, never splitting a surrogate pair. */
export function randomText(random: Random, maxUnits: number, lines = false): string {
  const target = random.int(0, maxUnits);
  let text = '';
  for (;;) {
    const next = token(random, lines);
    if (text.length + next.length > target) return text;
    text += next;
  }
}

/** A letter at each end, so the text is exactly what the server keeps after trimming. */
const bounded = (random: Random, core: string) => `${random.pick(LETTERS)}${core}${random.pick(LETTERS)}`;
const padding = (random: Random) => random.pick(['', '', ' ', '  ', '\t', ' \t ']);

function randomPhone(random: Random): string {
  const digits = Array.from({ length: random.int(6, 9) }, () => String(random.int(0, 9)));
  const phone = digits.map((digit, i) => (i > 0 && random.chance(0.3) ? random.pick([' ', '-', '.', '/', ' (', ') ']) : '') + digit);
  return `${random.chance(0.5) ? '+' : ''}${phone.join('')}`;
}

function randomEmail(random: Random): string {
  if (random.chance(0.4)) return '';
  const part = (max: number) => bounded(random, randomText(random, max).replace(/[\s@]/g, ''));
  return `${part(40)}@${part(30)}.${random.pick(['com', 'al', 'eu', 'xn--90ae', 'shqip'])}`;
}

function randomPage(random: Random): string {
  return random.pick([
    '',
    `Prona: ${random.int(1, 99999)}`,
    `Prona: ${random.int(1, 9999)}-${random.int(0, 0xffff).toString(16)}`,
    `Faqja: https://prona.example/pronat?page=${random.int(1, 9)}&view=harta`,
  ]);
}

export interface ValidForm {
  pairs: Pair[];
  /** What the server must store for it. */
  stored: NewContactMessage;
}

/**
 * A form the server must accept, carrying `marker` in its name and message so the record can
 * be found; its fields are padded, reordered and full of every kind of character.
 */
export function validForm(random: Random, marker: string): ValidForm {
  const name = `${bounded(random, randomText(random, 60))} ${marker}`;
  const email = randomEmail(random);
  const phone = randomPhone(random);
  const text = `Pyetje ${marker} ${randomText(random, 1500, true)}.`;
  const page = randomPage(random);
  const fields: Pair[] = [
    ['form-name', CONTACT_FORM_NAME],
    ['name', `${padding(random)}${name}${padding(random)}`],
    ['email', `${padding(random)}${email}${padding(random)}`],
    ['phone', `${random.pick(['', ' '])}${phone}${random.pick(['', ' '])}`],
    ['message', page ? `${text}\n\n${page}` : text],
  ];
  if (random.chance(0.7)) fields.push([HONEYPOT_FIELD, random.pick(['', ' '])]);
  return {
    pairs: random.chance(0.5) ? fields : random.shuffle(fields),
    // Stored without the control characters a terminal would act on (control-chars.ts).
    stored: { name: cleanLine(name), email: cleanLine(email), phone, message: cleanMultiline(text), page },
  };
}

const hex = (byte: number, upper: boolean) => {
  const digits = byte.toString(16).padStart(2, '0');
  return upper ? digits.toUpperCase() : digits;
};

export type Encoding = 'search-params' | 'component' | 'every-byte';

/** The pairs form-encoded in one of the ways a client may write them; all decode alike. */
export function encodePairs(pairs: readonly Pair[], encoding: Encoding, random: Random): string {
  switch (encoding) {
    case 'search-params':
      return new URLSearchParams(pairs.map(([key, value]) => [key, value])).toString();
    case 'component':
      return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
    case 'every-byte': {
      const upper = random.chance(0.5);
      const encode = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${hex(byte, upper)}`).join('');
      return pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
    }
  }
}
