/**
 * The photo API under /admin/api/listings/{id}/photos: upload several files at once (multipart,
 * each through the PhotoPipeline: checked by content, 20 MB and 50 megapixels at most, public
 * WebP versions without metadata, the original private), reorder, choose the cover, remove.
 * Each change is one store transaction, so the public site shows it at its next rebuild. The
 * API hands out the public versions' addresses only; an original is never served.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { PHOTO_CAPTION_MAX_LENGTH, type AdminPhoto, type DuplicatePhoto, type RefusedUpload } from 'shared/contracts';
import { imageAtWidth } from 'shared/format';
import { displayFileName, PHOTO_LIMITS, PhotoError, samePicture, type PhotoPipeline, type PhotoStorage, type StoredPhoto } from '../photos';
import type { ListingPhoto, Store } from '../store';
import { adminAnswer, guards as guard, useAdminErrors } from './api';
import { adminOf } from './guard';
import { cleanCaption } from './photo-captions';
import { adminPhotoAddress } from './photo-addresses';

export interface PhotosApiOptions {
  store: Store;
  pipeline: PhotoPipeline;
  /** Where the pipeline stores: the back office reads the public versions from it (photo-addresses.ts). */
  storage: PhotoStorage;
}

/** Files one upload may carry: a listing's worth, and a bound on one request's work. */
export const MAX_FILES_PER_UPLOAD = 30;

export type { AdminPhoto, RefusedUpload };

export function adminPhoto(photo: ListingPhoto, storage: Pick<PhotoStorage, 'keyOf'>): AdminPhoto {
  return {
    id: photo.id,
    position: photo.position,
    isCover: photo.isCover,
    url: photo.fileName,
    thumbnailUrl: adminPhotoAddress(storage, imageAtWidth(photo.fileName, 600)),
    displayName: photo.displayName,
    caption: photo.caption,
  };
}

/**
 * The new photos whose picture is already there: among the listing's photos before the upload,
 * or earlier in the same upload. The first match names the photo repeated.
 */
export function duplicatesAmong(before: readonly ListingPhoto[], added: readonly ListingPhoto[]): DuplicatePhoto[] {
  const duplicates: DuplicatePhoto[] = [];
  const seen = [...before];
  for (const photo of added) {
    const same = seen.find((other) => samePicture(other.pictureHash, photo.pictureHash));
    if (same) duplicates.push({ photoId: photo.id, samePictureAs: same.id });
    seen.push(photo);
  }
  return duplicates;
}

const captionBody = v.strictObject({
  // One line without control characters or bidi overrides (photo-captions.ts), then its length.
  caption: v.pipe(
    v.string('a text'),
    v.transform(cleanCaption),
    v.maxLength(PHOTO_CAPTION_MAX_LENGTH, `at most ${PHOTO_CAPTION_MAX_LENGTH} characters`),
  ),
});

const listingParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
const photoParams = {
  type: 'object',
  required: ['id', 'photoId'],
  properties: { id: listingParams.properties.id, photoId: { type: 'integer', minimum: 1 } },
} as const;

const notFound = (reply: FastifyReply) => adminAnswer(reply, 404, { ok: false, error: 'not-found' });

function refusal(fileName: string, error: PhotoError): RefusedUpload {
  return { fileName: displayFileName(fileName), code: error.code, message: error.messageSq };
}

export const photosApiPlugin: FastifyPluginAsync<PhotosApiOptions> = async (app, options) => {
  const { store, pipeline, storage } = options;
  const photosAnswer = (reply: FastifyReply, photos: ListingPhoto[], extra: object = {}, status = 200) =>
    adminAnswer(reply, status, { photos: photos.map((photo) => adminPhoto(photo, storage)), ...extra });
  useAdminErrors(app);
  await app.register(multipart, {
    limits: {
      // The pipeline's limit: a longer file is cut there (the rest skipped) and refused as too large.
      fileSize: PHOTO_LIMITS.maxBytes,
      files: MAX_FILES_PER_UPLOAD,
      fields: 10,
      fieldSize: 1024,
      parts: MAX_FILES_PER_UPLOAD + 10,
      headerPairs: 100,
    },
    // A file over the limit is one refusal among the upload's results, not the whole request's failure.
    throwFileSizeLimit: false,
  });

  /** A stored photo's public version, for the signed-in back office whatever its listing's status. */
  app.get<{ Params: { key: string } }>(
    '/photo-files/:key',
    { preValidation: guard.read, schema: { params: { type: 'object', required: ['key'], properties: { key: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*-(1200|600)\\.webp$' } } } } },
    async (request, reply) => {
      let bytes: Buffer;
      try {
        bytes = await storage.read('public', request.params.key);
      } catch {
        return notFound(reply);
      }
      return reply.header('Cache-Control', 'no-store').type('image/webp').send(bytes);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/listings/:id/photos',
    { preValidation: guard.read, schema: { params: listingParams } },
    async (request, reply) => {
      const photos = await store.listingPhotos(request.params.id);
      return photos ? photosAnswer(reply, photos) : notFound(reply);
    },
  );

  /**
   * Every file of the form (any field name), one after another: a refused file is reported and
   * the others are still taken. Answers 201 when at least one photo was added, 422 when every
   * file was refused, 400 when there was no file.
   */
  app.post<{ Params: { id: string } }>(
    '/listings/:id/photos',
    { preValidation: guard.change, schema: { params: listingParams } },
    async (request, reply) => {
      const listingId = request.params.id;
      if (!request.isMultipart()) return adminAnswer(reply, 415, { ok: false, error: 'multipart-expected' });
      // Read before this upload's photos are added: their pictures are compared with these.
      const before = await store.listingPhotos(listingId);
      if (!before) return notFound(reply);

      const stored: StoredPhoto[] = [];
      const refused: RefusedUpload[] = [];
      try {
        for await (const part of request.files()) {
          // Read up to the limit; the rest of a longer file is skipped and it is refused.
          const bytes = await part.toBuffer();
          if (part.file.truncated) {
            refused.push(refusal(part.filename, new PhotoError('too-large')));
            continue;
          }
          try {
            stored.push(await pipeline.ingest({ data: bytes, fileName: part.filename }));
          } catch (error) {
            if (!(error instanceof PhotoError)) throw error;
            refused.push(refusal(part.filename, error));
          }
        }
      } catch (error) {
        // A broken request or a fault: nothing of it is kept.
        await Promise.allSettled(stored.map((photo) => pipeline.remove(photo.originalKey)));
        const code = (error as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT') return adminAnswer(reply, 413, { ok: false, error: 'too-many-files', limit: MAX_FILES_PER_UPLOAD });
        if (typeof code === 'string' && code.startsWith('FST_')) return adminAnswer(reply, 400, { ok: false, error: 'bad-upload' });
        throw error;
      }

      if (stored.length === 0) {
        return refused.length === 0
          ? adminAnswer(reply, 400, { ok: false, error: 'no-files' })
          : adminAnswer(reply, 422, { ok: false, error: 'all-refused', refused });
      }
      let photos: ListingPhoto[] | undefined;
      try {
        photos = await store.addPhotos(
          listingId,
          stored.map((photo) => ({
            fileName: photo.versions[1200].url,
            originalFileName: photo.originalKey,
            displayName: photo.displayName,
            pictureHash: photo.pictureHash,
          })),
          { userId: adminOf(request).user.id },
        );
      } finally {
        if (!photos) await Promise.allSettled(stored.map((photo) => pipeline.remove(photo.originalKey)));
      }
      if (!photos) return notFound(reply);
      // Another agent's photos added meanwhile count as 'before' too: only this upload's are new.
      const addedNames = new Set(stored.map((photo) => photo.versions[1200].url));
      const added = photos.filter((photo) => addedNames.has(photo.fileName));
      const earlier = photos.filter((photo) => !addedNames.has(photo.fileName));
      const duplicates = duplicatesAmong(earlier, added);
      return photosAnswer(reply, photos, { added: stored.length, refused, duplicates }, 201);
    },
  );

  app.put<{ Params: { id: string }; Body: { order: number[] } }>(
    '/listings/:id/photos/order',
    {
      preValidation: guard.change,
      schema: {
        params: listingParams,
        body: {
          type: 'object',
          required: ['order'],
          properties: { order: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1 } } },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const result = await store.reorderPhotos(request.params.id, request.body.order, { userId: adminOf(request).user.id });
      if (result === 'mismatch') return adminAnswer(reply, 409, { ok: false, error: 'order-mismatch' });
      return result ? photosAnswer(reply, result) : notFound(reply);
    },
  );

  /** A photo's caption, its public alt text: '' removes it; saved with its audit row. */
  app.put<{ Params: { id: string; photoId: number }; Body: unknown }>(
    '/listings/:id/photos/:photoId/caption',
    { preValidation: guard.change, schema: { params: photoParams }, bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const parsed = v.safeParse(captionBody, request.body);
      if (!parsed.success) {
        const problems = parsed.issues.map((issue) => ({ path: (issue.path ?? []).map((item) => String(item.key)).join('.') || 'body', message: issue.message }));
        return adminAnswer(reply, 400, { ok: false, error: 'invalid', problems });
      }
      const result = await store.setPhotoCaption(request.params.id, request.params.photoId, parsed.output.caption, { userId: adminOf(request).user.id });
      return result ? photosAnswer(reply, result.photos) : notFound(reply);
    },
  );

  app.put<{ Params: { id: string }; Body: { photoId: number } }>(
    '/listings/:id/photos/cover',
    {
      preValidation: guard.change,
      schema: {
        params: listingParams,
        body: {
          type: 'object',
          required: ['photoId'],
          properties: { photoId: { type: 'integer', minimum: 1 } },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const photos = await store.setCoverPhoto(request.params.id, request.body.photoId, { userId: adminOf(request).user.id });
      return photos ? photosAnswer(reply, photos) : notFound(reply);
    },
  );

  app.delete<{ Params: { id: string; photoId: number } }>(
    '/listings/:id/photos/:photoId',
    { preValidation: guard.change, schema: { params: photoParams } },
    async (request, reply) => {
      const result = await store.removePhoto(request.params.id, request.params.photoId, { userId: adminOf(request).user.id });
      if (!result) return notFound(reply);
      // After the commit: the public site stops naming the files first, then they go. An
      // imported photo (an address, no original of ours) has no files here.
      if (result.removed.originalFileName) {
        try {
          await pipeline.remove(result.removed.originalFileName);
        } catch (error) {
          console.warn(`Photo ${result.removed.id}'s files could not be removed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return photosAnswer(reply, result.photos);
    },
  );
};
