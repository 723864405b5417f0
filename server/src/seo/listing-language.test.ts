// @vitest-environment jsdom
/**
 * A listing's own words in what the server writes for search engines and link previews, per
 * language: the translation in the page's language when the agency gave one, else the Albanian
 * text (shared `listingTitle` / `listingDescription`), marked with the language it is in. Checked
 * on the production server (a listings file, the real projection): the static SEO page, its
 * JSON-LD and the link-preview tags of the app's page, for a translated and an untranslated
 * listing in English and German.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from 'shared/contracts';
import type { Locale } from 'shared/i18n';
import { listingPath, listingSeoPath } from 'shared/listings/rules';
import { site } from 'shared/site';
import { makeListing } from 'shared/testing';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from '../test-app';
import { escapeHtml } from './escape';
import { listingJsonLd } from './json-ld';

const TRANSLATED = makeListing({
  id: '501',
  title: 'Shtëpi me oborr në Prizren',
  description: 'Shtëpi e madhe me oborr.\nAfër qendrës.',
  translations: { en: { title: 'House with a yard in Prizren', description: 'A large house with a yard.\nNear the centre.' } },
});
const UNTRANSLATED = makeListing({ id: '502', title: 'Banesë në Pejë', description: 'Banesë e ndritshme.' });

let dir: string;
let server: TestApp;

beforeAll(async () => {
  dir = tempDir('listing-language-');
  const listingsFile = path.join(dir, 'listings.json');
  fs.writeFileSync(listingsFile, JSON.stringify({ listings: [TRANSLATED, UNTRANSLATED] }));
  server = await startTestApp({ listingsFile, shellDist: fakeShellDist() });
}, 60_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const read = async (urlPath: string): Promise<Document> => {
  const response = await fetch(`${server.origin}${urlPath}`);
  expect(response.status, urlPath).toBe(200);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
};
const metaOf = (doc: Document, selector: string) => doc.querySelector(`meta[${selector}]`)?.getAttribute('content');
const jsonLdOf = (doc: Document) => JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown>;

/** What each page must show: [listing, page language, title, its lang, description's first line, its lang]. */
const CASES: [string, Listing, Locale, string, Locale, string, Locale][] = [
  ['a translated listing in English', TRANSLATED, 'en', 'House with a yard in Prizren', 'en', 'A large house with a yard.', 'en'],
  ['a listing translated into English only, in German', TRANSLATED, 'de', 'Shtëpi me oborr në Prizren', 'sq', 'Shtëpi e madhe me oborr.', 'sq'],
  ['an untranslated listing in English', UNTRANSLATED, 'en', 'Banesë në Pejë', 'sq', 'Banesë e ndritshme.', 'sq'],
  ['an untranslated listing in German', UNTRANSLATED, 'de', 'Banesë në Pejë', 'sq', 'Banesë e ndritshme.', 'sq'],
];

describe.each(CASES)('%s', (_name, listing, locale, title, titleLang, firstLine, descriptionLang) => {
  it("its static SEO page shows the rule's title and description, each marked with its language, in a page of the page's language", async () => {
    const doc = await read(listingSeoPath(listing.id, locale));
    expect(doc.documentElement.getAttribute('lang')).toBe(locale);
    expect(doc.title).toBe(`${title} - ${site.brand}`);
    const h1 = doc.querySelector('h1');
    expect(h1?.textContent).toBe(title);
    expect(h1?.getAttribute('lang')).toBe(titleLang);
    const paragraph = [...doc.querySelectorAll('article p')].find((p) => p.textContent === firstLine);
    expect(paragraph?.getAttribute('lang')).toBe(descriptionLang);
    expect(metaOf(doc, 'property="og:title"')).toBe(`${title} - ${site.brand}`);
    expect(metaOf(doc, 'property="og:description"')).toContain(firstLine);
  });

  it("its JSON-LD names it and describes it in those words, in the language they are in", async () => {
    const data = jsonLdOf(await read(listingSeoPath(listing.id, locale)));
    expect(data.name).toBe(title);
    expect(String(data.description).startsWith(firstLine)).toBe(true);
    expect(data.inLanguage).toBe(titleLang);
    expect((data.about as { name?: string }).name).toBe(title);
  });

  it("its app page's link preview carries the same title and description", async () => {
    const doc = await read(listingPath(listing.id, locale));
    expect(doc.title).toBe(`${title} - ${site.brand}`);
    expect(metaOf(doc, 'property="og:title"')).toBe(`${title} - ${site.brand}`);
    expect(metaOf(doc, 'name="twitter:title"')).toBe(`${title} - ${site.brand}`);
    expect(metaOf(doc, 'property="og:description"')).toContain(firstLine);
    expect(metaOf(doc, 'name="description"')).toContain(firstLine);
  });
});

describe('the Albanian pages', () => {
  it('keep the Albanian title and description of a translated listing, marked lang="sq"', async () => {
    const doc = await read(listingSeoPath(TRANSLATED.id, 'sq'));
    expect(doc.querySelector('h1')?.outerHTML).toBe(`<h1 lang="sq">${escapeHtml(TRANSLATED.title)}</h1>`);
    expect(jsonLdOf(doc)).toMatchObject({ name: TRANSLATED.title, inLanguage: 'sq' });
    expect(metaOf(await read(listingPath(TRANSLATED.id, 'sq')), 'property="og:title"')).toBe(`${TRANSLATED.title} - ${site.brand}`);
  });
});

describe("the JSON-LD's language", () => {
  it('is left out when the name is translated and the description is not (neither language would be right)', () => {
    const titleOnly = makeListing({ id: '503', title: 'Truall', description: 'Truall i rrafshët.', translations: { de: { title: 'Grundstück' } } });
    const data = listingJsonLd(titleOnly, site.siteUrl, 'de') as unknown as Record<string, unknown>;
    expect(data).toMatchObject({ name: 'Grundstück', description: 'Truall i rrafshët.' });
    expect(data).not.toHaveProperty('inLanguage');
  });

  it("is the name's when there is no description", () => {
    const noDescription = makeListing({ id: '504', title: 'Truall', description: '', translations: { de: { title: 'Grundstück' } } });
    expect(listingJsonLd(noDescription, site.siteUrl, 'de')).toMatchObject({ name: 'Grundstück', inLanguage: 'de' });
  });
});
