import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * The site's public address (an origin) as its server names it: SITE_URL, else `siteUrl` of the
 * site configuration. What the server draws with it (a share link's URL) is what a visitor
 * without JavaScript, or one tapping before the app has started, sends on; the hydrating render
 * must draw the same, so the browser reads it from the page (`pageSiteAddress`). Null where no
 * render was given one: the site configuration's `siteUrl` then (ShareButton).
 *
 * No import of the site configuration here: in a remote's build, this module is part of the
 * shared UI's fallback copy, and the configuration module imported from it moved the map's own
 * chunks out of its federation manifest (e2e composition.spec caught the map's chunks unlisted).
 */
const SiteAddressContext = createContext<string | null>(null);

export function SiteAddressProvider({ value, children }: { value: string | null | undefined; children: ReactNode }) {
  return value ? createElement(SiteAddressContext.Provider, { value }, children) : children;
}

/** The site's public address given to this render, or null (see SiteAddressProvider). */
export function useSiteAddress(): string | null {
  return useContext(SiteAddressContext);
}

/**
 * The address the server rendered this page with: the origin of the page's own x-default
 * language alternate (server/src/ssr/page-language.ts writes it from the same address), or null
 * on a page without one (the browser's own render: a 404, the back office, a dev server).
 */
export function pageSiteAddress(doc: Document = document): string | null {
  const href = doc.querySelector('link[rel="alternate"][hreflang="x-default"]')?.getAttribute('href');
  if (!href) return null;
  try {
    return new URL(href).origin;
  } catch {
    return null;
  }
}
