/**
 * The shell's entry (index.ts) and what it imports statically run before federation has
 * negotiated the shared modules: a static import of one (`shared/…`, React) there fails in the
 * browser only ("loadShareSync failed", RUNTIME-006), and the site does not start. Unit tests
 * resolve those imports as plain modules and would not notice, so the entry's static imports
 * are listed here; shared modules are reached through its dynamic imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
/** What the entry may import before the share negotiation: the federation runtime itself. */
const ALLOWED = new Set(['@module-federation/enhanced/runtime']);
const STATIC_IMPORT = /^\s*import\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Each non-type static import of `file` and of the local modules it imports, as written. */
function staticImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(STATIC_IMPORT)].flatMap((match) => {
    const [statement, specifier] = match as unknown as [string, string];
    if (/^\s*import\s+type\s/.test(statement)) return [];
    if (!specifier.startsWith('.')) return [specifier];
    const base = path.resolve(path.dirname(file), specifier);
    const resolved = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
    return resolved ? staticImports(resolved, seen) : [specifier];
  });
}

describe("the shell's entry", () => {
  it('imports no shared module statically', () => {
    const imported = staticImports(path.join(SRC, 'index.ts'));
    expect(imported.filter((specifier) => !ALLOWED.has(specifier))).toEqual([]);
  });
});
