/**
 * The alerts' worker on the production server (buildServer, SQLite, the real projection) with a
 * real SMTP server: an alert asked for in English and confirmed gets one English e-mail for a
 * listing that goes public and matches, with its one-click unsubscribe; nothing for one that
 * does not, nor for one that comes back; the same across a restart, with a listing published
 * while the server was down; once with two workers at once; and daily digests once a day.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Listing } from 'shared/contracts';
import { makeListing } from 'shared/testing';
import { createSmtpSender, OutboxWorker, type WorkerLog } from '../notify';
import { TestSmtpServer, type ReceivedMail } from '../notify/test-smtp-server';
import { openStore, type Store } from '../store';
import { startTestApp, tempDir, type TestApp } from '../test-app';
import { AlertsWorker } from './worker';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const quiet: WorkerLog = { info: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SEARCH = 'type=apartment&city=Prishtin%C3%AB&q=Kopshtizez%C3%AB';
/** A listing the alert's search shows: an apartment in Prishtina with the searched word. */
const matching = (id: string, overrides: Partial<Listing> = {}) =>
  makeListing({ id, title: `Banesë Kopshtizezë ${id}`, city: 'Prishtinë', category: 'apartment', option: 'Me Qera', price: 450, ...overrides });

async function smtpServer(): Promise<TestSmtpServer> {
  const smtp = await TestSmtpServer.start();
  cleanups.push(() => smtp.close());
  return smtp;
}

async function server(dataDir: string, smtp?: TestSmtpServer): Promise<TestApp> {
  const app = await startTestApp({ dataDir }, smtp ? { SMTP_URL: smtp.url, NOTIFY_EMAIL: 'zyra@pronakosova.example' } : {});
  cleanups.push(() => app.close());
  return app;
}

const storeOf = (app: TestApp): Store => {
  const store = app.siteStore.store();
  if (!store) throw new Error('the test server has no store');
  return store;
};

/** Waits until `check` holds (the projection and the workers run on timers). */
async function until<T>(check: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const mailsTo = (smtp: TestSmtpServer, address: string) => smtp.mails.filter((mail) => mail.envelope.to.includes(address));
const linkIn = (mail: ReceivedMail, path: string) => {
  const found = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?t=[A-Za-z0-9_-]+`).exec(mail.parsed.text ?? '');
  if (!found) throw new Error(`no ${path} link in the mail`);
  return new URL(found[0]);
};

/** An English alert asked for through the server and confirmed by its mailed link. */
async function confirmedAlert(app: TestApp, smtp: TestSmtpServer, email: string, frequency = 'instant'): Promise<void> {
  const asked = await fetch(`${app.origin}/en/alerts`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ email, frequency, search: `${SEARCH}&page=3` }).toString(),
  });
  expect(asked.status).toBe(202);
  const confirmation = await until(() => mailsTo(smtp, email)[0], 'the confirmation mail');
  expect(confirmation.parsed.subject).toBe('[Prona Kosova] Confirm your alert for new properties');
  const link = linkIn(confirmation, '/en/alerts/confirm');
  const confirmed = await fetch(`${app.origin}${link.pathname}${link.search}`, { method: 'POST', headers: { accept: 'text/html' } });
  expect(await confirmed.text()).toContain('Your alert is confirmed');
}

describe('alerts of new listings on the running server', { timeout: 90_000 }, () => {
  it("mails an English alert once for a matching listing that goes public, with its one-click unsubscribe; never for another or one that comes back", async () => {
    const smtp = await smtpServer();
    const app = await server(tempDir('alerts-worker-'), smtp);
    const store = storeOf(app);
    await confirmedAlert(app, smtp, 'arta@example.com');

    const published = Date.now();
    await store.upsertListings([matching('9001'), matching('9002', { category: 'house' })]);
    const [, mail] = await until(() => (mailsTo(smtp, 'arta@example.com').length >= 2 ? mailsTo(smtp, 'arta@example.com') : undefined), 'the listing mail');
    // Well within the five minutes: the snapshot's change starts a round.
    expect(Date.now() - published).toBeLessThan(10_000);
    expect(mail!.parsed.subject).toBe('[Prona Kosova] New property: Banesë Kopshtizezë 9001');
    expect(mail!.parsed.text).toContain('/en/properties/9001');
    expect(mail!.parsed.text).toContain('450\u00a0€/month');
    expect(mail!.parsed.html).toContain('lang="en"');
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const listUnsubscribe = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail!.raw)?.[1];
    expect(listUnsubscribe).toMatch(/\/en\/alerts\/unsubscribe\?t=/);

    // Withdrawn and published again: not new. Nothing more for Arta.
    await store.setListingStatus('9001', 'withdrawn');
    await sleep(1500);
    await store.setListingStatus('9001', 'active');
    await sleep(2500);
    expect(mailsTo(smtp, 'arta@example.com')).toHaveLength(2);

    // The mail client's one-click post ends the alert; a listing after that tells nobody.
    const url = new URL(listUnsubscribe!);
    const oneClick = await fetch(`${app.origin}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    await store.upsertListings([matching('9003')]);
    await sleep(2500);
    expect(mailsTo(smtp, 'arta@example.com')).toHaveLength(2);
  });

  it('tells of a listing published while the server was down once it starts, and not again after another restart', async () => {
    const smtp = await smtpServer();
    const dataDir = tempDir('alerts-restart-');
    const first = await server(dataDir, smtp);
    await confirmedAlert(first, smtp, 'besa@example.com');
    await first.close();

    // The server is down: an import makes a matching listing public.
    const offline = await openStore({ dataDir });
    await offline.upsertListings([matching('9101')]);
    await offline.close();

    await server(dataDir, smtp);
    const mails = await until(() => (mailsTo(smtp, 'besa@example.com').length >= 2 ? mailsTo(smtp, 'besa@example.com') : undefined), 'the mail after the restart');
    expect(mails[1]?.parsed.text).toContain('/en/properties/9101');
    await cleanups.pop()?.();

    await server(dataDir, smtp);
    await sleep(3000);
    expect(mailsTo(smtp, 'besa@example.com')).toHaveLength(2);
  });

  it('mails once when two workers on two connections find the same listing at once', async () => {
    const smtp = await smtpServer();
    const dataDir = tempDir('alerts-two-');
    const app = await server(dataDir, smtp);
    await confirmedAlert(app, smtp, 'dren@example.com');
    const other = await openStore({ dataDir });
    cleanups.push(() => other.close());
    const second = new AlertsWorker({ store: other.alerts, data: app.data, context: { siteUrl: 'http://x', brand: 'Prona Kosova' }, log: quiet });
    // The other instance's outbox worker sends what its worker queues.
    const sender = createSmtpSender(smtp.url, 'Prona Kosova');
    const outbox = new OutboxWorker({ outbox: other.outbox, sender, from: 'zyra@pronakosova.example', log: quiet });
    other.alerts.onMailQueued(() => outbox.nudge());
    outbox.start();
    cleanups.push(async () => {
      await outbox.stop();
      sender.close();
    });

    const before = app.data.current();
    await storeOf(app).upsertListings([matching('9201'), matching('9202')]);
    await until(() => app.data.current() !== before, 'the projection');
    await Promise.all([second.runOnce(), second.runOnce()]);
    await until(() => (mailsTo(smtp, 'dren@example.com').length >= 3 ? true : undefined), 'the listing mails');
    await sleep(2000);
    const subjects = mailsTo(smtp, 'dren@example.com').slice(1).map((mail) => mail.parsed.subject).sort();
    expect(subjects).toEqual(['[Prona Kosova] New property: Banesë Kopshtizezë 9201', '[Prona Kosova] New property: Banesë Kopshtizezë 9202']);
  });

  it("sends a daily alert's digest from its hour, once a day, leaving out a listing no longer public", async () => {
    const smtp = await smtpServer();
    // Mail off on this server (no SMTP_URL): this test's own workers run, on its own clock.
    const app = await server(tempDir('alerts-digest-'));
    const store = storeOf(app);
    let now = new Date('2026-11-30T05:00:00.000Z'); // 06:00 in Prishtina
    const worker = new AlertsWorker({ store: store.alerts, data: app.data, context: { siteUrl: app.origin, brand: 'Prona Kosova' }, log: quiet, now: () => now });
    await worker.runOnce();
    let token = '';
    await store.alerts.create({ email: 'era@example.com', search: SEARCH, locale: 'de', frequency: 'daily' }, (confirmToken) => {
      token = confirmToken;
      return { to: 'era@example.com', replyTo: null, subject: 'Bestätigen', text: confirmToken };
    });
    expect(await store.alerts.confirm(token)).toMatchObject({ frequency: 'daily' });

    const publish = async (change: () => Promise<unknown>) => {
      const before = app.data.current();
      await change();
      await until(() => app.data.current() !== before, 'the projection');
    };
    await publish(() => store.upsertListings([matching('9301'), matching('9302')]));
    // Before the digest's hour the listings wait.
    expect(await worker.runOnce()).toEqual({ announced: 2, mails: 0 });
    await publish(() => store.setListingStatus('9302', 'withdrawn'));
    now = new Date('2026-11-30T07:30:00.000Z'); // 08:30
    expect(await worker.runOnce()).toEqual({ announced: 0, mails: 1 });
    expect(await worker.runOnce()).toEqual({ announced: 0, mails: 0 });

    const sender = createSmtpSender(smtp.url, 'Prona Kosova');
    cleanups.push(() => sender.close());
    const outbox = new OutboxWorker({ outbox: store.outbox, sender, from: 'zyra@pronakosova.example', log: quiet });
    await outbox.runOnce();
    const digests = () => mailsTo(smtp, 'era@example.com').filter((mail) => mail.parsed.subject !== 'Bestätigen');
    expect(digests().map((mail) => mail.parsed.subject)).toEqual(['[Prona Kosova] 1 neue Immobilie zu Ihrer Suche']);
    expect(digests()[0]?.parsed.text).toContain('/de/immobilien/9301');
    expect(digests()[0]?.parsed.text).not.toContain('9302');
    expect(digests()[0]?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // The next listing waits for the next day's digest.
    await publish(() => store.upsertListings([matching('9303')]));
    expect(await worker.runOnce()).toEqual({ announced: 1, mails: 0 });
    now = new Date('2026-12-01T07:00:00.000Z');
    expect(await worker.runOnce()).toEqual({ announced: 0, mails: 1 });
    await outbox.runOnce();
    expect(digests().map((mail) => mail.parsed.subject)).toEqual(['[Prona Kosova] 1 neue Immobilie zu Ihrer Suche', '[Prona Kosova] 1 neue Immobilie zu Ihrer Suche']);
    expect(digests()[1]?.parsed.text).toContain('/de/immobilien/9303');
  });
});
