// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { theme } from 'shared/ui';
import { FIRST_VIEW_CSS } from './render';

const require = createRequire(import.meta.url);
const appStyles = fs.readFileSync(require.resolve('shared/styles.css'), 'utf8');

function declared(css: string, property: string): string | undefined {
  return new RegExp(`${property}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
}

describe('the first view and the app use one font stack', () => {
  it('so the app\'s stylesheet does not make the browser lay the page out again with other fonts', () => {
    expect(theme.fontFamily).toBeTruthy();
    expect(theme.headings?.fontFamily).toBe(theme.fontFamily);
    expect(/body \{[^}]*font-family: ([^;]+);/.exec(FIRST_VIEW_CSS)?.[1]).toBe(theme.fontFamily);
    expect(declared(appStyles, '--mantine-font-family')).toBe(theme.fontFamily);
    expect(declared(appStyles, '--mantine-font-family-headings')).toBe(theme.fontFamily);
  });
});
