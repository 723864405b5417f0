/**
 * The inbox's own work on a message: the agency's note ('Shënim') and the agent it is assigned
 * to. Each change is written with its audit row (what it was, what it became) in one
 * transaction; on PostgreSQL the message's row is locked first, so changes sent together each
 * read the value the one before left, and the audit tells an unbroken story. (SQLite runs one
 * write transaction at a time.) Reached as `store.messageNotes`.
 */
import type { Kysely } from 'kysely';
import { listingIdOfPage } from 'shared/contact';
import { writeAudit } from './audit';
import type { Engine } from './engine';
import type { Database } from './tables';
import { inTransaction } from './transaction';

export type NoteChange = { changed: boolean } | 'not-found';
export type AssignChange = { changed: boolean } | 'not-found' | 'no-such-user';

export class MessageNotes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    private readonly write: <T>(run: () => Promise<T>) => Promise<T>,
    private readonly now: () => Date,
  ) {}

  /** The message's row in the transaction, locked on PostgreSQL until the commit. */
  private current(trx: Kysely<Database>, id: string) {
    const query = trx.selectFrom('messages').select(['note', 'assigned_user_id', 'page']).where('id', '=', id);
    return (this.engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  }

  /** Sets the note ('' removes it). */
  async setNote(id: string, note: string, by: { userId: number }): Promise<NoteChange> {
    const at = this.now().toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const before = await this.current(trx, id);
        if (!before) return 'not-found' as const;
        if (before.note === note) return { changed: false };
        await trx.updateTable('messages').set({ note }).where('id', '=', id).execute();
        const listingId = listingIdOfPage(before.page);
        await writeAudit(trx, at, { userId: by.userId, action: 'message.note', subjectType: 'message', subjectId: id, listingId, changes: [{ field: 'note', from: before.note, to: note }] });
        return { changed: true };
      }),
    );
  }

  /** Assigns the message to a user who exists and is not disabled, or to nobody (null). */
  async assign(id: string, userId: number | null, by: { userId: number }): Promise<AssignChange> {
    const at = this.now().toISOString();
    return this.write(() =>
      inTransaction(this.db, async (trx) => {
        const before = await this.current(trx, id);
        if (!before) return 'not-found' as const;
        const emailOf = async (user: number | null) =>
          user === null ? null : ((await trx.selectFrom('users').select('email').where('id', '=', user).where('disabled_at', 'is', null).executeTakeFirst())?.email ?? null);
        const to = await emailOf(userId);
        if (userId !== null && to === null) return 'no-such-user' as const;
        if (before.assigned_user_id === userId) return { changed: false };
        await trx.updateTable('messages').set({ assigned_user_id: userId }).where('id', '=', id).execute();
        const changes = [{ field: 'assignee', from: await emailOf(before.assigned_user_id), to }];
        await writeAudit(trx, at, { userId: by.userId, action: 'message.assign', subjectType: 'message', subjectId: id, listingId: listingIdOfPage(before.page), changes });
        return { changed: true };
      }),
    );
  }
}
