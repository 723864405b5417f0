import { createContext, createElement, useContext, type ReactNode } from 'react';
import { site } from '../site';

/**
 * The site's public address (an origin) as its server names it: SITE_URL, else `siteUrl` of the
 * site configuration. What the server draws with it (a share link's URL) is what a visitor
 * without JavaScript, or one tapping before the app has started, sends on; the hydrating render
 * must draw the same, so the browser reads it from the page (`pageSiteAddress`).
 */
const SiteAddressContext = createContext<string>(site.siteUrl);

export function SiteAddressProvider({ value, children }: { value: string | null | undefined; children: ReactNode }) {
  return value ? createElement(SiteAddressContext.Provider, { value }, children) : children;
}

/** The site's public address for this render (see SiteAddressProvider). */
export function useSiteAddress(): string {
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
