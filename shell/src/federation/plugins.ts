/** Federation runtime plugins: one concern each (ARCHITECTURE rule 7). */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRIES = 2;
const RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a remote's manifest request when the network fails or the server answers 5xx. */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-retry',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.status < 500) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < RETRIES) await wait(RETRY_DELAY_MS * (attempt + 1));
      }
      throw lastError;
    },
  };
}

/** The manifests the runtime has read, by URL (see readManifestsPlugin). */
const manifestsRead = new Map<string, unknown>();

/**
 * Keeps each remote manifest the runtime reads, so the code fetched ahead
 * (speed/nextCode.ts) lists a remote's chunks from the same manifest instead of requesting it
 * a second time (a revalidation round trip on a slow network, as manifests are never cached).
 */
export function readManifestsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-read-manifests',
    afterLoadManifest({ manifestUrl, manifestJson, error }) {
      if (manifestJson && !error) manifestsRead.set(manifestUrl, manifestJson);
    },
  };
}

/** The manifest at `url` if the runtime has read it. */
export const manifestRead = (url: string): unknown => manifestsRead.get(url);

/**
 * A failed remote load is not logged here: the slot's error boundary logs it once, with the
 * remote's name, whether it failed loading or rendering. Returning nothing lets the runtime
 * reject `loadRemote`, which the slot catches.
 */
export function quietFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-quiet-failure',
    errorLoadRemote() {
      return undefined;
    },
  };
}

/**
 * A stylesheet the page already links is not linked a second time. The server links a rendered
 * page's remote stylesheets by the remotes map's root-relative URLs (`/remotes/…`), and the runtime
 * looks for an existing link by comparing the absolute URL it wants with each link's `href` text:
 * it never found them, added a second link per stylesheet, and the browser restyled the whole
 * page for it (a long task on the throttled phone). Compared here as
 * the browser resolves them.
 */
export function linkedStylesheetsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-linked-stylesheets',
    beforePreloadRemote({ preloadOps }) {
      for (const op of preloadOps) {
        const wanted = op.filter;
        op.filter = (url) => (wanted ? wanted(url) : true) && !pageLinksStylesheet(url);
      }
    },
  };
}

function pageLinksStylesheet(url: string): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === url);
}
