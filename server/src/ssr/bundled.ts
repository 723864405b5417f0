/**
 * The one-bundle build's own list of its remote modules' files (`one-bundle.json` beside its
 * index.html, written by shared/build/oneBundle.ts): what a remote's mf-manifest.json gives the
 * server for the federated build, so a server-rendered page of the one-bundle build links its
 * regions' stylesheets and hints their scripts the same way. Absent in the federated build (none
 * of this then applies). Read again when the file changes (a rebuild).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chunkOfStylesheet, type PageStylesheet, type PreloadHint } from './preload';

export const BUNDLED_MODULES_FILE = 'one-bundle.json';
/** The one-bundle build is the shell's: its chunks are known to its runtime by the shell's name. */
const BUNDLE_NAME = 'shell';

type Files = { js: string[]; css: string[] };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export class BundledModules {
  private held: { mtimeMs: number; modules: Map<string, Files> | null } | null = null;

  constructor(private readonly shellDist: string) {}

  private modules(): Map<string, Files> | null {
    const file = path.join(this.shellDist, BUNDLED_MODULES_FILE);
    let mtimeMs = -1;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      // The federated build.
    }
    if (this.held?.mtimeMs === mtimeMs) return this.held.modules;
    let modules: Map<string, Files> | null = null;
    if (mtimeMs !== -1) {
      try {
        const parsed = (JSON.parse(fs.readFileSync(file, 'utf8')) as { modules?: unknown }).modules;
        modules = new Map(
          Object.entries(parsed && typeof parsed === 'object' ? parsed : {}).map(([id, files]) => {
            const { js, css } = (files ?? {}) as { js?: unknown; css?: unknown };
            return [id, { js: strings(js), css: strings(css) }];
          }),
        );
      } catch {
        modules = new Map();
      }
    }
    this.held = { mtimeMs, modules };
    return modules;
  }

  /** True when the shell's build is the one-bundle build (its remote modules are its own chunks). */
  present(): boolean {
    return this.modules() !== null;
  }

  /** The stylesheets of `modules` (exposed module ids), for the page's head. */
  styles(modules: readonly string[]): PageStylesheet[] {
    return this.files(modules, 'css').map((file) => {
      const chunk = chunkOfStylesheet(BUNDLE_NAME, file);
      return chunk ? { href: `/${file}`, chunk } : { href: `/${file}` };
    });
  }

  /** Script hints for `modules`, as a remote's entry and chunks are hinted in the federated build. */
  preloads(modules: readonly string[]): PreloadHint[] {
    return this.files(modules, 'js').map((file): PreloadHint => ({ as: 'script', href: `/${file}` }));
  }

  private files(modules: readonly string[], kind: keyof Files): string[] {
    const held = this.modules();
    return [...new Set(modules.flatMap((module) => held?.get(module)?.[kind] ?? []))];
  }
}
