/**
 * A route's server render from start to markup: the shell's server-render build (renderer.ts)
 * says which remote modules the route needs, the remotes' server builds (remotes.ts) give their
 * components as the remotes map places them now, and the build renders the route with them.
 * Runs in the render thread (render-worker.ts), so the React render never holds the server's
 * event loop; what it is given and answers is plain data, copied between the threads.
 */
import type { ServerRenderData } from 'shared/contracts';
import { ManifestReader, type PageStylesheet } from './preload';
import { RemoteServerBuilds } from './remotes';
import { ServerRenderer } from './renderer';

export interface RouteRenderOptions {
  /** The shell's server-render build (dist-server/render.cjs). */
  serverRender: string;
  /** Each remote's dist folder by remote name, for a map entry that points at this server. */
  remoteDists: Record<string, string>;
}

export interface RouteRenderRequest extends ServerRenderData {
  pathAndQuery: string;
  /** The remotes map as the server reads it now (remotes.json). */
  remoteMap: Record<string, unknown>;
  /** The exposed module ids the route needs (remotesFor's answer). */
  modules: readonly string[];
}

export interface RouteRendered {
  markup: string;
  /** The remote modules' stylesheets, for the page's head. */
  styles: PageStylesheet[];
}

export class RouteRender {
  private readonly renderer: ServerRenderer;
  private readonly remoteBuilds: RemoteServerBuilds;

  constructor(options: RouteRenderOptions, log: (line: string) => void) {
    this.renderer = new ServerRenderer(options.serverRender, log);
    this.remoteBuilds = new RemoteServerBuilds(options.remoteDists, new ManifestReader(options.remoteDists), log);
  }

  /** The remote modules a path needs: [] for none, null when the build does not render it (or is missing). */
  remotesFor(pathAndQuery: string): string[] | null {
    return this.renderer.remotesFor(pathAndQuery);
  }

  /** The route's markup and its remotes' stylesheets, or null (not rendered here, or it failed: logged). */
  async render(request: RouteRenderRequest): Promise<RouteRendered | null> {
    // Besides what picks the route and its remotes, the request is the page's data, passed on whole.
    const { pathAndQuery, remoteMap, modules, ...data } = request;
    const shared = this.renderer.shared();
    const regions =
      modules.length > 0 && shared && !this.renderer.bundled()
        ? await this.remoteBuilds.load(remoteMap, modules, shared)
        : { exposed: new Map<string, unknown>(), styles: [] };
    const markup = await this.renderer.render(pathAndQuery, { ...data, exposed: regions.exposed });
    return markup === null ? null : { markup, styles: regions.styles };
  }
}
