/**
 * What of the Albanian catalogues a page in another language still shows: every public package's
 * Albanian messages (src/messages/sq.json) cut into their literal pieces, and each piece looked
 * for in the page's visible text and its controls' names, outside listing text (marked
 * `lang="sq"`). A piece English or German says the same way (an 'ID', a 'm²') is not counted, nor
 * one the agency's name holds ('Prona' of 'Prona Kosova'): a name is the same in every language.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const PUBLIC_PACKAGES = ['shared', 'shell', 'mfe-listings', 'mfe-detail', 'mfe-map', 'mfe-contact', 'server'];

const catalogue = (pkg: string, locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', pkg, 'src', 'messages', `${locale}.json`), 'utf8'));

/** The literal runs of an ICU message: its text between the `{…}` places, argument names left out. */
function pieces(message: string): string[] {
  return message
    .split(/[{}]/)
    .map((piece) => piece.replace(/^\s*\w+\s*,\s*(plural|select)\s*,.*$/, '').replace(/^\s*(one|other|few|many|=\d+)\s*$/, '').trim())
    .filter((piece) => piece.length >= 5 && /\p{L}{3}/u.test(piece));
}

/** The agency's name (site.config.json), shown as it is on every page in every language. */
const brand = (): string => (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'site.config.json'), 'utf8')) as { brand: string }).brand;

/** The Albanian pieces no other language's message of the same id contains, and the agency's name does not hold. */
export function albanianPieces(): string[] {
  const found = new Set<string>();
  const name = brand();
  for (const pkg of PUBLIC_PACKAGES) {
    const sq = catalogue(pkg, 'sq');
    const others = ['en', 'de'].map((locale) => catalogue(pkg, locale));
    for (const [id, message] of Object.entries(sq)) {
      for (const piece of pieces(message)) if (!name.includes(piece) && others.every((other) => !(other[id] ?? '').includes(piece))) found.add(piece);
    }
  }
  return [...found];
}

/** The page's visible text and the names, titles and placeholders of its elements, outside `lang="sq"`. */
export async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const outsideAlbanian = (element: Element) => element.closest('[lang]')?.getAttribute('lang') !== 'sq';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (text === '' || parent === null || !outsideAlbanian(parent) || parent.closest('script, style, noscript, template, form[hidden]')) continue;
      if (parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (!outsideAlbanian(element) || element.closest('form[hidden]')) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (char) => `\\${char}`);

/**
 * The Albanian pieces the page shows, with where: [] when it speaks its own language throughout.
 * A piece counts as whole words only ('Objekt' is not in 'Objektnummer'), and listing data
 * (`data`: titles, places, which are the agency's words) is taken out of each text first.
 */
export async function albanianLeft(page: Page, pieces: readonly string[], data: readonly string[] = []): Promise<string[]> {
  const longestFirst = [...data].filter((text) => text.length >= 3).sort((a, b) => b.length - a.length);
  const texts = (await shownTexts(page)).map((text) => longestFirst.reduce((rest, datum) => rest.split(datum).join(' '), text));
  const patterns = pieces.map((piece) => ({ piece, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(piece)}(?![\\p{L}\\p{N}])`, 'u') }));
  return patterns.flatMap(({ piece, pattern }) => texts.filter((text) => pattern.test(text)).map((text) => `'${piece}' in '${text.slice(0, 80)}'`));
}
