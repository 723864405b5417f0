/**
 * The back office's work in the production server (buildServer): the start log about e-mails,
 * a photo uploaded by a signed-in admin and served without its GPS, and an inquiry stored by
 * the server's store showing in the inbox and arriving at the test's SMTP server.
 */
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../admin/testing';
import { TestSmtpServer } from '../notify/test-smtp-server';
import { PLANTED, containsText, phoneJpeg } from '../photos/test-images';
import { fakeShellDist, startTestApp, type TestApp } from '../test-app';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(env: NodeJS.ProcessEnv): Promise<{ app: TestApp; startLog: string[] }> {
  const startLog: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void startLog.push(String(line)));
  const app = await startTestApp({ shellDist: fakeShellDist() }, env);
  cleanups.push(() => app.close());
  return { app, startLog };
}

describe('the back office in the production server', { timeout: 60_000 }, () => {
  it('mails a stored inquiry, lists it in the inbox, and serves an uploaded photo without its GPS', async () => {
    const smtp = await TestSmtpServer.start();
    cleanups.push(() => smtp.close());
    const { app, startLog } = await server({ SMTP_URL: smtp.url, NOTIFY_EMAIL: 'zyra@pronakosova.example' });
    expect(startLog.some((line) => line.startsWith('Inquiry e-mails go to zyra@pronakosova.example through smtp://127.0.0.1:'))).toBe(true);

    const store = app.app.adminStore;
    await store.addMessage({ name: 'Arta', email: 'arta@example.com', phone: '+383 44 123 456', message: 'A është në shitje?', page: 'Prona: 1' });
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.envelope.to).toEqual(['zyra@pronakosova.example']);

    const admin = await signedInAdmin(app.app);
    const inbox = await fetch(`${app.origin}/admin/api/messages`, { headers: { cookie: admin.cookie } });
    expect(inbox.status).toBe(200);
    expect(await inbox.json()).toMatchObject({ total: 1, unread: 1, messages: [{ name: 'Arta', source: { kind: 'listing', listingId: '1' } }] });
    expect((await fetch(`${app.origin}/admin/api/messages`)).status).toBe(401);

    const listingId = [...app.data.current().cards.keys()][0];
    expect(listingId).toBeDefined();
    const body = new FormData();
    body.append('photos', new Blob([new Uint8Array(await phoneJpeg({ width: 1600, height: 1200 }))], { type: 'image/jpeg' }), 'IMG_0001.jpg');
    const upload = await fetch(`${app.origin}/admin/api/listings/${encodeURIComponent(listingId!)}/photos`, { method: 'POST', headers: admin.headers, body });
    expect(upload.status).toBe(201);
    const { photos } = (await upload.json()) as { photos: Array<{ url: string; displayName: string | null }> };
    const uploaded = photos.find((photo) => photo.displayName === 'IMG_0001.jpg');
    const served = await fetch(`${app.origin}${uploaded!.url}`);
    expect(served.status).toBe(200);
    const webp = Buffer.from(await served.arrayBuffer());
    expect(containsText(webp, PLANTED.gpsDatum)).toBe(false);
    expect((await sharp(webp).metadata()).exif).toBeUndefined();
  });

  it('says in the start log that e-mails are off without SMTP_URL', async () => {
    const { startLog } = await server({});
    expect(startLog).toContain('Inquiry e-mails are off (SMTP_URL is not set).');
  });
});
