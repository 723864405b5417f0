/**
 * A visitor's request for an alert, from the form's body (the plain HTML form and the app's post
 * send the same fields): checked with valibot, the address as mail takes it (one plain address,
 * `headerAddress`), the frequency one of two, the search kept as the app writes it. A refusal
 * names the field, and the visitor's own text comes back with it (`draft`), so nothing is lost.
 */
import * as v from 'valibot';
import { ALERT_EMAIL_MAX_LENGTH, ALERT_FIELDS, ALERT_FREQUENCIES, ALERT_SEARCH_MAX_LENGTH, alertSearch, type AlertFrequency } from 'shared/alerts';
import { headerAddress } from '../notify/header';

export type AlertField = keyof typeof ALERT_FIELDS;

export interface AlertRequest {
  email: string;
  frequency: AlertFrequency;
  search: string;
}

/** What the visitor sent, kept to the fields' limits, to show in the form again. */
export interface AlertDraft {
  email: string;
  frequency: AlertFrequency | '';
  search: string;
}

export type ReadAlert = { ok: true; request: AlertRequest } | { ok: false; field: AlertField; draft: AlertDraft } | { ok: false; field: null; draft: AlertDraft };

const schema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(ALERT_EMAIL_MAX_LENGTH),
    v.check((value) => headerAddress(value) !== undefined),
  ),
  frequency: v.picklist(ALERT_FREQUENCIES),
  search: v.pipe(v.optional(v.string(), ''), v.maxLength(ALERT_SEARCH_MAX_LENGTH), v.transform((search: string) => alertSearch(search))),
});

/** The form's fields in the order they are checked (and named when refused). */
const ORDER: readonly AlertField[] = ['email', 'frequency', 'search'];

function draftOf(params: URLSearchParams): AlertDraft {
  const frequency = params.get(ALERT_FIELDS.frequency);
  return {
    email: (params.get(ALERT_FIELDS.email) ?? '').slice(0, ALERT_EMAIL_MAX_LENGTH),
    frequency: frequency === 'instant' || frequency === 'daily' ? frequency : '',
    search: (params.get(ALERT_FIELDS.search) ?? '').slice(0, ALERT_SEARCH_MAX_LENGTH),
  };
}

/** Reads a form body; a field sent twice is not guessed at (refused as a bad request, `field` null). */
export function readAlertRequest(body: string): ReadAlert {
  const params = new URLSearchParams(body);
  const draft = draftOf(params);
  if (ORDER.some((field) => params.getAll(ALERT_FIELDS[field]).length > 1)) return { ok: false, field: null, draft };
  const input = Object.fromEntries(ORDER.flatMap((field) => (params.has(ALERT_FIELDS[field]) ? [[field, params.get(ALERT_FIELDS[field])]] : [])));
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return { ok: true, request: parsed.output };
  const refused = new Set(parsed.issues.map((issue) => String(issue.path?.[0]?.key ?? '')));
  return { ok: false, field: ORDER.find((field) => refused.has(field)) ?? 'email', draft };
}
