import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glyphDataUrl } from './glyphDataUrl';

const require = createRequire(path.join(import.meta.dirname, '../package.json'));
const tabler = (name: string) => fs.readFileSync(require.resolve(`@tabler/icons/outline/${name}.svg`), 'utf8');

describe('glyphDataUrl', () => {
  it('keeps the drawing and the stroke, and drops what a mask does not need', () => {
    const url = glyphDataUrl(tabler('map-pin'));
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
        '<path d="M9 11a3 3 0 1 0 6 0a3 3 0 0 0 -6 0"/>' +
        '<path d="M17.657 16.657l-4.243 4.243a2 2 0 0 1 -2.827 0l-4.244 -4.243a8 8 0 1 1 11.314 0"/></svg>',
    );
  });

  it('leaves no character an unquoted CSS url() or a data URL cannot hold as it is', () => {
    const url = glyphDataUrl(`<svg a="#1" b='50%' c="f(x)">\n  <path d="x" />\n</svg>`);
    expect(url).toBe('data:image/svg+xml,%3Csvg%20a=%22%231%22%20b=%2750%25%27%20c=%22f%28x%29%22%3E%3Cpath%20d=%22x%22/%3E%3C/svg%3E');
    expect(url).not.toMatch(/[\s"'()<>#]/);
  });
});
