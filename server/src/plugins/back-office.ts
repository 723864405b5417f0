/**
 * The back office's work beside sign-in (admin/plugin.ts): the inbox, photo, alerts and users APIs
 * (with the password links) under /admin/api, the uploaded photos' public versions, and the inquiry e-mails. One registration
 * in server.ts, after the admin plugin, with the store the contact endpoint writes to: the
 * inquiry mail is queued by that store instance, in the message's transaction.
 */
import type { FastifyPluginAsync } from 'fastify';
import { alertsAdminPlugin } from '../admin/alerts';
import { inboxPlugin } from '../admin/inbox';
import { passwordLinksPlugin } from '../admin/password-links';
import { photosApiPlugin } from '../admin/photos';
import { usersPlugin } from '../admin/users';
import type { ServerConfig } from '../config';
import { PhotoPipeline, type PhotosConfig, type PhotoStorage } from '../photos';
import type { PublicData } from '../projection';
import type { Store } from '../store';
import { notifyPlugin } from './notify';
import { photoFilesPlugin, shownPhotos } from './photo-files';

export interface BackOfficeOptions {
  store: Store;
  /** The public projection: an uploaded photo is served to the public while its listing is in it. */
  data: PublicData;
  /** Where uploaded photos go (photos/config.ts), and the storage there. */
  photos: PhotosConfig;
  storage: PhotoStorage;
  config: ServerConfig;
  /** The site's public origin, for links in the inbox and the mail. */
  siteUrl: string;
  /** The start log. */
  log: (line: string) => void;
}

export const backOfficePlugin: FastifyPluginAsync<BackOfficeOptions> = async (app, { store, data, photos, storage, config, siteUrl, log }) => {
  const pipeline = new PhotoPipeline({ storage });
  await app.register(photoFilesPlugin, { photos, shown: shownPhotos(store, data) });
  await app.register(inboxPlugin, { prefix: '/admin/api', store, siteUrl });
  await app.register(photosApiPlugin, { prefix: '/admin/api', store, pipeline, storage });
  await app.register(alertsAdminPlugin, { prefix: '/admin/api', store });
  const mailEnabled = config.notify.enabled;
  await app.register(usersPlugin, { prefix: '/admin/api', store, siteUrl, mailEnabled });
  await app.register(passwordLinksPlugin, { prefix: '/admin/api', store, siteUrl, mailEnabled });
  await app.register(notifyPlugin, { store, config: config.notify, siteUrl, log });
};
