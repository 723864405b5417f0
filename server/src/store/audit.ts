/**
 * The audit log: every change an agent (or the system) makes, written in the change's own
 * transaction, with what it changed field by field (`changes`: from → to) and the listing it
 * touched (`listing_id`: the listing itself, one of its photos, a message about it), so the back
 * office can show one listing's story or one user's work.
 *
 * Rows written before the changes were kept field by field (a save's changed field names, a
 * note's `from`/`to`) are read into the same shape (`changesOf`), so the API has one.
 */
import type { Kysely, Transaction } from 'kysely';
import type { AdminAuditChange, AdminAuditEntry, AdminAuditFilter } from 'shared/contracts';
import type { Database } from './tables';

export interface NewAuditEntry {
  userId: number | null;
  action: string;
  subjectType: string;
  subjectId: string;
  /** The listing the change touched; a listing's own actions default to their subject. */
  listingId?: string | null;
  changes?: readonly AdminAuditChange[];
  details?: Record<string, unknown>;
}

type Db = Kysely<Database> | Transaction<Database>;

/** How long a text value may be in an audit row: a 20,000-character description is kept by its start. */
export const AUDIT_TEXT_MAX = 1000;

function kept(value: AdminAuditChange['from']): AdminAuditChange['from'] {
  return typeof value === 'string' && value.length > AUDIT_TEXT_MAX ? `${value.slice(0, AUDIT_TEXT_MAX)}…` : value;
}

/** Writes one audit row, inside the caller's transaction when it passes one. */
export async function writeAudit(db: Db, at: string, entry: NewAuditEntry): Promise<void> {
  const changes = (entry.changes ?? []).map((change) => ({ field: change.field, from: kept(change.from), to: kept(change.to) }));
  const details = changes.length > 0 ? { ...entry.details, changes } : (entry.details ?? {});
  await db
    .insertInto('audit_log')
    .values({
      at,
      user_id: entry.userId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      listing_id: entry.listingId !== undefined ? entry.listingId : entry.subjectType === 'listing' ? entry.subjectId : null,
      details_json: JSON.stringify(details),
    })
    .execute();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field a message action's older rows (a bare `from`/`to`) changed. */
const LEGACY_FIELD: Record<string, string> = { 'listing.status': 'status', 'message.note': 'note', 'message.assign': 'assignee' };

/**
 * A row's changes: its `changes`, or what an older row said in its own words — a save's field
 * names (values unknown: null → null), a status's or a note's `from` and `to`.
 */
export function changesOf(action: string, details: Record<string, unknown>): AdminAuditChange[] {
  if (Array.isArray(details.changes)) {
    return details.changes.filter(isRecord).map((change) => ({
      field: String(change.field),
      from: (change.from ?? null) as AdminAuditChange['from'],
      to: (change.to ?? null) as AdminAuditChange['to'],
    }));
  }
  if (Array.isArray(details.fields)) return details.fields.map((field) => ({ field: String(field), from: null, to: null }));
  const field = Object.hasOwn(LEGACY_FIELD, action) ? LEGACY_FIELD[action] : undefined;
  if (field && ('from' in details || 'to' in details)) {
    return [{ field, from: (details.from ?? null) as AdminAuditChange['from'], to: (details.to ?? null) as AdminAuditChange['to'] }];
  }
  return [];
}

/** The rows of one page of the log, newest first: at most `limit`, narrowed by `filter`. */
export async function readAudit(db: Db, limit: number, filter: AdminAuditFilter = {}): Promise<AdminAuditEntry[]> {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .select(['audit_log.id as id', 'audit_log.at as at', 'audit_log.user_id as user_id', 'users.email as email', 'audit_log.listing_id as listing_id'])
    .select(['audit_log.action as action', 'audit_log.subject_type as subject_type', 'audit_log.subject_id as subject_id', 'audit_log.details_json as details_json']);
  if (filter.listingId !== undefined) query = query.where('audit_log.listing_id', '=', filter.listingId);
  if (filter.userId !== undefined) query = query.where('audit_log.user_id', '=', filter.userId);
  if (filter.before !== undefined) query = query.where('audit_log.id', '<', filter.before);
  const rows = await query.orderBy('audit_log.id', 'desc').limit(limit).execute();
  return rows.map((row) => {
    const parsed: unknown = JSON.parse(row.details_json);
    const stored = isRecord(parsed) ? parsed : {};
    // The changes travel apart, read into the one shape; the rest as it was written.
    const details = Object.fromEntries(Object.entries(stored).filter(([key]) => key !== 'changes'));
    return {
      id: Number(row.id),
      at: row.at,
      userId: row.user_id === null ? null : Number(row.user_id),
      userEmail: row.email ?? null,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      listingId: row.listing_id,
      changes: changesOf(row.action, stored),
      details,
    };
  });
}
