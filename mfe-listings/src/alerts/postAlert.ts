/**
 * The app's post of the alert form: the same form body a browser sends without the app, asking
 * for JSON (the server answers a browser's own post with a page). The answer as what the form
 * says next: sent, a field to correct, or why it could not be taken.
 */
import type { AlertRefusal } from 'shared/alerts';

export type AlertOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; field: 'email' | 'frequency' }
  | { kind: 'busy' }
  | { kind: 'unavailable' }
  /** The network failed, or the answer could not be read: nothing says it was stored. */
  | { kind: 'failed' };

export async function postAlert(action: string, body: URLSearchParams): Promise<AlertOutcome> {
  let response: Response;
  try {
    response = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) return { kind: 'sent' };
  const answer = (await response.json().catch(() => null)) as AlertRefusal | null;
  if (response.status === 429) return { kind: 'busy' };
  if (response.status === 503) return { kind: 'unavailable' };
  if (answer?.error === 'invalid-field' && (answer.field === 'email' || answer.field === 'frequency')) return { kind: 'invalid', field: answer.field };
  return { kind: 'failed' };
}
