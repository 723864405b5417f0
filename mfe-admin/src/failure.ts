/**
 * What the back office says when a request failed, beyond a form's own answers: the server's
 * store cannot be written now (503 `store-unavailable`: its disk, not the connection), or else the
 * connection failed.
 */
import { ApiError } from './api';
import { strings } from './strings';

export function failureText(error: unknown, otherwise: string = strings.failed): string {
  return error instanceof ApiError && error.status === 503 && error.body.error === 'store-unavailable' ? strings.storeUnavailable : otherwise;
}
