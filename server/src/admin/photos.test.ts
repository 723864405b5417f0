/**
 * The photo API over real HTTP (multipart as a browser sends it), a real store (SQLite), the
 * real pipeline writing to folders, and the public versions served as visitors get them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DuplicatePhoto } from 'shared/contracts';
import { makeListing } from 'shared/testing';
import { DirectoryPhotoStorage, PHOTO_LIMITS, PhotoPipeline } from '../photos';
import { PLANTED, containsText, phoneJpeg, plainPng, pngDeclaring, scenePicture } from '../photos/test-images';
import { photoFilesPlugin } from '../plugins/photo-files';
import { openStore, type Store } from '../store';
import type { AdminPhoto, RefusedUpload } from './photos';
import { photosApiPlugin } from './photos';
import { adminPhotoAddress } from './photo-addresses';
import { adminPlugin } from './plugin';
import { signedInAdmin } from './testing';

interface Setup {
  origin: string;
  store: Store;
  root: string;
  publicDir: string;
  privateDir: string;
  close(): Promise<void>;
}

let setup: Setup;
let signedIn: Record<string, string>;
let signedInChange: Record<string, string>;

beforeEach(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-api-'));
  const publicDir = path.join(root, 'public');
  const privateDir = path.join(root, 'originals');
  const store = await openStore({ dataDir: path.join(root, 'data') });
  await store.upsertListings([makeListing({ id: 'p1', images: [] }), makeListing({ id: 'p2', images: ['https://cdn.example/x-1200.webp'] })]);
  const photos = { publicDir, privateDir, publicUrlPrefix: '/assets/photos/' };
  const storage = new DirectoryPhotoStorage(photos);
  const pipeline = new PhotoPipeline({ storage });
  const app = Fastify();
  // The server's gate reads the public projection; here, without one, a photo is shown while its listing is active.
  const shown = async (address: string) => {
    const listingId = await store.photoListingId(address);
    return listingId !== undefined && (await store.getListing(listingId))?.status === 'active';
  };
  await app.register(photoFilesPlugin, { photos, shown });
  await app.register(adminPlugin, { store, photoAddress: (address) => adminPhotoAddress(storage, address) });
  await app.register(photosApiPlugin, { prefix: '/admin/api', store, pipeline, storage });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await signedInAdmin(app);
  signedIn = { cookie: admin.cookie };
  signedInChange = admin.headers;
  const { port } = app.server.address() as { port: number };
  setup = {
    origin: `http://127.0.0.1:${port}`,
    store,
    root,
    publicDir,
    privateDir,
    async close() {
      await app.close();
      await store.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
});
afterEach(() => setup.close());

function form(files: Array<[name: string, bytes: Buffer, type?: string]>): FormData {
  const body = new FormData();
  for (const [name, bytes, type] of files) body.append('photos', new Blob([new Uint8Array(bytes)], { type: type ?? 'image/jpeg' }), name);
  return body;
}

async function upload(listingId: string, files: Array<[string, Buffer, string?]>, headers: Record<string, string> = signedInChange) {
  const response = await fetch(`${setup.origin}/admin/api/listings/${listingId}/photos`, { method: 'POST', headers, body: form(files) });
  return { status: response.status, body: (await response.json()) as { photos?: AdminPhoto[]; added?: number; refused?: RefusedUpload[]; duplicates?: DuplicatePhoto[]; error?: string } };
}

const api = (method: string, url: string, body?: unknown, headers: Record<string, string> = signedInChange) =>
  fetch(`${setup.origin}/admin/api${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).sort() : [];
}

describe('uploading photos', { timeout: 30_000 }, () => {
  it('takes several files at once; the served WebP carries no EXIF or GPS, and no original is reachable', async () => {
    const { status, body } = await upload('p1', [
      ['IMG_0001.jpg', await phoneJpeg({ width: 1600, height: 1200 })],
      ['plan.png', await plainPng(800, 600), 'image/png'],
      ['pamje.png', await plainPng(300, 200), 'image/png'],
    ]);
    expect(status).toBe(201);
    expect(body).toMatchObject({ added: 3, refused: [] });
    expect(body.photos!.map((photo) => [photo.position, photo.isCover, photo.displayName])).toEqual([
      [0, true, 'IMG_0001.jpg'],
      [1, false, 'plan.png'],
      [2, false, 'pamje.png'],
    ]);
    // The listing's public images are the uploaded versions, cover first.
    const listing = await setup.store.getListing('p1');
    expect(listing?.listing.images).toEqual(body.photos!.map((photo) => photo.url));

    const served = await fetch(`${setup.origin}${body.photos![0]!.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const webp = Buffer.from(await served.arrayBuffer());
    for (const planted of Object.values(PLANTED)) expect(containsText(webp, planted)).toBe(false);
    const metadata = await sharp(webp).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    // The back office's thumbnail comes through its own route: a session's, never cached.
    const thumbnailUrl = body.photos![0]!.thumbnailUrl;
    expect(thumbnailUrl).toBe(body.photos![0]!.url.replace('/assets/photos/', '/admin/api/photo-files/').replace('-1200.webp', '-600.webp'));
    expect((await fetch(`${setup.origin}${thumbnailUrl}`)).status).toBe(401);
    const thumbnail = await fetch(`${setup.origin}${thumbnailUrl}`, { headers: signedIn });
    expect(thumbnail.headers.get('cache-control')).toBe('no-store');
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(600);
    expect((await fetch(`${setup.origin}${body.photos![0]!.url.replace('/assets/photos/', '/admin/api/photo-files/')}`, { headers: signedIn })).status).toBe(200);

    // The originals are kept, privately: not named in any answer, not served by any address.
    const originals = filesUnder(setup.privateDir);
    expect(originals).toHaveLength(3);
    const json = JSON.stringify(body);
    for (const original of originals) {
      expect(json).not.toContain(original);
      expect((await fetch(`${setup.origin}/assets/photos/${original}`)).status).toBe(404);
      expect((await fetch(`${setup.origin}/assets/photos/../originals/${original}`)).status).toBe(404);
    }
    expect(filesUnder(setup.publicDir).every((name) => /^[a-z0-9]+-(1200|600)\.webp$/.test(name))).toBe(true);
  });

  it('refuses a non-image, a decompression bomb and an oversize file, and keeps the good ones', async () => {
    const { status, body } = await upload('p1', [
      ['fatura.jpg', Buffer.from('%PDF-1.7 not a photo at all'), 'image/jpeg'],
      ['bomb.png', await pngDeclaring(20_000, 20_000), 'image/png'],
      ['mire.png', await plainPng(), 'image/png'],
      ['e-madhe.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(PHOTO_LIMITS.maxBytes)]), 'image/jpeg'],
    ]);
    expect(status).toBe(201);
    expect(body.added).toBe(1);
    expect(body.refused!.map((refused) => [refused.fileName, refused.code])).toEqual([
      ['fatura.jpg', 'not-an-image'],
      ['bomb.png', 'too-many-pixels'],
      ['e-madhe.jpg', 'too-large'],
    ]);
    expect(body.refused![0]!.message).toBe('Skedari nuk është foto. Ngarkoni një foto JPEG, PNG, WebP, AVIF, GIF ose TIFF.');
    expect(filesUnder(setup.privateDir)).toHaveLength(1);

    const allBad = await upload('p1', [['bomb.png', await pngDeclaring(30_000, 30_000), 'image/png']]);
    expect(allBad.status).toBe(422);
    expect(allBad.body.refused!.map((refused) => refused.code)).toEqual(['too-many-pixels']);
    expect((await setup.store.listingPhotos('p1'))!.length).toBe(1);
  });

  it("serves a draft's photos to the signed-in back office only, and to the public once the listing is active", async () => {
    await setup.store.setListingStatus('p1', 'draft');
    const { body } = await upload('p1', [['skice.png', await plainPng(), 'image/png']]);
    const [photo] = body.photos!;
    const publicVersions = [photo!.url, photo!.url.replace('-1200.webp', '-600.webp')];
    for (const address of publicVersions) expect((await fetch(`${setup.origin}${address}`)).status, address).toBe(404);
    expect((await fetch(`${setup.origin}${photo!.thumbnailUrl}`, { headers: signedIn })).status).toBe(200);
    // The listings table's thumbnail loads too: through the back office's route, not the public 404.
    const rows = await (await fetch(`${setup.origin}/admin/api/listings`, { headers: signedIn })).json() as { listings: { id: string; thumbnailUrl: string | null }[] };
    const row = rows.listings.find((listing) => listing.id === 'p1');
    expect(row?.thumbnailUrl).toBe(photo!.thumbnailUrl);
    expect((await fetch(`${setup.origin}${row!.thumbnailUrl}`, { headers: signedIn })).status).toBe(200);
    await setup.store.setListingStatus('p1', 'active');
    for (const address of publicVersions) expect((await fetch(`${setup.origin}${address}`)).status, address).toBe(200);
    // An address that names no stored photo, or a name that is not a version's, answers 404.
    expect((await fetch(`${setup.origin}/assets/photos/zzz-1200.webp`)).status).toBe(404);
    expect((await fetch(`${setup.origin}/admin/api/photo-files/zzz-1200.webp`, { headers: signedIn })).status).toBe(404);
    expect((await fetch(`${setup.origin}/admin/api/photo-files/..%2Foriginals%2Fx.jpg`, { headers: signedIn })).status).toBeGreaterThanOrEqual(400);
  });

  it('stores a file named with ../ under a generated name, inside the photo folders only', async () => {
    const { status, body } = await upload('p1', [['../../../../tmp/evil/../../etc/passwd.jpg', await phoneJpeg({ width: 400, height: 300 })]]);
    expect(status).toBe(201);
    expect(body.photos![0]!.displayName).toBe('passwd.jpg');
    expect(body.photos![0]!.url).toMatch(/^\/assets\/photos\/[a-z0-9]+-1200\.webp$/);
    expect(filesUnder(setup.root).filter((name) => name.includes('passwd') || name.includes('evil'))).toEqual([]);
    expect(filesUnder(setup.privateDir).every((name) => /^[a-z0-9]+-original\.jpg$/.test(name))).toBe(true);
  });

  it('answers 404 for a listing that does not exist and 400 for a form without files', async () => {
    expect((await upload('nope', [['a.png', await plainPng(), 'image/png']])).status).toBe(404);
    const empty = new FormData();
    empty.append('note', 'no file');
    const response = await fetch(`${setup.origin}/admin/api/listings/p1/photos`, { method: 'POST', headers: signedInChange, body: empty });
    expect(response.status).toBe(400);
    expect(filesUnder(setup.publicDir)).toEqual([]);
  });
});

describe('arranging photos', { timeout: 30_000 }, () => {
  it('reorders, chooses the cover and removes a photo with its files', async () => {
    const { body } = await upload('p1', [
      ['a.png', await plainPng(), 'image/png'],
      ['b.png', await plainPng(), 'image/png'],
      ['c.png', await plainPng(), 'image/png'],
    ]);
    const [a, b, c] = body.photos!;

    const reordered = await api('PUT', '/listings/p1/photos/order', { order: [c!.id, a!.id, b!.id] });
    expect(((await reordered.json()) as { photos: AdminPhoto[] }).photos.map((photo) => photo.displayName)).toEqual(['c.png', 'a.png', 'b.png']);
    expect((await api('PUT', '/listings/p1/photos/order', { order: [a!.id, b!.id] })).status).toBe(409);

    const covered = (await (await api('PUT', '/listings/p1/photos/cover', { photoId: b!.id })).json()) as { photos: AdminPhoto[] };
    expect(covered.photos.filter((photo) => photo.isCover).map((photo) => photo.id)).toEqual([b!.id]);
    expect((await setup.store.getListing('p1'))?.listing.images[0]).toBe(b!.url);
    expect((await api('PUT', '/listings/p1/photos/cover', { photoId: 999 })).status).toBe(404);

    const removed = await api('DELETE', `/listings/p1/photos/${b!.id}`);
    expect(removed.status).toBe(200);
    const left = ((await removed.json()) as { photos: AdminPhoto[] }).photos;
    expect(left.map((photo) => [photo.displayName, photo.position, photo.isCover])).toEqual([
      ['c.png', 0, true],
      ['a.png', 1, false],
    ]);
    expect((await fetch(`${setup.origin}${b!.url}`)).status).toBe(404);
    expect(filesUnder(setup.privateDir)).toHaveLength(2);
    expect(filesUnder(setup.publicDir)).toHaveLength(4);
    expect((await api('DELETE', `/listings/p1/photos/${b!.id}`)).status).toBe(404);
  });

  it('removes an imported photo (an address) without touching any file', async () => {
    const [photo] = (await setup.store.listingPhotos('p2'))!;
    const response = await api('DELETE', `/listings/p2/photos/${photo!.id}`);
    expect(response.status).toBe(200);
    expect((await setup.store.getListing('p2'))?.listing.images).toEqual([]);
  });
});

describe('the same picture twice, and captions', { timeout: 60_000 }, () => {
  it("names a photo whose picture the listing has, even resized and recompressed, and stores it for the agent's choice", async () => {
    const original = await scenePicture({ width: 3000, height: 2000, variant: 1 });
    const first = await upload('p1', [['dhoma.jpg', original]]);
    expect(first.status).toBe(201);
    expect(first.body.duplicates).toEqual([]);
    // The same picture as a phone's browser sends it (2560 px, another quality), another picture, and the same one again.
    const resized = await sharp(original).resize({ width: 2560 }).jpeg({ quality: 82 }).toBuffer();
    const other = await scenePicture({ width: 3000, height: 2000, variant: 2 });
    const second = await upload('p1', [['dhoma-2.jpg', resized], ['kuzhina.jpg', other], ['kuzhina-2.webp', await sharp(other).webp().toBuffer(), 'image/webp']]);
    expect(second.status).toBe(201);
    const [kept, again, kitchen, kitchenAgain] = second.body.photos!;
    expect(second.body.duplicates).toEqual([
      { photoId: again!.id, samePictureAs: kept!.id },
      { photoId: kitchenAgain!.id, samePictureAs: kitchen!.id },
    ]);
    // Stored all the same: the agent decides ('Hiqe' removes it).
    expect(second.body.photos).toHaveLength(4);
    // Another listing's photos are not compared.
    expect((await upload('p2', [['dhoma.jpg', original]])).body.duplicates).toEqual([]);
  });

  it('names the repeat once when the same picture is sent twice at the same moment (two phones, one listing)', async () => {
    const picture = await scenePicture({ width: 1600, height: 1200, variant: 3 });
    const answers = await Promise.all([upload('p2', [['agjenti-1.jpg', picture]]), upload('p2', [['agjenti-2.jpg', picture]])]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const flagged = answers.flatMap((answer) => answer.body.duplicates ?? []);
    expect(flagged).toHaveLength(1);
    const photos = (await setup.store.listingPhotos('p2'))!;
    const names = new Map(photos.map((photo) => [photo.id, photo.displayName]));
    // One photo is named as the other's repeat, whichever was stored first.
    expect(new Set([names.get(flagged[0]!.photoId), names.get(flagged[0]!.samePictureAs)])).toEqual(new Set(['agjenti-1.jpg', 'agjenti-2.jpg']));
  });

  it("saves a caption cleaned to one line, refuses a long one, and the public listing's alt text follows", async () => {
    const { body } = await upload('p1', [['a.png', await plainPng(), 'image/png'], ['b.png', await plainPng(), 'image/png']]);
    const [, b] = body.photos!;
    const saved = await api('PUT', `/listings/p1/photos/${b!.id}/caption`, { caption: '  Ballkoni\u0007 me\npamje\u202e nga  qyteti ' });
    expect(saved.status).toBe(200);
    const photos = ((await saved.json()) as { photos: AdminPhoto[] }).photos;
    expect(photos.map((photo) => photo.caption)).toEqual(['', 'Ballkoni me pamje nga qyteti']);
    expect((await setup.store.getListing('p1'))?.listing.captions).toEqual(['', 'Ballkoni me pamje nga qyteti']);
    const audit = (await setup.store.accounts.listAudit()).filter((entry) => entry.action === 'photo.caption');
    expect(audit).toMatchObject([{ subjectId: 'p1', changes: [{ field: 'caption', from: '', to: 'Ballkoni me pamje nga qyteti' }], details: { photoId: b!.id } }]);

    const long = await api('PUT', `/listings/p1/photos/${b!.id}/caption`, { caption: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: 'invalid', problems: [{ path: 'caption' }] });
    expect((await api('PUT', `/listings/p1/photos/${b!.id}/caption`, { caption: 5 })).status).toBe(400);
    expect((await api('PUT', `/listings/p1/photos/${b!.id}/caption`, { caption: 'x', more: 1 })).status).toBe(400);
    expect((await api('PUT', `/listings/p2/photos/${b!.id}/caption`, { caption: 'x' })).status).toBe(404);
    expect((await setup.store.listingPhotos('p1'))?.[1]?.caption).toBe('Ballkoni me pamje nga qyteti');
  });
});

describe('the photo API without a session or CSRF token', { timeout: 30_000 }, () => {
  it('answers 401 or 403 and stores nothing', async () => {
    const png = await plainPng();
    expect((await upload('p1', [['a.png', png, 'image/png']], {})).status).toBe(401);
    expect((await upload('p1', [['a.png', png, 'image/png']], signedIn)).status).toBe(403);
    expect(filesUnder(setup.root).filter((name) => name.endsWith('.webp'))).toEqual([]);
    expect((await api('GET', '/listings/p1/photos', undefined, {})).status).toBe(401);
    expect((await api('GET', '/listings/p1/photos', undefined, signedIn)).status).toBe(200);
    for (const [method, url, body] of [
      ['PUT', '/listings/p2/photos/order', { order: [1] }],
      ['PUT', '/listings/p2/photos/cover', { photoId: 1 }],
      ['DELETE', '/listings/p2/photos/1', undefined],
      ['PUT', '/listings/p2/photos/1/caption', { caption: 'x' }],
    ] as const) {
      expect((await api(method, url, body, {})).status, `${method} ${url}`).toBe(401);
      expect((await api(method, url, body, signedIn)).status, `${method} ${url}`).toBe(403);
    }
    expect((await setup.store.getListing('p2'))?.listing.images).toEqual(['https://cdn.example/x-1200.webp']);
  });
});
