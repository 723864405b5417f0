/**
 * The store's contract for alerts of new listings, run on SQLite (store.sqlite.test.ts) and on a
 * real PostgreSQL (store.postgres.test.ts) with the store contract's own way of opening stores:
 * one alert per address and search, nothing before the confirmation, each listing told once per
 * alert and each day's digest once, with requests and workers running together on two instances.
 */
import { describe, expect, it } from 'vitest';
import type { OutboxMail } from '../notify/outbox';
import type { Alert, NewAlert } from './alerts';
import { addressFingerprint, hashAlertToken } from './alerts';
import type { Store } from './store';
import type { StoreUnderTest } from './store-contract';

const ARTA: NewAlert = { email: 'Arta@Example.com', search: 'city=Prishtin%C3%AB', locale: 'en', frequency: 'instant' };

/** The confirmation mail a test queues; its text carries the token, as the real one's link does. */
const mailTo =
  (email: string) =>
  (token: string): OutboxMail => ({ to: email.trim().toLowerCase(), replyTo: null, subject: 'Confirm', text: `confirm ${token}` });
const confirmMail = mailTo(ARTA.email);
const tokenOf = (text: string) => text.split(' ').at(-1) ?? '';

/** An alert's mail with its unsubscribe link, as the worker writes it. */
const listingMail = (alert: Alert, listingId: string | string[], token: string): OutboxMail => ({
  to: alert.email,
  replyTo: null,
  subject: `New: ${String(listingId)}`,
  text: `listing ${String(listingId)} unsubscribe ${token}`,
  html: `<p>${String(listingId)}</p>`,
  listUnsubscribe: `https://prona.example/en/alerts/unsubscribe?t=${token}`,
});

export function alertsContract(engine: string, subject: StoreUnderTest): void {
  const opened: Store[] = [];
  const open = async (now?: () => Date) => {
    const store = await subject.open(now);
    opened.push(store);
    return store;
  };
  const again = async (store: Store) => {
    const other = await subject.openAgain(store);
    opened.push(other);
    return other;
  };
  const closeAll = () => Promise.all(opened.splice(0).map((store) => store.close()));

  /** A confirmed alert: created, then its mail's link used. */
  async function confirmed(store: Store, alert: NewAlert = ARTA): Promise<Alert> {
    await store.alerts.create(alert, mailTo(alert.email));
    const mails = await store.outbox.entries();
    const confirmedAlert = await store.alerts.confirm(tokenOf(mails.at(-1)!.text));
    if (!confirmedAlert) throw new Error('the confirm link did not open');
    return confirmedAlert;
  }

  describe(`the alerts on ${engine}`, { timeout: 60_000 }, () => {
    it('makes one alert per address and search: its confirmation mailed, a repeat asked again, a confirmed one left alone', async () => {
      const store = await open();
      try {
        let nudged = 0;
        store.alerts.onMailQueued(() => (nudged += 1));
        expect(await store.alerts.create(ARTA, confirmMail)).toBe('created');
        expect(await store.alerts.create({ ...ARTA, email: ' arta@example.COM ', frequency: 'daily', locale: 'de' }, confirmMail)).toBe('unconfirmed');
        expect(nudged).toBe(2);
        const mails = await store.outbox.entries();
        expect(mails).toHaveLength(2);
        expect(mails.every((mail) => mail.alertId !== null && mail.alertId === mails[0]?.alertId)).toBe(true);
        // Nothing is sent to an unconfirmed address: no alert is matched before its link is used.
        expect(await store.alerts.confirmedAlerts()).toEqual([]);

        // A link's page reads its alert without using the link.
        expect(await store.alerts.openLink(tokenOf(mails[0]!.text), 'confirm')).toMatchObject({ confirmedAt: null });
        expect(await store.alerts.openLink(tokenOf(mails[0]!.text), 'unsubscribe')).toBeUndefined();
        expect(await store.alerts.confirmedAlerts()).toEqual([]);
        // Either link confirms; the request last made chose the language and the frequency.
        const alert = await store.alerts.confirm(tokenOf(mails[0]!.text));
        expect(alert).toMatchObject({ email: 'arta@example.com', search: ARTA.search, locale: 'de', frequency: 'daily' });
        expect(alert?.confirmedAt).not.toBeNull();
        expect(await store.alerts.confirm(tokenOf(mails[1]!.text))).toMatchObject({ id: alert?.id, confirmedAt: alert?.confirmedAt });

        expect(await store.alerts.create(ARTA, confirmMail)).toBe('confirmed');
        expect(await store.outbox.entries()).toHaveLength(2);
        expect(nudged).toBe(2);
        expect((await store.alerts.confirmedAlerts()).map((row) => row.id)).toEqual([alert?.id]);
        // Another search of the same address is another alert.
        expect(await store.alerts.create({ ...ARTA, search: 'type=land' }, confirmMail)).toBe('created');
      } finally {
        await closeAll();
      }
    });

    it('keeps only hashes of the tokens; an unknown or ended confirm link opens nothing', async () => {
      let now = new Date('2026-11-01T10:00:00.000Z');
      const store = await open(() => now);
      try {
        await store.alerts.create(ARTA, confirmMail);
        const token = tokenOf((await store.outbox.entries())[0]!.text);
        expect(await store.alerts.confirm('not-a-token')).toBeUndefined();
        expect(await store.alerts.unsubscribe(token)).toBeUndefined();
        // The row keeps the hash (searched by it), never the token.
        expect(hashAlertToken(token)).toMatch(/^[0-9a-f]{64}$/);
        now = new Date('2026-11-08T10:00:01.000Z');
        expect(await store.alerts.confirm(token)).toBeUndefined();
        // A week unconfirmed: the alert, its address with it, is forgotten.
        expect(await store.alerts.prune()).toBe(1);
        expect(await store.alerts.searches()).toEqual([]);
      } finally {
        await closeAll();
      }
    });

    it('makes one alert of 20 requests for the same address and search sent at once to two instances', async () => {
      const store = await open();
      const other = await again(store);
      try {
        const outcomes = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? other : store).alerts.create({ ...ARTA, email: i % 3 ? 'arta@example.com' : 'ARTA@example.com' }, confirmMail)),
        );
        expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
        expect(await store.alerts.searches()).toEqual([{ search: ARTA.search, confirmed: 0, pending: 1 }]);
        // Each request asked again, each with a link of its own.
        expect(await store.outbox.entries()).toHaveLength(20);
      } finally {
        await closeAll();
      }
    });

    it("tells an instant alert of a new listing at once, a daily one in its digest, and nobody of a listing seen before", async () => {
      const store = await open();
      try {
        const instant = await confirmed(store);
        const daily = await confirmed(store, { ...ARTA, email: 'besa@example.com', frequency: 'daily' });
        const before = (await store.outbox.entries()).length;
        const first = await store.alerts.announce(
          [
            { listingId: '100', alertIds: [instant.id, daily.id] },
            { listingId: '101', alertIds: [] },
          ],
          listingMail,
        );
        expect(first).toEqual({ taken: ['100', '101'], mails: 1 });
        const mails = (await store.outbox.entries()).slice(before);
        expect(mails.map(({ to, subject, alertId }) => ({ to, subject, alertId }))).toEqual([{ to: 'arta@example.com', subject: 'New: 100', alertId: instant.id }]);
        // The mail's HTML part and its one-click unsubscribe address go out with it.
        const claimed = (await store.outbox.claimDue(new Date(Date.now() + 1000), new Date(Date.now() + 60_000), 10)).find((item) => item.subject === 'New: 100');
        expect(claimed).toMatchObject({ html: '<p>100</p>', listUnsubscribe: expect.stringContaining('/en/alerts/unsubscribe?t=') });

        // Seen once, never new again (withdrawn and published again, or looked at by another round).
        expect(await store.alerts.unseenListings(['100', '101', '102'])).toEqual(['102']);
        expect(await store.alerts.announce([{ listingId: '100', alertIds: [instant.id, daily.id] }], listingMail)).toEqual({ taken: [], mails: 0 });

        expect(await store.alerts.dueDigests('2026-11-30')).toEqual([{ alert: expect.objectContaining({ id: daily.id }), listingIds: ['100'] }]);
      } finally {
        await closeAll();
      }
    });

    it('tells an address of a listing once when several of its searches show it, instantly or in its digests', async () => {
      const store = await open();
      try {
        const flats = await confirmed(store);
        const all = await confirmed(store, { ...ARTA, search: '' });
        const daily = await confirmed(store, { ...ARTA, search: 'type=apartment', frequency: 'daily' });
        const otherDaily = await confirmed(store, { ...ARTA, search: 'type=apartment&city=Prishtin%C3%AB', frequency: 'daily' });
        const before = (await store.outbox.entries()).length;
        expect(await store.alerts.announce([{ listingId: '150', alertIds: [flats.id, all.id, daily.id, otherDaily.id] }], listingMail)).toMatchObject({ mails: 1 });
        await store.alerts.announce([{ listingId: '151', alertIds: [daily.id, otherDaily.id] }], listingMail);
        expect(await store.alerts.sendDigest(daily.id, '2026-11-30', ['150', '151'], listingMail)).toBe(true);
        // Both listings were told already: the other digest has nothing left to say.
        expect(await store.alerts.sendDigest(otherDaily.id, '2026-11-30', ['150', '151'], listingMail)).toBe(false);
        const mails = (await store.outbox.entries()).slice(before);
        expect(mails.map((mail) => mail.subject)).toEqual(['New: 150', 'New: 151']);
      } finally {
        await closeAll();
      }
    });

    it('tells each alert of a listing once when two instances announce it together, ten times over', async () => {
      const store = await open();
      const other = await again(store);
      try {
        const alerts = [await confirmed(store), await confirmed(store, { ...ARTA, email: 'besa@example.com' })];
        const before = (await store.outbox.entries()).length;
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            (i % 2 ? other : store).alerts.announce([{ listingId: '200', alertIds: alerts.map((alert) => alert.id) }], listingMail),
          ),
        );
        expect(results.filter((result) => result.taken.length > 0)).toHaveLength(1);
        const mails = (await store.outbox.entries()).slice(before);
        expect(mails.map((mail) => mail.to).sort()).toEqual(['arta@example.com', 'besa@example.com']);
      } finally {
        await closeAll();
      }
    });

    it("sends a day's digest once, even asked together on two instances, with every listing waiting for it", async () => {
      const store = await open();
      const other = await again(store);
      try {
        const daily = await confirmed(store, { ...ARTA, frequency: 'daily' });
        await store.alerts.announce([{ listingId: '300', alertIds: [daily.id] }, { listingId: '301', alertIds: [daily.id] }], listingMail);
        const before = (await store.outbox.entries()).length;
        const [due] = await store.alerts.dueDigests('2026-11-30');
        expect(due?.listingIds).toEqual(['300', '301']);
        const sent = await Promise.all(
          Array.from({ length: 10 }, (_, i) => (i % 2 ? other : store).alerts.sendDigest(daily.id, '2026-11-30', due!.listingIds, listingMail)),
        );
        expect(sent.filter(Boolean)).toHaveLength(1);
        const mails = (await store.outbox.entries()).slice(before);
        expect(mails.map((mail) => mail.subject)).toEqual(['New: 300,301']);
        expect(await store.alerts.dueDigests('2026-11-30')).toEqual([]);

        // The next listing waits for the next day's digest.
        await store.alerts.announce([{ listingId: '302', alertIds: [daily.id] }], listingMail);
        expect(await store.alerts.dueDigests('2026-11-30')).toEqual([]);
        expect(await store.alerts.sendDigest(daily.id, '2026-11-30', ['302'], listingMail)).toBe(false);
        expect(await store.alerts.dueDigests('2026-12-01')).toEqual([{ alert: expect.objectContaining({ id: daily.id }), listingIds: ['302'] }]);
        expect(await store.alerts.sendDigest(daily.id, '2026-12-01', ['302'], listingMail)).toBe(true);
      } finally {
        await closeAll();
      }
    });

    it("unsubscribes by any of its mails' links: the alert, its links and its waiting mails go", async () => {
      const store = await open();
      try {
        const alert = await confirmed(store);
        await store.alerts.announce([{ listingId: '400', alertIds: [alert.id] }, { listingId: '401', alertIds: [alert.id] }], listingMail);
        const mails = (await store.outbox.entries()).filter((mail) => mail.subject.startsWith('New'));
        expect(mails).toHaveLength(2);
        const token = new URL(mails[0]!.listUnsubscribe!).searchParams.get('t')!;
        expect(await store.alerts.unsubscribe(token)).toMatchObject({ id: alert.id, locale: 'en', search: ARTA.search });
        expect(await store.alerts.unsubscribe(token)).toBeUndefined();
        expect(await store.alerts.confirmedAlerts()).toEqual([]);
        expect((await store.outbox.entries()).filter((mail) => mail.alertId === alert.id)).toEqual([]);
      } finally {
        await closeAll();
      }
    });

    it("counts each search's alerts for the back office, without an address", async () => {
      const store = await open();
      try {
        await confirmed(store);
        await confirmed(store, { ...ARTA, email: 'besa@example.com' });
        await store.alerts.create({ ...ARTA, email: 'dren@example.com' }, confirmMail);
        await store.alerts.create({ ...ARTA, search: 'type=land' }, confirmMail);
        const searches = await store.alerts.searches();
        expect(searches).toEqual([
          { search: ARTA.search, confirmed: 2, pending: 1 },
          { search: 'type=land', confirmed: 0, pending: 1 },
        ]);
        expect(JSON.stringify(searches)).not.toContain('@');
      } finally {
        await closeAll();
      }
    });

    it("removes every alert of an address on request, with its mails, audited by the address's fingerprint only", async () => {
      const store = await open();
      try {
        const { id: agent } = await store.accounts.upsertUser('agjenti@zyra.example', 'hash');
        const alert = await confirmed(store);
        await store.alerts.create({ ...ARTA, search: 'type=land' }, confirmMail);
        await confirmed(store, { ...ARTA, email: 'besa@example.com' });
        await store.alerts.announce([{ listingId: '500', alertIds: [alert.id] }], listingMail);
        expect(await store.alerts.removeAddress(' ARTA@example.com', { userId: agent })).toBe(2);
        expect(await store.alerts.removeAddress('arta@example.com', { userId: agent })).toBe(0);
        expect((await store.outbox.entries()).some((mail) => mail.to === 'arta@example.com')).toBe(false);
        expect(await store.alerts.searches()).toEqual([{ search: ARTA.search, confirmed: 1, pending: 0 }]);
        const audit = (await store.accounts.listAudit(10)).filter((row) => row.action === 'alert.remove');
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({ userId: agent, subjectType: 'alert-address', subjectId: addressFingerprint('arta@example.com') });
        expect(JSON.stringify(audit)).not.toContain('arta@');
      } finally {
        await closeAll();
      }
    });

    it("keeps a day's tries of a throttle while the sign-in's fifteen minutes are pruned", async () => {
      const store = await open();
      try {
        const start = Date.parse('2026-11-30T08:00:00.000Z');
        const day = { key: 'alert-address:x', limit: 1, windowMs: 24 * 60 * 60_000 };
        expect((await store.signInAttempts.reserve([day], start)).ok).toBe(true);
        // An hour later a sign-in's reservation prunes what left its own window, not the day's tries.
        await store.signInAttempts.reserve([{ key: 'client:10.0.0.1', limit: 20, windowMs: 15 * 60_000 }], start + 60 * 60_000);
        expect(await store.signInAttempts.reserve([day], start + 2 * 60 * 60_000)).toMatchObject({ ok: false });
      } finally {
        await closeAll();
      }
    });
  });
}
