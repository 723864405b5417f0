import { afterEach, describe, expect, it } from 'vitest';
import type { BackoffPolicy } from './backoff';
import { composeInquiryMail, type Inquiry } from './compose';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore, type Store } from '../store';
import { createSmtpSender, type MailSender } from './sender';
import { SMTP_PASSWORD, SMTP_USER, TestSmtpServer } from './test-smtp-server';
import { OutboxWorker, messageIdFor, type WorkerLog } from './worker';

const AGENCY = 'zyra@pronakosova.example';
const FROM = 'njoftime@pronakosova.example';
/** Fast retries, so a test sees several attempts in a fraction of a second. */
const FAST: BackoffPolicy = { baseMs: 40, maxMs: 200, maxAttempts: 50, jitter: 0 };

const inquiry: Inquiry = {
  receivedAt: '2026-11-25T09:30:00.000Z',
  name: 'Arta Krasniqi',
  phone: '+383 44 123 456',
  email: 'arta@example.com',
  message: 'Përshëndetje,\nA është ende në shitje shtëpia? Mund ta shoh të shtunën.',
  page: 'Prona: 1043',
};
const mailOf = (what: Inquiry) => composeInquiryMail(what, { to: AGENCY, siteUrl: 'https://pronakosova.example', brand: 'Prona Kosova' });

/** Collects the worker's log lines instead of printing them. */
function quietLog(): WorkerLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), warn: (line) => lines.push(line), error: (line) => lines.push(line) };
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The outbox the server uses: the store's, here on SQLite in a temporary folder. */
async function openOutboxStore(): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-worker-'));
  const store = await openStore({ dataDir });
  cleanups.push(async () => {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return store;
}

/** The outbox row's state, attempts, error and claim. */
async function row(store: Store, id: string) {
  const entry = await store.outbox.entry(id);
  if (!entry) throw new Error(`No outbox row ${id}`);
  return entry;
}

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}

async function smtpServer(port = 0): Promise<TestSmtpServer> {
  const server = await TestSmtpServer.start(port);
  cleanups.push(() => server.close());
  return server;
}

function worker(store: Store, smtpUrl: string, options: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) {
  const sender: MailSender = createSmtpSender(smtpUrl, 'Prona Kosova');
  const created = new OutboxWorker({ outbox: store.outbox, sender, from: FROM, log: quietLog(), backoff: FAST, pollMs: 50, ...options });
  cleanups.push(async () => {
    await created.stop();
    sender.close();
  });
  return created;
}

describe('OutboxWorker over a real SMTP server', () => {
  it('sends a new inquiry with its content, once, and marks it sent', async () => {
    const smtp = await smtpServer();
    const store = await openOutboxStore();
    const id = await store.enqueueMail(mailOf(inquiry));
    const sending = worker(store, smtp.url);

    expect(await sending.runOnce()).toBe(1);

    const [mail] = await smtp.waitForMails(1);
    expect(smtp.mails).toHaveLength(1);
    expect(mail!.envelope).toEqual({ from: FROM, to: [AGENCY] });
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe('[Prona Kosova] Kërkesë e re për pronën 1043 nga Arta Krasniqi');
    expect(parsed.from?.value).toEqual([{ name: 'Prona Kosova', address: FROM }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : undefined).toEqual([{ name: '', address: AGENCY }]);
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'arta@example.com' }]);
    expect(parsed.messageId).toBe(messageIdFor({ id, createdAt: new Date((await row(store, id)).createdAt) }, FROM));
    const text = parsed.text ?? '';
    for (const expected of [
      'Emri: Arta Krasniqi',
      'Telefoni: +383 44 123 456',
      'E-mail: arta@example.com',
      'Prona: 1043',
      'Faqja: https://pronakosova.example/pronat/1043',
      'Koha: 25.11.2026, 10:30',
      'A është ende në shitje shtëpia? Mund ta shoh të shtunën.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await row(store, id)).toMatchObject({ state: 'sent', attempts: 1, claimed: false });

    // Nothing is due any more: another round sends nothing.
    expect(await sending.runOnce()).toBe(0);
    expect(smtp.mails).toHaveLength(1);
  });

  it('keeps visitor text out of the headers and the envelope', async () => {
    const smtp = await smtpServer();
    const store = await openOutboxStore();
    await store.enqueueMail(
      mailOf({
        ...inquiry,
        name: 'Arta\r\nBcc: victim@example.org\r\nX-Injected: 1',
        email: 'arta@example.com\r\nBcc: victim@example.org',
        message: 'Rreshti i parë\r\n.\r\nMAIL FROM:<x@example.org>\r\nRCPT TO:<victim@example.org>\r\n\u0000\u001b[2J fund',
        page: 'Prona: 7\r\nCc: victim@example.org',
      }),
    );
    await worker(store, smtp.url).runOnce();

    const [mail] = await smtp.waitForMails(1);
    expect(mail!.envelope.to).toEqual([AGENCY]);
    const headers = mail!.parsed.headers;
    expect(headers.has('bcc')).toBe(false);
    expect(headers.has('cc')).toBe(false);
    expect(headers.has('x-injected')).toBe(false);
    // The e-mail is not one plain address, so there is no Reply-To at all.
    expect(headers.has('reply-to')).toBe(false);
    expect(mail!.parsed.subject).toBe('[Prona Kosova] Mesazh i ri nga Arta Bcc: victim@example.org X-Injected: 1');
    // Each header is one logical line: the raw header block has no line that starts a header of the visitor's.
    const headerBlock = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n'));
    expect(headerBlock.split('\r\n').filter((line) => /^(bcc|cc|x-injected):/i.test(line))).toEqual([]);
    const text = mail!.parsed.text ?? '';
    // The message's lines arrive as text (dot-stuffing kept the lone '.' from ending the mail).
    expect(text).toContain('Rreshti i parë\n.\nMAIL FROM:<x@example.org>');
    expect(text.includes('\u0000') || text.includes('\u001b')).toBe(false);
  });

  it('retries with back-off while the mail server is down and delivers once it is back', async () => {
    // A port that was free a moment ago: nothing listens there until the server "comes back".
    const probe = await TestSmtpServer.start();
    const port = probe.port;
    await probe.close();

    const store = await openOutboxStore();
    const id = await store.enqueueMail(mailOf(inquiry));
    const log = quietLog();
    const running = worker(store, `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`, { log });
    running.start();

    // Wait until at least three attempts have failed.
    await waitFor(async () => (await row(store, id)).attempts >= 3);
    expect((await row(store, id)).state).toBe('pending');
    expect((await row(store, id)).lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(log.lines.some((line) => line.includes(`mail ${id} not sent`))).toBe(true);

    const smtp = await smtpServer(port);
    await smtp.waitForMails(1);
    await waitFor(async () => (await row(store, id)).state === 'sent');
    await running.stop();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.parsed.subject).toContain('pronën 1043');
  });

  it('retries after a temporary refusal (451) and sends the mail once', async () => {
    const smtp = await smtpServer();
    smtp.temporaryFailures = 2;
    const store = await openOutboxStore();
    const id = await store.enqueueMail(mailOf(inquiry));
    worker(store, smtp.url).start();

    await smtp.waitForMails(1);
    await waitFor(async () => (await row(store, id)).state === 'sent');
    expect((await row(store, id)).attempts).toBe(3);
    expect(smtp.mails).toHaveLength(1);
  });

  it('loses nothing when the worker dies between claim and send, and the dead claim changes nothing', async () => {
    const smtp = await smtpServer();
    const store = await openOutboxStore();
    const id = await store.enqueueMail(mailOf(inquiry));

    // The first worker claims the mail with a short lease and dies before sending it.
    const leaseMs = 300;
    const claimedAt = new Date();
    const [dead] = await store.outbox.claimDue(claimedAt, new Date(claimedAt.getTime() + leaseMs), 10);
    expect(dead?.id).toBe(id);

    // The restarted worker does not take the mail while the lease holds…
    const restarted = worker(store, smtp.url, { leaseMs });
    expect(await restarted.runOnce()).toBe(0);
    // …and sends it once the lease has run out.
    restarted.start();
    await smtp.waitForMails(1);
    await waitFor(async () => (await row(store, id)).state === 'sent');
    expect((await row(store, id)).attempts).toBe(2);

    // Had the first worker woken up, its stale claim could not mark or reschedule the mail.
    expect(await store.outbox.markFailed(id, dead!.claim, 'late', new Date())).toBe(false);
    expect(await store.outbox.markSent(id, dead!.claim, new Date())).toBe(false);
    await restarted.stop();
    expect(await restarted.runOnce()).toBe(0);
    expect(smtp.mails).toHaveLength(1);
    // Both attempts carry the one Message-ID, so even a resend after a crash at the worst moment folds into one mail.
    expect(smtp.mails[0]!.parsed.messageId).toBe(messageIdFor({ id, createdAt: new Date((await row(store, id)).createdAt) }, FROM));
  });

  it('sends at once when nudged after an inquiry, without waiting for the poll', async () => {
    const smtp = await smtpServer();
    const store = await openOutboxStore();
    const running = worker(store, smtp.url, { pollMs: 60_000 });
    running.start();
    // Let the first (empty) round finish and the long poll start.
    await new Promise((resolve) => setTimeout(resolve, 50));

    await store.enqueueMail(mailOf(inquiry));
    running.nudge();
    await smtp.waitForMails(1, 3000);
    expect(smtp.mails).toHaveLength(1);
  });

  it('records a wrong SMTP password as a failed attempt to retry, not a crash', async () => {
    const smtp = await smtpServer();
    const store = await openOutboxStore();
    const id = await store.enqueueMail(mailOf(inquiry));
    const failing = worker(store, `smtp://${SMTP_USER}:gabim@127.0.0.1:${smtp.port}`);
    expect(await failing.runOnce()).toBe(0);
    expect(await row(store, id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await row(store, id)).lastError).toMatch(/EAUTH/);
    expect(smtp.mails).toHaveLength(0);
  });
});
