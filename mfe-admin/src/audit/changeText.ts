/**
 * An audit row's change as an agent reads it: the field by its form label ('details.area' →
 * 'Sipërfaqe', the same names a refused save uses), each side by how the back office writes
 * that value ('Po', '98.000 €', 'E shitur', 'foto 3'), absent as '—'.
 */
import type { AdminAuditChange, AdminAuditValue } from 'shared/contracts';
import { booleanLabel, categoryLabel, documentLabel, formatEuro, noDocumentsLabel, truncate } from 'shared/format';
import { fieldLabel } from '../listings/formModel';
import { STATUS_LABELS, strings } from '../strings';

const t = strings.audit;

/** The longest value a row shows: a description's change is read on the listing. */
const SHOWN_MAX = 120;

const has = <T extends object>(map: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(map, key);

export function changeLabel(field: string): string {
  return (Object.hasOwn(t.fields, field) ? t.fields[field] : undefined) ?? fieldLabel(field);
}

const isPoint = (value: AdminAuditValue): value is { latitude: number; longitude: number } =>
  typeof value === 'object' && value !== null && 'latitude' in value;

function plain(value: AdminAuditValue): string {
  if (value === null || value === '') return t.none;
  if (typeof value === 'boolean') return booleanLabel(value);
  if (isPoint(value)) return `${value.latitude.toFixed(5)}, ${value.longitude.toFixed(5)}`;
  if (typeof value === 'object') return value.length === 0 ? t.none : value.join(', ');
  return truncate(String(value), SHOWN_MAX);
}

/** One side of a change, in the words of its field. */
export function changeValue(field: string, value: AdminAuditValue): string {
  if (value === null || value === '') return t.none;
  if ((field === 'price' || field === 'reducedPrice') && typeof value === 'number') return formatEuro(value);
  if (field === 'status' && typeof value === 'string' && has(STATUS_LABELS, value)) return STATUS_LABELS[value];
  if (field === 'state' && typeof value === 'string' && has(strings.inbox.states, value)) return strings.inbox.states[value];
  if (field === 'category' && typeof value === 'string') return categoryLabel(value);
  if (field === 'photos.cover' && typeof value === 'number') return t.photoNumber(value);
  if (field === 'details.documents' && typeof value === 'object' && !isPoint(value)) {
    return value.length === 0 ? noDocumentsLabel() : value.map((code) => documentLabel(String(code))).join(', ');
  }
  return plain(value);
}

/**
 * 'Çmimi (€): 98.000 € → 95.000 €'; a row from before values were kept names the field alone
 * (both sides unknown).
 */
export function changeText(change: AdminAuditChange): string {
  const label = changeLabel(change.field);
  if (change.from === null && change.to === null) return label;
  return `${label}: ${changeValue(change.field, change.from)} → ${changeValue(change.field, change.to)}`;
}
