/**
 * A server-rendered remote's server build asks the shell's server build for every `shared/…`
 * entry it imports (server/src/ssr/remotes.ts); one the shell does not hand over costs the remote
 * its whole server render. So every entry those remotes import is in `sharedModules`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedModules } from './server-render';

const SERVER_RENDERED_REMOTES = ['mfe-listings', 'mfe-detail', 'mfe-map'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    // The standalone dev page (bootstrap.tsx) is no part of the server build.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'bootstrap.tsx' ? [file] : [];
  });
}

describe("the shell's shared modules for the remotes' server builds", () => {
  it('hold every shared entry a server-rendered remote imports', () => {
    const imported = new Set<string>();
    for (const remote of SERVER_RENDERED_REMOTES) {
      for (const file of sourceFiles(path.resolve(import.meta.dirname, '../..', remote, 'src'))) {
        // Types alone are gone from the build; only a value import is required at run time.
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*? from '(shared\/[\w-]+)';/gm)) imported.add(match[1]!);
      }
    }
    expect(imported.has('shared/alerts')).toBe(true);
    expect([...imported].filter((entry) => !Object.hasOwn(sharedModules, entry))).toEqual([]);
  });
});
