/**
 * The shell's server-render build (`dist-server/render.cjs`, made by `pnpm build` from
 * src/server-render.tsx), loaded at run time and loaded again when a rebuild replaces it, as
 * the app pages read index.html. A build that is missing, fails to load or throws while
 * rendering costs that page its server render only: the page is rendered in the browser, and
 * the log says so in one line (once per build for a missing or broken file, once per failure of
 * a render).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ServerRenderData } from 'shared/contracts';

/** What a render is given besides the path: the shell's src/server-render.tsx reads it as its RenderInput. */
export interface RenderInput extends ServerRenderData {
  /** The remotes' components by exposed module id, from their server builds (remotes.ts). */
  exposed?: ReadonlyMap<string, unknown>;
  log?: (line: string) => void;
}

interface RenderModule {
  renderRoute(path: string, input?: RenderInput): Promise<string | null> | string | null;
  /** The remote modules a path needs, or null when the build does not render it. */
  remotesFor?(path: string): string[] | null;
  /** The shared singletons remotes' server builds are given (their `require`). */
  sharedModules?: Readonly<Record<string, unknown>>;
  /** True for the one-bundle build, which holds the remotes' components itself. */
  bundled?: boolean;
}

function isRenderModule(value: unknown): value is RenderModule {
  return typeof value === 'object' && value !== null && typeof (value as RenderModule).renderRoute === 'function';
}

export class ServerRenderer {
  private held: { mtimeMs: number; module: RenderModule | null } | null = null;
  private readonly require = createRequire(import.meta.url);

  constructor(
    private readonly file: string,
    private readonly log: (line: string) => void,
  ) {}

  /** The shared singletons of the current build (null without one): remotes' builds load against them. */
  shared(): Readonly<Record<string, unknown>> | null {
    return this.module()?.sharedModules ?? null;
  }

  /** True when the build holds the remotes' components itself (the one-bundle build): no remote server build is loaded. */
  bundled(): boolean {
    return this.module()?.bundled === true;
  }

  /** The remote modules the build needs to render a path: [] for none, null when it does not render it. */
  remotesFor(pathAndQuery: string): string[] | null {
    const module = this.module();
    if (!module) return null;
    if (!module.remotesFor) return [];
    try {
      return module.remotesFor(pathAndQuery);
    } catch {
      return null;
    }
  }

  private module(): RenderModule | null {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.file).mtimeMs;
    } catch {
      if (this.held?.mtimeMs !== -1) this.log(`[ssr] no server-render build at ${this.file}: pages are rendered in the browser`);
      this.held = { mtimeMs: -1, module: null };
      return null;
    }
    if (this.held?.mtimeMs === mtimeMs) return this.held.module;
    let module: RenderModule | null = null;
    try {
      const resolved = this.require.resolve(this.file);
      delete this.require.cache[resolved];
      const loaded: unknown = this.require(resolved);
      if (!isRenderModule(loaded)) throw new Error('it has no renderRoute function');
      module = loaded;
    } catch (error) {
      this.log(`[ssr] the server-render build could not be loaded (${(error as Error).message}): pages are rendered in the browser`);
    }
    this.held = { mtimeMs, module };
    return module;
  }

  /** The app's markup for a path and query, or null (the route is not rendered here, or it failed). */
  async render(pathAndQuery: string, input: Omit<RenderInput, 'log'> = {}): Promise<string | null> {
    const module = this.module();
    if (!module) return null;
    try {
      return await module.renderRoute(pathAndQuery, { ...input, log: this.log });
    } catch (error) {
      this.log(`[ssr] ${pathAndQuery} failed to render on the server, rendered in the browser instead: ${(error as Error).message}`);
      return null;
    }
  }
}
