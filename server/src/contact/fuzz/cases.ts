/**
 * The fuzz test's cases: each a request on the wire and what the endpoint must do with it.
 * Every body that could be stored carries its case's marker, so a stored record names its case.
 */
import { CONTACT_BODY_MAX_BYTES, CONTACT_FORM_NAME, FIELD_MAX_LENGTH, HONEYPOT_FIELD } from 'shared/contact';
import type { NewContactMessage } from '../../store';
import { RECEIVED_MAX_LENGTH } from '../submission';
import { encodePairs, randomText, validForm, type Encoding, type Pair } from './form';
import type { Random } from './random';
import type { RawRequest } from './send';
import { FORM_TYPE, postRequest } from './wire';

export type Expectation =
  /** 200, and stored once among the messages with exactly these fields. */
  | { outcome: 'stored'; fields: NewContactMessage }
  /** 200, and stored once among the honeypot's catches. */
  | { outcome: 'spam' }
  /** This status, and nothing stored. */
  | { outcome: 'refused'; status: number }
  /** A defined status; stored once if it is a 2xx, otherwise not at all. */
  | { outcome: 'either' }
  /** The client left mid-body: no 2xx, nothing stored. */
  | { outcome: 'abandoned' };

export interface FuzzCase {
  index: number;
  kind: string;
  marker: string;
  request: RawRequest;
  expect: Expectation;
}

type Made = Omit<FuzzCase, 'index' | 'marker'>;

/** Found in a stored line by MARKER_PATTERN; letters and digits only, so every encoding keeps it. */
export const markerOf = (index: number) => `zqfuzz${index}qz`;
export const MARKER_PATTERN = /zqfuzz(\d+)qz/g;

const ENCODINGS: readonly Encoding[] = ['search-params', 'component', 'every-byte'];
const FORM_TYPES = [
  FORM_TYPE,
  `${FORM_TYPE};charset=UTF-8`,
  'Application/X-WWW-Form-URLEncoded',
  `${FORM_TYPE} ; charset=utf-8`,
];

const framing = (random: Random) => random.pick(['length', 'chunked'] as const);
const formType = (random: Random) => random.pick(FORM_TYPES);

/** 400 for a body the endpoint reads and refuses, 413 when it is over the limit. */
const refusedFor = (body: string | Buffer): Expectation => ({
  outcome: 'refused',
  status: Buffer.byteLength(body) > CONTACT_BODY_MAX_BYTES ? 413 : 400,
});

function post(random: Random, kind: string, body: string | Buffer, expect: Expectation, path = '/'): Made {
  return {
    kind,
    request: postRequest(random, body, { path, contentType: formType(random), framing: framing(random) }),
    expect,
  };
}

function valid(random: Random, marker: string): Made {
  const form = validForm(random, marker);
  const body = encodePairs(form.pairs, random.pick(ENCODINGS), random);
  const path = random.pick(['/', '/', '/', '/?', '/?utm=x&a=%zz']);
  return post(random, 'valid', body, { outcome: 'stored', fields: form.stored }, path);
}

function honeypot(random: Random, marker: string): Made {
  const form = validForm(random, marker);
  const pairs: Pair[] = form.pairs.filter(([key]) => key !== HONEYPOT_FIELD);
  // A bot's empty phone replaces the real one (a field sent twice is a 400, not a catch).
  if (random.chance(0.3)) pairs.splice(pairs.findIndex(([key]) => key === 'phone'), 1, ['phone', '']);
  pairs.push([HONEYPOT_FIELD, random.pick(['http://spam.example', 'x', ` ${randomText(random, 50)}y`])]);
  if (random.chance(0.3)) pairs.reverse();
  return post(random, 'honeypot', encodePairs(pairs, random.pick(ENCODINGS), random), { outcome: 'spam' });
}

/** A valid form with one field broken in a way the rules refuse. */
function invalidField(random: Random, marker: string): Made {
  const form = validForm(random, marker);
  const breakages: Record<string, string[]> = {
    phone: ['', '   ', 'abc123456', '12345', '+383 44 12x 456', '1'.repeat(RECEIVED_MAX_LENGTH.phone + 1)],
    message: [' \n\t ', 'Prona: 1043', '\n\nFaqja: https://x/', `${marker}${'ë'.repeat(RECEIVED_MAX_LENGTH.message)}`],
    name: [`${marker}${'a'.repeat(FIELD_MAX_LENGTH.name)}`, `${marker}${'🏠'.repeat(FIELD_MAX_LENGTH.name)}`],
    email: ['arta@', 'a b@c.d', '@x.al', 'x@y', `${'e'.repeat(FIELD_MAX_LENGTH.email)}@x.al`],
  };
  const field = random.pick(Object.keys(breakages));
  const value = random.pick(breakages[field] ?? []);
  const pairs = form.pairs.map(([key, old]): Pair => [key, key === field ? value : old]);
  const body = encodePairs(pairs, random.pick(ENCODINGS), random);
  return post(random, `invalid ${field}`, body, refusedFor(body));
}

function formName(random: Random, marker: string): Made {
  const pairs = validForm(random, marker).pairs.filter(([key]) => key !== 'form-name');
  const variant = random.pick(['missing', 'Contact', 'newsletter', '', 'contact ', 'first-wins']);
  if (variant === 'first-wins') pairs.unshift(['form-name', 'other'], ['form-name', CONTACT_FORM_NAME]);
  else if (variant !== 'missing') pairs.unshift(['form-name', variant]);
  const body = encodePairs(pairs, random.pick(ENCODINGS), random);
  return post(random, 'form name', body, refusedFor(body));
}

/** The right fields in the wrong media type, or none: 415 before the body is read. */
function contentType(random: Random, marker: string): Made {
  const form = validForm(random, marker);
  const fields = Object.fromEntries(form.pairs);
  const [type, body] = random.pick<[string | null, string]>([
    ['application/json', JSON.stringify(fields)],
    ['text/plain', encodePairs(form.pairs, 'search-params', random)],
    ['multipart/form-data; boundary=zz', multipart(form.pairs)],
    [null, encodePairs(form.pairs, 'component', random)],
    ['', encodePairs(form.pairs, 'component', random)],
    [`${FORM_TYPE}x`, encodePairs(form.pairs, 'component', random)],
    [`${FORM_TYPE}, text/plain`, encodePairs(form.pairs, 'component', random)],
    ['x-www-form-urlencoded', encodePairs(form.pairs, 'component', random)],
  ]);
  return {
    kind: 'content type',
    request: postRequest(random, body, { contentType: type, framing: framing(random) }),
    expect: { outcome: 'refused', status: 415 },
  };
}

function multipart(pairs: readonly Pair[]): string {
  const parts = pairs.map(([key, value]) => `--zz\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`);
  return `${parts.join('')}--zz--\r\n`;
}

/** JSON or multipart text sent as a form: it reads as no form at all. */
function foreignBody(random: Random, marker: string): Made {
  const form = validForm(random, marker);
  const body = random.chance(0.5) ? JSON.stringify(Object.fromEntries(form.pairs)) : multipart(form.pairs);
  return post(random, 'foreign body', body, refusedFor(body));
}

function randomBytes(random: Random): Made {
  const body = random.bytes(random.chance(0.1) ? 0 : random.int(1, 4000));
  return post(random, 'random bytes', body, refusedFor(body));
}

/** A soup of known and unknown keys, marked values, broken escapes: any defined answer. */
function soup(random: Random, marker: string): Made {
  const keys = ['form-name', 'name', 'email', 'phone', 'message', HONEYPOT_FIELD, '', 'x', 'message[]', 'Name'];
  const parts = Array.from({ length: random.int(0, 12) }, () => {
    const key = random.pick(keys);
    const value =
      key === 'form-name'
        ? random.pick([CONTACT_FORM_NAME, 'contact%', 'c%6Fntact', ''])
        : key === 'phone'
          ? random.pick(['044123456', '+383%2044%20123%20456', '%2B38344', ''])
          : `${marker}${encodeURIComponent(randomText(random, 200, true))}${random.pick(['', '%', '%G1', '%E2%82', '%ED%A0%80', '%FF'])}`;
    return random.chance(0.15) ? key : `${key}=${value}`;
  });
  // The name leads, so even a honeypot catch (which keeps no message) names its case.
  const body = [`name=${marker}`, ...parts].join(random.pick(['&', '&', '&&', ';']));
  return post(random, 'soup', body, { outcome: 'either' });
}

const BROKEN = ['%', '%G', '%4', '%E2%82', '%ED%A0%80', '%C3%28', '%00', '%FF', '&&', '=', '&=&', ';', '+', '%2'];

/** A valid form with a few things changed that may or may not make it invalid. */
function mutated(random: Random, marker: string): Made {
  const pairs: Pair[] = validForm(random, marker).pairs;
  for (let i = random.int(1, 3); i > 0; i--) {
    const at = random.int(0, pairs.length - 1);
    const [key] = pairs[at] ?? ['x'];
    const roll = random.next();
    if (roll < 0.3) pairs.splice(random.int(0, pairs.length), 0, [key, `${marker}${randomText(random, 40, true)}`]);
    else if (roll < 0.45) pairs.splice(at, 1);
    else if (roll < 0.7) pairs[at] = [key, `${marker}\r${randomText(random, 300, true)}${random.pick(['', '\r\n', '\u0000'])}`];
    else pairs.push([randomText(random, 20), randomText(random, 200, true)]);
  }
  let body: Buffer = Buffer.from(encodePairs(pairs, random.pick(['search-params', 'component'] as const), random));
  for (let i = random.int(0, 4); i > 0; i--) body = damage(random, body, marker);
  return post(random, 'mutated', body, { outcome: 'either' });
}

/** Inserts a broken escape or raw bytes, or flips a byte, never inside a marker. */
function damage(random: Random, body: Buffer, marker: string): Buffer {
  const at = random.int(0, body.length);
  const text = body.toString('latin1');
  const insideMarker = [...text.matchAll(new RegExp(marker, 'g'))].some((m) => at > m.index && at < m.index + marker.length);
  if (insideMarker) return body;
  const roll = random.next();
  const inserted =
    roll < 0.5 ? Buffer.from(random.pick(BROKEN)) : roll < 0.8 ? random.bytes(random.int(1, 4)) : Buffer.from('ë€🏠', 'utf8');
  return Buffer.concat([body.subarray(0, at), inserted, body.subarray(at)]);
}

/** A valid form padded past the limit: 413, whether the length is declared or chunked. */
function oversize(random: Random, marker: string): Made {
  const form = validForm(random, marker);
  const base = encodePairs(form.pairs, 'component', random);
  const size = random.chance(0.2) ? CONTACT_BODY_MAX_BYTES + 1 : random.int(CONTACT_BODY_MAX_BYTES + 1, 80_000);
  const body = `${base}&pad=${'p'.repeat(Math.max(0, size - base.length - 5))}`;
  return post(random, 'oversize', body, { outcome: 'refused', status: 413 });
}

/** A valid form padded to exactly the limit: still read and stored. */
function atLimit(random: Random, marker: string): Made {
  const form = validForm(random, marker);
  const base = encodePairs(form.pairs, 'component', random);
  const body = `${base}&pad=${'p'.repeat(CONTACT_BODY_MAX_BYTES - base.length - 5)}`;
  return post(random, 'at the limit', body, { outcome: 'stored', fields: form.stored });
}

/** A valid form whose client leaves before the body ends. */
function truncated(random: Random, marker: string): Made {
  const body = Buffer.from(encodePairs(validForm(random, marker).pairs, random.pick(ENCODINGS), random));
  return {
    kind: 'truncated',
    request: postRequest(random, body, {
      contentType: formType(random),
      framing: framing(random),
      cutAt: random.int(0, body.length - 1),
      leave: random.pick(['half-close', 'reset'] as const),
    }),
    expect: { outcome: 'abandoned' },
  };
}

function wrongPath(random: Random, marker: string): Made {
  const body = encodePairs(validForm(random, marker).pairs, 'search-params', random);
  const path = random.pick(['/kontakti', '/pronat/1043', '//', '//x', '///', '/index.html', '/%2F', '/kontakti?x=/']);
  // Repeated slashes are one (Fastify's ignoreDuplicateSlashes): '//' and '///' are the root, '//x' is '/x'.
  const root = path === '//' || path === '///';
  return post(random, 'wrong path', body, root ? { outcome: 'either' } : { outcome: 'refused', status: 404 }, path);
}

const KINDS: [weight: number, make: (random: Random, marker: string) => Made][] = [
  [30, valid],
  [5, honeypot],
  [10, invalidField],
  [4, formName],
  [8, contentType],
  [4, foreignBody],
  [8, randomBytes],
  [8, soup],
  [12, mutated],
  [4, oversize],
  [1, atLimit],
  [4, truncated],
  [2, wrongPath],
];
const TOTAL_WEIGHT = KINDS.reduce((sum, [weight]) => sum + weight, 0);

/** `count` cases drawn from `random`, the same for the same seed. */
export function makeCases(random: Random, count: number): FuzzCase[] {
  return Array.from({ length: count }, (_, index) => {
    let roll = random.next() * TOTAL_WEIGHT;
    const make = KINDS.find(([weight]) => (roll -= weight) < 0)?.[1] ?? valid;
    const marker = markerOf(index);
    return { index, marker, ...make(random, marker) };
  });
}
