/**
 * The uploaded photos' public versions (PHOTOS_DIR) under PHOTOS_URL_PREFIX, when that is a
 * path on this site (an https:// prefix means a CDN serves them). Their names are new random
 * ids, never reused, so a version never changes under its address: cached for a year. Only
 * this folder is served; the originals' folder is elsewhere (photos/config.ts refuses a layout
 * that would serve them), and the storage's half-written temporary files are dotfiles, refused.
 */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { PhotosConfig } from '../photos';
import { IMMUTABLE } from './static-files';

export const photoFilesPlugin: FastifyPluginAsync<{ photos: PhotosConfig }> = async (app, { photos }) => {
  if (!photos.publicUrlPrefix.startsWith('/')) return;
  try {
    fs.mkdirSync(photos.publicDir, { recursive: true });
  } catch (error) {
    // A DATA_DIR that cannot be written costs the uploaded photos, never the site's start.
    console.warn(`Uploaded photos cannot be served from ${photos.publicDir}: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  await app.register(fastifyStatic, {
    root: photos.publicDir,
    prefix: photos.publicUrlPrefix.replace(/\/*$/, '/'),
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (response) => response.setHeader('Cache-Control', IMMUTABLE),
  });
};
