/**
 * What a save changed in a listing, field by field, for its audit row: every field the back
 * office edits (shared `EDITABLE_FIELDS`), a detail by its own path ('details.area', the paths a
 * refused save names), a translation by its language and text ('translations.en.title'), and the status. Both sides are read from the store's rows, so a value
 * the store normalises (a price by agreement, an empty detail) is compared as it is kept.
 */
import { EDITABLE_FIELDS, TRANSLATED_FIELDS, TRANSLATION_LOCALES, type AdminAuditChange, type AdminAuditValue } from 'shared/contracts';
import type { StoredListing } from './listing-rows';

/** A field's value as an audit row keeps it: JSON-able, absent as null. */
function auditValue(value: unknown): AdminAuditValue {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'object' && 'latitude' in value && 'longitude' in value) {
    return { latitude: Number(value.latitude), longitude: Number(value.longitude) };
  }
  return JSON.stringify(value);
}

const same = (a: AdminAuditValue, b: AdminAuditValue): boolean => JSON.stringify(a) === JSON.stringify(b);

export function listingChanges(before: StoredListing, after: StoredListing): AdminAuditChange[] {
  const changes: AdminAuditChange[] = [];
  const add = (field: string, from: unknown, to: unknown) => {
    const a = auditValue(from);
    const b = auditValue(to);
    if (!same(a, b)) changes.push({ field, from: a, to: b });
  };
  for (const name of EDITABLE_FIELDS) {
    if (name === 'details') {
      const keys = new Set([...Object.keys(before.listing.details), ...Object.keys(after.listing.details)]);
      for (const key of keys) add(`details.${key}`, before.listing.details[key], after.listing.details[key]);
    } else if (name === 'translations') {
      for (const locale of TRANSLATION_LOCALES) {
        for (const field of TRANSLATED_FIELDS) {
          add(`translations.${locale}.${field}`, before.listing.translations?.[locale]?.[field], after.listing.translations?.[locale]?.[field]);
        }
      }
    } else {
      add(name, before.listing[name], after.listing[name]);
    }
  }
  add('status', before.status, after.status);
  return changes;
}
