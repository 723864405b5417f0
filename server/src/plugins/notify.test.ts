/**
 * The notify plugin in a Fastify server, on a real store (SQLite) and a real SMTP server: what
 * the contact endpoint stores is mailed after the answer, survives an SMTP outage and a
 * restart, and stops with the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackoffPolicy, NotifyConfig, WorkerLog } from '../notify';
import { readNotifyConfig } from '../notify';
import { SMTP_PASSWORD, SMTP_USER, TestSmtpServer } from '../notify/test-smtp-server';
import { openStore, type Store } from '../store';
import { notifyPlugin } from './notify';

const AGENCY = 'zyra@pronakosova.example';
const FAST: BackoffPolicy = { baseMs: 40, maxMs: 200, maxAttempts: 50, jitter: 0 };
const inquiry = { name: 'Arta Krasniqi', email: 'arta@example.com', phone: '+383 44 123 456', message: 'A është ende në shitje?', page: 'Prona: 1043' };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempStore(dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-plugin-'))): Promise<Store> {
  const store = await openStore({ dataDir });
  cleanups.push(async () => {
    await store.close();
  });
  return store;
}

async function smtpServer(port = 0): Promise<TestSmtpServer> {
  const server = await TestSmtpServer.start(port);
  cleanups.push(() => server.close());
  return server;
}

function enabled(smtpUrl: string): NotifyConfig {
  const config = readNotifyConfig({ SMTP_URL: smtpUrl, NOTIFY_EMAIL: AGENCY });
  return config.enabled ? { ...config, backoff: FAST } : config;
}

const quiet = (): WorkerLog & { lines: string[] } => {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), warn: (line) => lines.push(line), error: (line) => lines.push(line) };
};

/**
 * A server with the notify plugin and the contact endpoint's core: store the message (the
 * store queues its mail in the same transaction), then answer.
 */
async function server(store: Store, config: NotifyConfig, startLog: string[] = [], workerLog = quiet()): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(notifyPlugin, { store, config, siteUrl: 'https://pronakosova.example', log: (line) => startLog.push(line), workerLog });
  app.post<{ Body: typeof inquiry & { spam?: boolean } }>('/', async (request) => {
    const { spam, ...message } = request.body;
    await store.addMessage(message, spam ? 'spam' : 'new');
    return { ok: true };
  });
  await app.ready();
  // Closing a closed server again does nothing.
  cleanups.push(() => app.close());
  return app;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inquiry e-mails in the server', () => {
  it('mails a new inquiry to the agency after the answer, once; spam is never mailed', async () => {
    const smtp = await smtpServer();
    const store = await tempStore();
    const startLog: string[] = [];
    const app = await server(store, enabled(smtp.url), startLog);
    expect(startLog).toEqual([`Inquiry e-mails go to ${AGENCY} through smtp://127.0.0.1:${smtp.port}.`]);

    const answer = await app.inject({ method: 'POST', url: '/', payload: inquiry });
    expect(answer.json()).toEqual({ ok: true });
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.envelope.to).toEqual([AGENCY]);
    expect(mail!.parsed.subject).toBe('[Prona Kosova] Kërkesë e re për pronën 1043 nga Arta Krasniqi');
    expect(mail!.parsed.text).toContain('A është ende në shitje?');
    expect(mail!.parsed.replyTo?.value).toEqual([{ name: '', address: 'arta@example.com' }]);

    await app.inject({ method: 'POST', url: '/', payload: { ...inquiry, message: 'buy pills', spam: true } });
    await sleep(300);
    expect(smtp.mails).toHaveLength(1);
    const entries = await store.outbox.entries();
    expect(entries.map((entry) => entry.state)).toEqual(['sent']);
  });

  it('keeps the mail while the SMTP server is down and sends it once it is back', async () => {
    const probe = await TestSmtpServer.start();
    const port = probe.port;
    await probe.close();
    const store = await tempStore();
    const app = await server(store, enabled(`smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`));

    expect((await app.inject({ method: 'POST', url: '/', payload: inquiry })).statusCode).toBe(200);
    // Failed attempts pile up, each rescheduled with back-off.
    while (((await store.outbox.entries())[0]?.attempts ?? 0) < 3) await sleep(20);
    expect((await store.outbox.entries())[0]).toMatchObject({ state: 'pending' });

    const smtp = await smtpServer(port);
    await smtp.waitForMails(1);
    while ((await store.outbox.entries())[0]?.state !== 'sent') await sleep(10);
    await sleep(200);
    expect(smtp.mails).toHaveLength(1);
  });

  it('sends, when it starts, the mail a previous run queued and did not send', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-restart-'));
    const before = await openStore({ dataDir });
    before.queueInquiryMails(() => ({ to: AGENCY, replyTo: null, subject: 'Nga para rinisjes', text: 'tekst' }));
    await before.addMessage(inquiry);
    await before.close();

    const smtp = await smtpServer();
    await server(await tempStore(dataDir), enabled(smtp.url));
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.parsed.subject).toBe('Nga para rinisjes');
  });

  it('stops with the server: nothing is sent after close', async () => {
    const smtp = await smtpServer();
    const store = await tempStore();
    const app = await server(store, enabled(smtp.url));
    await app.close();
    await store.addMessage(inquiry);
    await sleep(400);
    expect(smtp.mails).toHaveLength(0);
    expect((await store.outbox.entries()).map((entry) => entry.state)).toEqual(['pending']);
  });

  it('without SMTP_URL queues nothing and says in the start log that e-mails are off', async () => {
    const store = await tempStore();
    const startLog: string[] = [];
    const app = await server(store, readNotifyConfig({}), startLog);
    expect(startLog).toEqual(['Inquiry e-mails are off (SMTP_URL is not set).']);
    expect((await app.inject({ method: 'POST', url: '/', payload: inquiry })).statusCode).toBe(200);
    expect(await store.countMessages()).toBe(1);
    expect(await store.outbox.entries()).toEqual([]);
  });
});
