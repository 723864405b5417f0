/**
 * Security headers for every response. The Content-Security-Policy allows exactly the site's
 * own origin, the origins the remotes are served from, the map tile providers and the image
 * hosts; no inline script but the app-start script of first-view pages, allowed by its hash. Inline styles stay allowed: Mantine writes its CSS variables in a
 * <style> element.
 */
import type { ServerResponse } from 'node:http';
import { APP_START_CSP_SOURCE } from './first-view/app-start';

export interface CspSources {
  /** Origins of remotes served from elsewhere than the site (from the remotes map). */
  remoteOrigins: readonly string[];
  /** Tile providers' hosts, wildcards allowed (https://*.tile.openstreetmap.org). */
  tileHosts: readonly string[];
  /** Hosts of listing photos that are not on the site itself. */
  imageHosts: readonly string[];
}

export function contentSecurityPolicy({ remoteOrigins, tileHosts, imageHosts }: CspSources): string {
  const remotes = [...new Set(remoteOrigins)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", APP_START_CSP_SOURCE, ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...tileHosts, ...imageHosts, ...remotes],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The origins (scheme://host:port) of absolute manifest URLs in a remotes map. */
export function remoteOriginsOf(map: Record<string, unknown>): string[] {
  const origins: string[] = [];
  for (const value of Object.values(map)) {
    if (typeof value !== 'string' || !/^https?:\/\//.test(value)) continue;
    try {
      origins.push(new URL(value).origin);
    } catch {
      // Not a URL: the shell cannot load it either.
    }
  }
  return origins;
}

export function applySecurityHeaders(res: ServerResponse, csp: string): void {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
}
