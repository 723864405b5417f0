/**
 * Hostile data is data: a listings file with a hostile value in every field of the schema —
 * names every object inherits as keys and ids, control characters, bidirectional overrides, 5 MB
 * strings, markup — still starts the server, which shows, cleans or skips each entry, and
 * `pnpm listings:check` reports each problem with its id and field, printing nothing raw that a
 * terminal would act on.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from 'shared/site';
import { escapeHtml } from './seo/escape';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from './test-app';

const root = path.resolve(import.meta.dirname, '../..');
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'valueOf', 'hasOwnProperty', 'toString'];
const ESC = '\u001b[2J\u001b]0;pwned\u0007';
const RTL = '\u202eevil\u202c';
const HUGE = 'x'.repeat(5 * 1024 * 1024);
const MARKUP = '<script>alert(1)</script><img src=x onerror=alert(2)>';
/** String.replace's replacement patterns: shown as written, never expanded into the page. */
const DOLLARS = "Dollar $' $` $& $1 $$ $<name> </head>";
const DOLLAR_ID = "dollar-$'-$&-$$";
/** Raw characters a terminal interprets (tab and newline aside). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

const base = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  active: true,
  title: `Banesë ${id}`,
  description: 'Përshkrim.',
  category: 'apartment',
  option: 'Në Shitje',
  city: 'Prishtinë',
  subcity: 'Ulpiana',
  price: 90000,
  images: ['/assets/images/a-1200.webp'],
  createdAt: '2026-05-01T00:00:00Z',
  geoPoint: { latitude: 42.66, longitude: 21.16 },
  details: { area: 70 },
  ...overrides,
});

/** [entry, the field `listings:check` must name for it (undefined: a clean entry, shown as it is)]. */
const cases: [Record<string, unknown>, string | undefined][] = [
  ...PROTOTYPE_NAMES.map((name): [Record<string, unknown>, string | undefined] => [base(name), undefined]),
  ...PROTOTYPE_NAMES.map((name, i): [Record<string, unknown>, string | undefined] => [
    base(`proto-detail-${i}`, { details: JSON.parse(`{"area": 70, ${JSON.stringify(name)}: {"polluted": true}}`) }),
    `details.${name}`,
  ]),
  [base('markup', { title: MARKUP, description: MARKUP, city: 'Prishtinë', subcity: MARKUP }), undefined],
  [
    base(DOLLAR_ID, {
      title: DOLLARS,
      description: `${DOLLARS}\n${DOLLARS}`,
      subcity: DOLLARS,
      details: { area: 70, floor: DOLLARS, heatingSystem: DOLLARS, parcelNumber: DOLLARS },
    }),
    undefined,
  ],
  [base('esc-id\u001b[31m'), 'id'],
  [base('esc-title', { title: `Banesë ${ESC}` }), 'title'],
  [base('esc-description', { description: `Tekst ${ESC}` }), 'description'],
  [base('esc-city', { city: `Prishtinë${ESC}` }), 'city'],
  [base('esc-subcity', { subcity: `Ulpiana\r${ESC}` }), 'subcity'],
  [base('esc-image', { images: [`/assets/images/a-1200.webp${ESC}`] }), 'images[0]'],
  [base('esc-heating', { details: { heatingSystem: `Qendrore${ESC}` } }), 'details.heatingSystem'],
  [base('rtl-title', { title: `Banesë ${RTL}` }), 'title'],
  [base('rtl-city', { city: `Prishtinë ${RTL}` }), 'city'],
  [base('huge-title', { title: HUGE }), 'title'],
  [base('huge-description', { description: HUGE }), 'description'],
  [base(HUGE), 'id'],
  [base('huge-image', { images: [`https://cdn.example.org/${HUGE}`] }), 'images[0]'],
  [base('huge-floor', { details: { floor: HUGE } }), 'details.floor'],
  [base('bad-category', { category: '__proto__' }), 'category'],
  [base('bad-option', { option: 'constructor' }), 'option'],
  [base('bad-price', { price: { valueOf: 5 } }), 'price'],
  [base('bad-reduced', { reducedPrice: '__proto__' }), 'reducedPrice'],
  [base('bad-created', { createdAt: ESC }), 'createdAt'],
  [base('bad-point', { geoPoint: { latitude: 'valueOf', longitude: 21.1 } }), 'geoPoint.latitude'],
  [base('bad-active', { active: 'constructor' }), 'active'],
  [base('bad-details', { details: MARKUP }), 'details'],
];

let dir: string;
let listingsFile: string;
let server: TestApp;
const logged: string[] = [];

beforeAll(async () => {
  dir = tempDir('hostile-');
  listingsFile = path.join(dir, 'listings.json');
  fs.writeFileSync(listingsFile, JSON.stringify({ listings: cases.map(([entry]) => entry) }));
  const warn = console.warn;
  console.warn = (line: string) => logged.push(line);
  try {
    server = await startTestApp({ listingsFile, shellDist: fakeShellDist() });
  } finally {
    console.warn = warn;
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a listings file with a hostile value in every field', () => {
  it('starts the server, which shows the clean entries and those with prototype names as ids', async () => {
    const shown = [...server.data.current().cards.keys()];
    for (const name of PROTOTYPE_NAMES) expect(shown).toContain(name);
    for (const name of PROTOTYPE_NAMES) {
      const page = await fetch(`${server.origin}/pronat/${encodeURIComponent(name)}`);
      expect(page.status, name).toBe(200);
      expect(await page.text()).toContain(`Banesë ${name}`);
    }
    expect((await fetch(`${server.origin}/pronat/not-there`)).status).toBe(404);
  });

  it('never lets a detail named like a prototype property into the public data', async () => {
    const text = await (await fetch(`${server.origin}/assets/data/listings.json`)).text();
    expect(text).not.toContain('polluted');
    const listing = await server.data.current().record('proto-detail-0');
    expect(listing?.details).toEqual({ area: 70 });
    expect(Object.getPrototypeOf(listing?.details)).toBe(Object.prototype);
  });

  it('sends no control character, no 5 MB string and no live markup in any public output', async () => {
    const paths = [
      '/assets/data/listings.json',
      '/assets/data/listings-index/0.json',
      '/sitemap.xml',
      '/pronat',
      '/pronat/markup',
      '/assets/pronat/markup/index.html',
      '/assets/data/listings/markup.json',
    ];
    for (const urlPath of paths) {
      const response = await fetch(`${server.origin}${urlPath}`);
      expect(response.status, urlPath).toBe(200);
      const text = await response.text();
      expect(TERMINAL_CONTROL.test(text), urlPath).toBe(false);
      expect(text.length, urlPath).toBeLessThan(1024 * 1024);
      if (urlPath.endsWith('.html') || urlPath.startsWith('/pronat')) {
        expect(text, urlPath).not.toContain('<script>alert');
        expect(text, urlPath).not.toContain('<img src=x');
      }
    }
  });

  it('shows `$` replacement patterns literally: one head, one title, the text as written', async () => {
    const escaped = escapeHtml(DOLLARS);
    const id = encodeURIComponent(DOLLAR_ID);
    for (const urlPath of [`/pronat/${id}`, `/assets/pronat/${id}/index.html`]) {
      const response = await fetch(`${server.origin}${urlPath}`);
      expect(response.status, urlPath).toBe(200);
      const html = await response.text();
      expect(html.match(/<title>/g), urlPath).toHaveLength(1);
      expect(html.match(/<\/head>/g), urlPath).toHaveLength(1);
      expect(html, urlPath).toContain(`<title>${escaped} - ${escapeHtml(site.brand)}</title>`);
      expect(html, urlPath).toContain(`<meta property="og:title" content="${escaped} - ${escapeHtml(site.brand)}">`);
    }
    const record = await (await fetch(`${server.origin}/assets/data/listings/${id}.json`)).json();
    expect(record).toMatchObject({ id: DOLLAR_ID, title: DOLLARS, subcity: DOLLARS, details: { floor: DOLLARS } });
  });

  it('logs one warning per shown entry with problems, with nothing raw for the terminal', () => {
    const lines = logged.filter((line) => line.startsWith(`LISTINGS_FILE ${listingsFile}: `));
    expect(lines.length).toBeGreaterThan(10);
    for (const line of logged) expect(TERMINAL_CONTROL.test(line), line.slice(0, 120)).toBe(false);
    for (const line of logged) expect(line.length).toBeLessThan(2000);
  });

  it('is reported by `pnpm listings:check`: each problem with its id and field, safe for a terminal', async () => {
    const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/cli/listings-check.ts', listingsFile], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(run.code).toBe(1);
    expect(TERMINAL_CONTROL.test(run.stdout)).toBe(false);
    expect(run.stdout.length).toBeLessThan(64 * 1024);
    const lines = run.stdout.split('\n');
    cases.forEach(([entry, field], index) => {
      const mine = lines.filter((line) => line.startsWith(`listings[${index}] `));
      if (field === undefined) {
        expect(mine, `listings[${index}]`).toEqual([]);
        return;
      }
      const id = String(entry.id);
      const named = mine.find((line) => line.includes(` ${field}: `));
      expect(named, `listings[${index}] ${field}`).toBeDefined();
      // The id as far as it is safe and short: a hostile or huge one is not repeated whole.
      if (id.length < 40 && !TERMINAL_CONTROL.test(id)) expect(named).toContain(`(id "${id}")`);
    });
  }, 60_000);
});
