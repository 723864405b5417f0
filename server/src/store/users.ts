/**
 * The agency's users as the back office manages them ('Përdoruesit'): add one by an invitation
 * link, remove one (their sessions end at once), change one's own password, and the one-time
 * links that set a password (an invitation, or the reset of a forgotten one). Reached as
 * `store.users`; the HTTP side is server/src/admin/users.ts and password-links.ts.
 *
 * Every change to who may sign in runs in one transaction that holds the users' lock (an
 * advisory lock on PostgreSQL; on SQLite the one connection runs one transaction at a time), so
 * two agents removing each other at once cannot leave the agency with nobody, and a link used
 * twice at once sets one password.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AdminUserRow } from 'shared/contracts';
import type { OutboxMail } from '../notify/outbox';
import { normalizeEmail, usersWhoSignIn } from './accounts';
import { writeAudit } from './audit';
import { enqueueMail } from './email-outbox';
import type { Engine } from './engine';
import type { Database, PasswordLinkPurpose } from './tables';
import { inTransaction } from './transaction';

type Trx = Transaction<Database>;

/** A link about to be given: its token's hash and when it ends. */
export interface NewPasswordLink {
  tokenHash: string;
  expiresAt: string;
}

export type InviteResult = { ok: true; user: AdminUserRow } | { ok: false; reason: 'exists' };
export type RemoveResult = 'removed' | 'self' | 'not-found';
/** A link that still opens: whose, and what for. */
export interface OpenLink {
  userId: number;
  email: string;
  purpose: PasswordLinkPurpose;
}

export class UsersStore {
  private mailQueued: () => void = () => {};

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    private readonly write: <T>(run: () => Promise<T>) => Promise<T>,
    private readonly now: () => Date,
  ) {}

  /** Runs after a transaction that queued a mail has committed (the notify worker's nudge). */
  onMailQueued(listener: () => void): void {
    this.mailQueued = listener;
  }

  /** The users who may sign in (or are invited to), by e-mail; `viewerId` is marked as `you`. */
  async list(viewerId: number): Promise<AdminUserRow[]> {
    const rows = await usersWhoSignIn(this.db).selectAll().execute();
    const invited = await this.invitedIds();
    return rows.map((row) => ({
      id: Number(row.id),
      email: row.email,
      name: row.name,
      createdAt: row.created_at,
      lastLoginAt: row.last_login_at,
      invited: invited.has(Number(row.id)),
      you: Number(row.id) === viewerId,
    }));
  }

  /**
   * Adds a user who sets their own password through the invitation `link` (the `mail` queued in
   * the same transaction, when mail can be sent). `unusableHash` is the password until then: a
   * hash of a random secret nobody knows. A removed user's address is invited again.
   */
  async invite(input: {
    email: string;
    name: string;
    unusableHash: string;
    link: NewPasswordLink;
    mail: ((address: string) => OutboxMail) | null;
    actorId: number;
  }): Promise<InviteResult> {
    const address = normalizeEmail(input.email);
    const at = this.now().toISOString();
    const result = await this.inUsersLock(async (trx) => {
      const existing = await trx.selectFrom('users').select(['id', 'disabled_at']).where('email', '=', address).executeTakeFirst();
      if (existing && existing.disabled_at === null) return { ok: false as const, reason: 'exists' as const };
      let id: number;
      if (existing) {
        id = Number(existing.id);
        await trx.updateTable('users').set({ name: input.name, password_hash: input.unusableHash, disabled_at: null, created_at: at, last_login_at: null }).where('id', '=', id).execute();
      } else {
        const row = await trx
          .insertInto('users')
          .values({ email: address, name: input.name, password_hash: input.unusableHash, role: 'admin', created_at: at, disabled_at: null, last_login_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(row.id);
      }
      await this.addLink(trx, id, 'invite', input.link, at);
      if (input.mail) await enqueueMail(trx, input.mail(address), at);
      await writeAudit(trx, at, { userId: input.actorId, action: 'user.add', subjectType: 'user', subjectId: address, details: { name: input.name } });
      const user: AdminUserRow = { id, email: address, name: input.name, createdAt: at, lastLoginAt: null, invited: true, you: false };
      return { ok: true as const, user };
    });
    if (result.ok && input.mail) this.mailQueued();
    return result;
  }

  /** Removes a user: they can no longer sign in, their sessions and links end now. Never oneself. */
  async remove(id: number, actorId: number): Promise<RemoveResult> {
    if (id === actorId) return 'self';
    const at = this.now().toISOString();
    return this.inUsersLock(async (trx) => {
      // The one removing must still be a user: two agents removing each other at once, one wins.
      const actor = await trx.selectFrom('users').select('id').where('id', '=', actorId).where('disabled_at', 'is', null).executeTakeFirst();
      const user = await trx.selectFrom('users').select('email').where('id', '=', id).where('disabled_at', 'is', null).executeTakeFirst();
      if (!actor || !user) return 'not-found';
      await trx.updateTable('users').set({ disabled_at: at }).where('id', '=', id).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      await this.endLinks(trx, id, at);
      await writeAudit(trx, at, { userId: actorId, action: 'user.remove', subjectType: 'user', subjectId: user.email });
      return 'removed';
    });
  }

  /**
   * One's own password changed from the hash that was checked (`from`) to `to`: the other
   * sessions and any open link end. False, and nothing changed, when the password changed
   * meanwhile (another tab's change sent at the same moment): the password the user typed as
   * the current one is no longer it.
   */
  async changePassword(userId: number, hashes: { from: string; to: string }, keepSession: string): Promise<boolean> {
    const at = this.now().toISOString();
    return this.inUsersLock(async (trx) => {
      const changed = await trx.updateTable('users').set({ password_hash: hashes.to }).where('id', '=', userId).where('password_hash', '=', hashes.from).executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return false;
      await trx.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepSession).execute();
      await this.endLinks(trx, userId, at);
      await writeAudit(trx, at, { userId, action: 'user.password', subjectType: 'user', subjectId: String(userId) });
      return true;
    });
  }

  /**
   * A forgotten password: for a user who may sign in, a reset `link` (earlier ones end) and its
   * `mail`, queued together; false, and nothing stored, for an address that is no user's.
   */
  async requestReset(email: string, link: NewPasswordLink, mail: (address: string) => OutboxMail): Promise<boolean> {
    const address = normalizeEmail(email);
    const at = this.now().toISOString();
    const queued = await this.inUsersLock(async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('email', '=', address).where('disabled_at', 'is', null).executeTakeFirst();
      if (!user) return false;
      await this.endLinks(trx, Number(user.id), at);
      await this.addLink(trx, Number(user.id), 'reset', link, at);
      await enqueueMail(trx, mail(address), at);
      await writeAudit(trx, at, { userId: null, action: 'user.reset-request', subjectType: 'user', subjectId: address });
      return true;
    });
    if (queued) this.mailQueued();
    return queued;
  }

  /** The link with that token hash while it still opens (unused, unexpired, its user not removed). */
  async openLink(tokenHash: string): Promise<OpenLink | undefined> {
    const row = await this.openLinkQuery(this.db, tokenHash, this.now().toISOString()).executeTakeFirst();
    return row ? { userId: Number(row.user_id), email: row.email, purpose: row.purpose } : undefined;
  }

  /**
   * Sets the password through a link, once: the link and every other of the user's end, and so do
   * all their sessions (whoever had the old password is out). Undefined when the link does not open.
   */
  async useLink(tokenHash: string, passwordHash: string): Promise<OpenLink | undefined> {
    const at = this.now().toISOString();
    return this.inUsersLock(async (trx) => {
      const row = await this.openLinkQuery(trx, tokenHash, at).executeTakeFirst();
      if (!row) return undefined;
      const userId = Number(row.user_id);
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await this.endLinks(trx, userId, at);
      await writeAudit(trx, at, { userId, action: row.purpose === 'invite' ? 'user.invite-accepted' : 'user.reset', subjectType: 'user', subjectId: row.email });
      return { userId, email: row.email, purpose: row.purpose };
    });
  }

  private openLinkQuery(db: Kysely<Database> | Trx, tokenHash: string, at: string) {
    return db
      .selectFrom('password_links')
      .innerJoin('users', 'users.id', 'password_links.user_id')
      .select(['password_links.user_id as user_id', 'password_links.purpose as purpose', 'users.email as email'])
      .where('password_links.token_hash', '=', tokenHash)
      .where('password_links.used_at', 'is', null)
      .where('password_links.expires_at', '>', at)
      .where('users.disabled_at', 'is', null);
  }

  private async addLink(trx: Trx, userId: number, purpose: PasswordLinkPurpose, link: NewPasswordLink, at: string): Promise<void> {
    await trx.insertInto('password_links').values({ token_hash: link.tokenHash, user_id: userId, purpose, created_at: at, expires_at: link.expiresAt, used_at: null }).execute();
  }

  /** Every still-open link of the user ends (used now). */
  private async endLinks(trx: Trx, userId: number, at: string): Promise<void> {
    await trx.updateTable('password_links').set({ used_at: at }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  }

  /** Users whose invitation was not used (open or expired): they have no password of their own yet. */
  private async invitedIds(): Promise<Set<number>> {
    const rows = await this.db
      .selectFrom('password_links')
      .select('user_id')
      .where('purpose', '=', 'invite')
      .where('used_at', 'is', null)
      .execute();
    return new Set(rows.map((row) => Number(row.user_id)));
  }

  /** A transaction that holds the users' lock for its whole length. */
  private inUsersLock<T>(run: (trx: Trx) => Promise<T>): Promise<T> {
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        if (this.engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended('users', 0))`.execute(trx);
        return run(trx);
      }),
    );
  }
}
