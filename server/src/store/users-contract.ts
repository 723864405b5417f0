/**
 * The store's contract for the back office's users ('Përdoruesit') and their password links, run
 * on SQLite (store.sqlite.test.ts) and on a real PostgreSQL (store.postgres.test.ts) with the
 * store contract's own way of opening stores.
 */
import { describe, expect, it } from 'vitest';
import type { Store } from './store';
import type { StoreUnderTest } from './store-contract';

const mail = (address: string) => ({ to: address, replyTo: null, subject: 'Lidhja', text: 'https://example.com/admin/fjalekalimi#t' });
const link = (token: string, expiresAt = '2099-01-01T00:00:00.000Z') => ({ tokenHash: `hash-${token}`, expiresAt });

export function usersContract(engine: string, subject: StoreUnderTest): void {
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

  /** A store with one signed-in agent (Arta), as after `pnpm admin:add-user`. */
  async function withAgent(now?: () => Date) {
    const store = await open(now);
    const { id } = await store.accounts.upsertUser('arta@zyra.example', 'hash-arta');
    await store.accounts.createSession({ tokenHash: 'session-arta', userId: id, csrfToken: 'c', expiresAt: '2099-01-01T00:00:00.000Z' });
    return { store, arta: id };
  }

  describe(`the users on ${engine}`, { timeout: 60_000 }, () => {
    it('invites a user: listed as invited, the invitation mailed in the same transaction, an address taken refused', async () => {
      const { store, arta } = await withAgent();
      let nudged = 0;
      store.users.onMailQueued(() => (nudged += 1));
      const invited = await store.users.invite({ email: ' Besa@Zyra.example ', name: 'Besa', unusableHash: 'x', link: link('besa'), mail, actorId: arta });
      expect(invited).toMatchObject({ ok: true, user: { email: 'besa@zyra.example', name: 'Besa', invited: true } });
      expect(nudged).toBe(1);
      expect((await store.outbox.entries()).map((entry) => entry.to)).toEqual(['besa@zyra.example']);
      expect(await store.users.invite({ email: 'besa@zyra.example', name: 'B', unusableHash: 'x', link: link('again'), mail, actorId: arta })).toEqual({ ok: false, reason: 'exists' });
      expect(await store.users.invite({ email: 'arta@zyra.example', name: 'A', unusableHash: 'x', link: link('arta'), mail: null, actorId: arta })).toEqual({ ok: false, reason: 'exists' });
      const rows = await store.users.list(arta);
      expect(rows.map(({ email, invited, you }) => ({ email, invited, you }))).toEqual([
        { email: 'arta@zyra.example', invited: false, you: true },
        { email: 'besa@zyra.example', invited: true, you: false },
      ]);
      expect(await store.users.openLink('hash-besa')).toMatchObject({ email: 'besa@zyra.example', purpose: 'invite' });
      const audit = await store.accounts.listAudit(10);
      expect(audit.find((row) => row.action === 'user.add')).toMatchObject({ userId: arta, subjectId: 'besa@zyra.example' });
    });

    it('sets the password through a link once, ending the user\'s sessions and other links; an expired link does not open', async () => {
      let clock = new Date('2026-11-30T10:00:00.000Z');
      const { store, arta } = await withAgent(() => clock);
      await store.users.requestReset('arta@zyra.example', link('first'), mail);
      await store.users.requestReset('arta@zyra.example', link('second', '2026-11-30T11:00:00.000Z'), mail);
      // A new request ends the earlier link.
      expect(await store.users.openLink('hash-first')).toBeUndefined();
      expect(await store.users.useLink('hash-second', 'hash-new')).toMatchObject({ userId: arta, purpose: 'reset' });
      expect((await store.accounts.findUserByEmail('arta@zyra.example'))?.passwordHash).toBe('hash-new');
      expect(await store.accounts.findSession('session-arta')).toBeUndefined();
      expect(await store.users.useLink('hash-second', 'hash-other')).toBeUndefined();
      expect((await store.accounts.findUserByEmail('arta@zyra.example'))?.passwordHash).toBe('hash-new');

      await store.users.requestReset('arta@zyra.example', link('late', '2026-11-30T11:00:00.000Z'), mail);
      clock = new Date('2026-11-30T11:00:00.000Z');
      expect(await store.users.openLink('hash-late')).toBeUndefined();
      expect(await store.users.useLink('hash-late', 'hash-late-password')).toBeUndefined();
    });

    it('stores nothing for a reset asked for an address that is no user\'s', async () => {
      const { store } = await withAgent();
      expect(await store.users.requestReset('nobody@zyra.example', link('nobody'), mail)).toBe(false);
      expect(await store.outbox.entries()).toEqual([]);
      expect(await store.users.openLink('hash-nobody')).toBeUndefined();
    });

    it('removes a user: their sessions and links end at once, they are listed no more; never oneself', async () => {
      const { store, arta } = await withAgent();
      const besa = await store.users.invite({ email: 'besa@zyra.example', name: 'Besa', unusableHash: 'x', link: link('besa'), mail: null, actorId: arta });
      if (!besa.ok) throw new Error('not invited');
      await store.users.useLink('hash-besa', 'hash-besa-password');
      await store.accounts.createSession({ tokenHash: 'session-besa', userId: besa.user.id, csrfToken: 'c', expiresAt: '2099-01-01T00:00:00.000Z' });
      await store.users.requestReset('besa@zyra.example', link('besa-reset'), mail);

      expect(await store.users.remove(arta, arta)).toBe('self');
      expect(await store.users.remove(besa.user.id, arta)).toBe('removed');
      expect(await store.accounts.findSession('session-besa')).toBeUndefined();
      expect(await store.users.openLink('hash-besa-reset')).toBeUndefined();
      expect((await store.users.list(arta)).map((row) => row.email)).toEqual(['arta@zyra.example']);
      expect(await store.users.remove(besa.user.id, arta)).toBe('not-found');
      // A removed address can be invited again.
      expect(await store.users.invite({ email: 'besa@zyra.example', name: 'Besa', unusableHash: 'y', link: link('back'), mail: null, actorId: arta })).toMatchObject({ ok: true });
    });

    it('lets one of 20 uses of a link sent at once, on two instances, set the password', async () => {
      const { store } = await withAgent();
      const other = await again(store);
      await store.users.requestReset('arta@zyra.example', link('raced'), mail);
      const uses = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? other : store).users.useLink('hash-raced', `hash-${i}`)));
      const winners = uses.flatMap((use, i) => (use ? [i] : []));
      expect(winners).toHaveLength(1);
      expect((await store.accounts.findUserByEmail('arta@zyra.example'))?.passwordHash).toBe(`hash-${winners[0]}`);
    });

    it('leaves one of two agents removing each other at once, on two instances', async () => {
      const { store, arta } = await withAgent();
      const other = await again(store);
      const besa = await store.users.invite({ email: 'besa@zyra.example', name: 'Besa', unusableHash: 'x', link: link('besa'), mail: null, actorId: arta });
      if (!besa.ok) throw new Error('not invited');
      const results = await Promise.all([store.users.remove(besa.user.id, arta), other.users.remove(arta, besa.user.id)]);
      expect([...results].sort()).toEqual(['not-found', 'removed']);
      expect(await store.users.list(arta)).toHaveLength(1);
    });

    it('adds each of 10 addresses invited at once, on two instances, once', async () => {
      const { store, arta } = await withAgent();
      const other = await again(store);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? other : store).users.invite({ email: `agent${i % 5}@zyra.example`, name: '', unusableHash: 'x', link: link(`agent-${i}`), mail: null, actorId: arta }),
        ),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
      expect(await store.users.list(arta)).toHaveLength(6);
    });
  });
}
