/**
 * The uploaded photos' public versions (PHOTOS_DIR) under PHOTOS_URL_PREFIX, when that is a
 * path on this site (an https:// prefix means a CDN serves them). Their names are new random
 * ids, never reused, so a version never changes under its address: cached for a year. Only
 * this folder is served; the originals' folder is elsewhere (photos/config.ts refuses a layout
 * that would serve them), and the storage's half-written temporary files are dotfiles, refused.
 *
 * A file is served only while its listing is in the public projection (`shownPhotos`): a
 * draft's photos, like a withdrawn listing's, answer 404, so an address seen in the back office
 * shows nothing to the public before 'Publiko'. The back office sees them through its own route
 * (admin/photo-addresses.ts).
 */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { imageAtWidth } from 'shared/format';
import type { PhotosConfig } from '../photos';
import type { PublicData } from '../projection';
import type { Store } from '../store';
import { IMMUTABLE } from './static-files';

export interface PhotoFilesOptions {
  photos: PhotosConfig;
  /** Whether the public may load the photo at this address (its -1200 version's, as the store keeps it). */
  shown: (address: string) => Promise<boolean>;
}

/** Listings found per photo address, kept: a photo never moves to another listing, and its address is never reused. */
const KEPT_LOOKUPS = 100_000;

/** A photo is shown while the listing its row belongs to is in the current public snapshot. */
export function shownPhotos(store: Pick<Store, 'photoListingId'>, data: Pick<PublicData, 'current'>): PhotoFilesOptions['shown'] {
  const listingOf = new Map<string, string>();
  return async (address) => {
    let listingId = listingOf.get(address);
    if (listingId === undefined) {
      listingId = await store.photoListingId(address);
      if (listingId === undefined) return false;
      if (listingOf.size >= KEPT_LOOKUPS) listingOf.clear();
      listingOf.set(address, listingId);
    }
    return data.current().cards.has(listingId);
  };
}

export const photoFilesPlugin: FastifyPluginAsync<PhotoFilesOptions> = async (app, { photos, shown }) => {
  if (!photos.publicUrlPrefix.startsWith('/')) return;
  try {
    fs.mkdirSync(photos.publicDir, { recursive: true });
  } catch (error) {
    // A DATA_DIR that cannot be written costs the uploaded photos, never the site's start.
    console.warn(`Uploaded photos cannot be served from ${photos.publicDir}: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const prefix = photos.publicUrlPrefix.replace(/\/*$/, '/');
  // In this plugin's scope only: the files' routes.
  app.addHook('onRequest', async (request, reply) => {
    const name = request.url.split(/[?#]/, 1)[0]!.split('/').pop() ?? '';
    if (!(await shown(imageAtWidth(prefix + name, 1200)))) return reply.callNotFound();
  });
  await app.register(fastifyStatic, {
    root: photos.publicDir,
    prefix,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (response) => response.setHeader('Cache-Control', IMMUTABLE),
  });
};
