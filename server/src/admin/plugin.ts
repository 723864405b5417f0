/**
 * The back office's server side: cookies, the sessions and their gates (guard.ts), sign-in and
 * out, the listings and the audit log. Everything under /admin/api answers JSON, never cached,
 * and 401 without a session — an unknown path too, so the API's shape is not probed from
 * outside. The admin's pages themselves are the app's (plugins/app-pages.ts).
 */
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { openSiteStore } from '../store/startup';
import type { Store, StoreLocation } from '../store';
import { isAdminRequest } from './admin-request';
import { useAdminErrors } from './api';
import { adminNoStore, requireAdmin } from './guard';
import { auditRoutes } from './audit-routes';
import { listingsRoutes } from './listings-routes';
import { sessionRoutes } from './session-routes';
import { AdminSessions, DEFAULT_IDLE_MS } from './sessions';
import { SignInThrottle, type SignInThrottleOptions } from './throttle';

export interface AdminPluginOptions {
  /**
   * The store, or where to open it (then the plugin opens it, seeded from `listingsFile` when
   * empty, and closes it with the server).
   */
  store: Store | (StoreLocation & { listingsFile: string });
  /** Minutes without a request after which a session ends. */
  idleMinutes?: number;
  throttle?: SignInThrottleOptions;
  /** The clock sessions expire by (tests move it; the store's own clock must agree). */
  now?: () => number;
  /**
   * Where the back office loads a stored photo from (photo-addresses.ts): the table's
   * thumbnails, whatever their listing's status. Without it, the address as stored.
   */
  photoAddress?: (address: string) => string;
}

/** ADMIN_SESSION_IDLE_MINUTES, when it is a positive number. */
export function idleMinutesFrom(env: NodeJS.ProcessEnv): number | undefined {
  const minutes = Number(env.ADMIN_SESSION_IDLE_MINUTES);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : undefined;
}

const isStore = (value: AdminPluginOptions['store']): value is Store => typeof (value as Store).listingsVersion === 'function';

const admin: FastifyPluginAsync<AdminPluginOptions> = async (app, options) => {
  let store: Store;
  if (isStore(options.store)) {
    store = options.store;
  } else {
    const opened = await openSiteStore({ ...options.store, log: () => {} });
    app.addHook('onClose', () => opened.close());
    store = opened;
  }
  const idleMs = options.idleMinutes ? options.idleMinutes * 60_000 : DEFAULT_IDLE_MS;

  if (!app.hasDecorator('parseCookie')) await app.register(cookie);
  app.decorate('adminStore', store);
  app.decorate('adminSessions', new AdminSessions(store.accounts, idleMs, options.now));
  app.decorateRequest('admin', null);

  // Every admin answer, errors and 404s included, is private to the one who asked.
  app.addHook('onSend', async (request, reply) => {
    if (isAdminRequest(request)) adminNoStore(reply);
  });

  // The API's routes in a scope of their own, with the admin's JSON errors (a full disk a 503).
  await app.register(async (api) => {
    useAdminErrors(api);
    await api.register(sessionRoutes, { throttle: new SignInThrottle(store.signInAttempts, options.throttle) });
    await api.register(listingsRoutes, { photoAddress: options.photoAddress ?? ((address) => address) });
    await api.register(auditRoutes);
    api.all('/admin/api/*', { preHandler: requireAdmin }, async (_request, reply) => reply.code(404).send({ ok: false, error: 'not-found' }));
  });
};

/** Not encapsulated: `adminSessions` and `adminStore` are seen by the plugins registered after it (photos, inbox). */
export const adminPlugin = fp(admin, { name: 'admin', fastify: '5.x' });
