/**
 * The back office's accounts in the store: users (the password only as its argon2id hash),
 * server-side sessions found by a hash of the cookie's token, and the audit log (audit.ts). Reached as
 * `store.accounts`; the HTTP side (cookies, CSRF, throttling) is server/src/admin/.
 */
import type { Kysely } from 'kysely';
import type { AdminAuditEntry, AdminAuditFilter } from 'shared/contracts';
import { readAudit, writeAudit, type NewAuditEntry } from './audit';
import type { Database } from './tables';
import { inTransaction } from './transaction';

/** The users who can sign in (a removed user is disabled, never deleted), by e-mail: one query for every list of them. */
export const usersWhoSignIn = (db: Kysely<Database>) => db.selectFrom('users').where('disabled_at', 'is', null).orderBy('email');

export interface AdminUser {
  id: number;
  email: string;
  name: string;
  role: string;
}

export interface UserWithHash extends AdminUser {
  passwordHash: string;
  disabled: boolean;
}

export interface SessionRecord {
  user: AdminUser;
  csrfToken: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** An audit row as the admin API sends it (shared/contracts). */
export type AuditEntry = AdminAuditEntry;

/** E-mail addresses are compared without case and surrounding spaces. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export class AccountsStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly write: <T>(run: () => Promise<T>) => Promise<T>,
    private readonly now: () => Date,
  ) {}

  /** Adds a user, or sets the password of the one with that e-mail; returns its id and whether it was new. */
  async upsertUser(email: string, passwordHash: string): Promise<{ id: number; created: boolean }> {
    const address = normalizeEmail(email);
    const at = this.now().toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const existing = await trx.selectFrom('users').select('id').where('email', '=', address).executeTakeFirst();
        if (existing) {
          await trx.updateTable('users').set({ password_hash: passwordHash, disabled_at: null }).where('id', '=', existing.id).execute();
          // A new password ends every session the old one opened.
          await trx.deleteFrom('sessions').where('user_id', '=', existing.id).execute();
          await writeAudit(trx, at, { userId: null, action: 'user.password', subjectType: 'user', subjectId: address });
          return { id: existing.id, created: false };
        }
        const row = await trx
          .insertInto('users')
          .values({ email: address, name: '', password_hash: passwordHash, role: 'admin', created_at: at, disabled_at: null, last_login_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeAudit(trx, at, { userId: null, action: 'user.add', subjectType: 'user', subjectId: address });
        return { id: Number(row.id), created: true };
      }),
    );
  }

  /** The users who can sign in, by e-mail: who a message can be assigned to. */
  async listUsers(): Promise<AdminUser[]> {
    const rows = await usersWhoSignIn(this.db).select(['id', 'email', 'name', 'role']).execute();
    return rows.map((row) => ({ id: Number(row.id), email: row.email, name: row.name, role: row.role }));
  }

  async findUserByEmail(email: string): Promise<UserWithHash | undefined> {
    const row = await this.db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
    if (!row) return undefined;
    return { id: Number(row.id), email: row.email, name: row.name, role: row.role, passwordHash: row.password_hash, disabled: row.disabled_at !== null };
  }

  /** Stores a new session (only the token's hash) and notes the sign-in. */
  async createSession(session: { tokenHash: string; userId: number; csrfToken: string; expiresAt: string }): Promise<void> {
    const at = this.now().toISOString();
    await this.write(() =>
      inTransaction(this.db, async (trx) => {
        await trx
          .insertInto('sessions')
          .values({ token_hash: session.tokenHash, user_id: session.userId, csrf_token: session.csrfToken, created_at: at, last_seen_at: at, expires_at: session.expiresAt })
          .execute();
        await trx.updateTable('users').set({ last_login_at: at }).where('id', '=', session.userId).execute();
        await writeAudit(trx, at, { userId: session.userId, action: 'session.start', subjectType: 'user', subjectId: String(session.userId) });
      }),
    );
  }

  /** The session with that token hash, unexpired, of a user who is not disabled. */
  async findSession(tokenHash: string): Promise<SessionRecord | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id as id', 'users.email as email', 'users.name as name', 'users.role as role', 'users.disabled_at as disabled_at'])
      .select(['sessions.csrf_token as csrf_token', 'sessions.last_seen_at as last_seen_at', 'sessions.expires_at as expires_at'])
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || row.disabled_at !== null || row.expires_at <= this.now().toISOString()) return undefined;
    return {
      user: { id: Number(row.id), email: row.email, name: row.name, role: row.role },
      csrfToken: row.csrf_token,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
    };
  }

  /** Moves a session's inactivity deadline on. */
  async touchSession(tokenHash: string, expiresAt: string): Promise<void> {
    const at = this.now().toISOString();
    await this.write(() => this.db.updateTable('sessions').set({ last_seen_at: at, expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute());
  }

  /** Ends a session (sign out); expired sessions of anyone go with it. */
  async endSession(tokenHash: string, userId: number): Promise<void> {
    const at = this.now().toISOString();
    await this.write(() =>
      inTransaction(this.db, async (trx) => {
        await trx.deleteFrom('sessions').where((eb) => eb.or([eb('token_hash', '=', tokenHash), eb('expires_at', '<=', at)])).execute();
        await writeAudit(trx, at, { userId, action: 'session.end', subjectType: 'user', subjectId: String(userId) });
      }),
    );
  }

  async audit(entry: NewAuditEntry): Promise<void> {
    const at = this.now().toISOString();
    await this.write(() => writeAudit(this.db, at, entry));
  }

  /** The newest audit rows first, at most `limit`, narrowed by `filter` (audit.ts). */
  listAudit(limit = 200, filter: AdminAuditFilter = {}): Promise<AuditEntry[]> {
    return readAudit(this.db, limit, filter);
  }
}
