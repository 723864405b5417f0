/**
 * Security headers for every response. @fastify/helmet sends the standard ones (HSTS, nosniff,
 * frame and referrer policies, COOP). The Content-Security-Policy is ours, made per request
 * because what it allows changes at run time: exactly the site's own origin, the origins the
 * remotes are served from (the remotes map, re-read on change), the map tile providers and the
 * image hosts (site.config.json's and those the listings' photos are on); no inline script but
 * the app-start script of first-view pages, allowed by its hash. Inline styles stay allowed:
 * Mantine writes its CSS variables in a <style> element.
 */
import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminRequest } from '../admin/admin-request';
import { APP_START_CSP_SOURCE } from '../ssr/app-start';

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
    'img-src': [...new Set(["'self'", 'data:', 'blob:', ...tileHosts, ...imageHosts, ...remotes])],
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

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
/** The back office may ask for the phone's location, on the agent's tap (the point picker's 'Përdor vendndodhjen time'). */
const ADMIN_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('geolocation=()', 'geolocation=(self)');

/** The Permissions-Policy of a response: the public site asks for nothing. */
export const permissionsPolicy = (request: FastifyRequest): string => (isAdminRequest(request) ? ADMIN_PERMISSIONS_POLICY : PERMISSIONS_POLICY);

export const securityPlugin = fp<{ csp: () => string }>(async (app, { csp }) => {
  await app.register(helmet, {
    // Ours, per request (above).
    contentSecurityPolicy: false,
    // Remotes may be loaded by a shell on another origin (deploy:remote).
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Content-Security-Policy', csp());
    reply.header('Permissions-Policy', permissionsPolicy(request));
  });
});
