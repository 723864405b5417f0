/**
 * The admin API from the browser: JSON over fetch with the session cookie (same origin), and
 * on every change the CSRF token the server gave at sign-in (X-CSRF-Token). A 401 anywhere
 * means the session is gone: the app shows the sign-in form again.
 */
import type {
  AdminAssignee,
  AdminAuditEntry,
  AdminAuditFilter,
  AdminAuditPage,
  AdminFieldProblem,
  AdminInviteAnswer,
  AdminPlace,
  AdminListing,
  AdminListingRow,
  AdminListingViews,
  AdminPhoto,
  AdminUserInfo,
  AdminUserRow,
  InboxFolder,
  InboxMessage,
  InboxPage,
  MessageSource,
  MessageState,
  RefusedUpload,
  DuplicatePhoto,
} from 'shared/contracts';

import type { AdminAlertSearch } from 'shared/alerts';

export { LISTING_STATUSES, MESSAGE_STATES, type ListingStatus } from 'shared/contracts';
export type { AdminAlertSearch } from 'shared/alerts';
export type { AdminAssignee, AdminListingViews, AdminPlace, AdminInviteAnswer, AdminListing, AdminPhoto, AdminUserInfo, AdminUserRow, InboxFolder, InboxMessage, InboxPage, MessageSource, MessageState, RefusedUpload };

/** One row of the listings table, as the server sends it. */
export type ListingRow = AdminListingRow;
export type AuditRow = AdminAuditEntry;
export type Problem = AdminFieldProblem;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(`admin API answered ${status}`);
  }
}

let csrfToken: string | null = null;
const unauthorizedListeners = new Set<() => void>();

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called whenever the server says the session is gone. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function unauthorized(status: number): void {
  if (status === 401) unauthorizedListeners.forEach((listener) => listener());
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(`/admin/api${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    cache: 'no-store',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    // A wrong password (POST /session) is the sign-in form's own answer, not a lost session.
    if (path !== '/session' && !path.startsWith('/password-')) unauthorized(response.status);
    throw new ApiError(response.status, data);
  }
  return data as T;
}

interface SessionAnswer {
  user: AdminUserInfo;
  csrfToken: string;
}

/** The sign-in page's probe: signed out is an answer (200), not an error. */
type SessionProbe = ({ signedIn: true } & SessionAnswer) | { signedIn: false };

export interface UploadAnswer {
  photos: AdminPhoto[];
  added: number;
  refused: RefusedUpload[];
  /** This upload's photos whose picture the listing already had: stored, the agent keeps or removes them. */
  duplicates: DuplicatePhoto[];
}

/**
 * One file's upload (multipart), with its progress: XMLHttpRequest, since fetch reports no
 * upload progress. Resolves with the API's answer (201, or 422 when the file was refused).
 */
function uploadPhoto(listingId: string, file: File, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/admin/api/listings/${encodeURIComponent(listingId)}/photos`);
    request.setRequestHeader('accept', 'application/json');
    if (csrfToken) request.setRequestHeader('x-csrf-token', csrfToken);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onerror = () => reject(new ApiError(0, {}));
    request.onload = () => {
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      if (request.status === 201) {
        const answer = data as unknown as UploadAnswer;
        resolve({ ...answer, duplicates: Array.isArray(answer.duplicates) ? answer.duplicates : [] });
      }
      else if (request.status === 422) resolve({ photos: [], added: 0, refused: (data.refused as RefusedUpload[] | undefined) ?? [], duplicates: [] });
      else {
        unauthorized(request.status);
        reject(new ApiError(request.status, data));
      }
    };
    const form = new FormData();
    form.append('photos', file, file.name);
    request.send(form);
  });
}

const listingPath = (id: string) => `/listings/${encodeURIComponent(id)}`;

export const api = {
  alerts: () => call<{ searches: AdminAlertSearch[] }>('GET', '/alerts').then((answer) => answer.searches),
  removeAlertAddress: (email: string) => call<{ ok: true; removed: number }>('POST', '/alerts/remove', { email }).then((answer) => answer.removed),
  session: () => call<SessionProbe>('GET', '/session'),
  signIn: (email: string, password: string) => call<SessionAnswer>('POST', '/session', { email, password }),
  signOut: () => call<{ ok: true }>('DELETE', '/session'),
  listings: () => call<{ listings: ListingRow[] }>('GET', '/listings').then((answer) => answer.listings),
  listing: (id: string) => call<AdminListing>('GET', `/listings/${encodeURIComponent(id)}`),
  listingViews: (id: string) => call<AdminListingViews>('GET', `/listings/${encodeURIComponent(id)}/views`),
  createListing: (payload: unknown) => call<{ id: string }>('POST', '/listings', payload),
  updateListing: (id: string, payload: unknown) => call<{ id: string }>('PUT', `/listings/${encodeURIComponent(id)}`, payload),
  places: () => call<{ places: AdminPlace[] }>('GET', '/places').then((answer) => answer.places),
  users: () => call<{ users: AdminUserRow[] }>('GET', '/users').then((answer) => answer.users),
  addUser: (email: string, name: string) => call<AdminInviteAnswer>('POST', '/users', { email, name }),
  removeUser: (id: number) => call<{ ok: true }>('DELETE', `/users/${id}`),
  changePassword: (current: string, next: string) => call<{ ok: true }>('PUT', '/password', { current, next }),
  requestReset: (email: string) => call<{ ok: true }>('POST', '/password-reset', { email }),
  checkPasswordLink: (token: string) => call<{ email: string; purpose: 'invite' | 'reset' }>('POST', '/password-link/check', { token }),
  usePasswordLink: (token: string, password: string) => call<{ email: string }>('POST', '/password-link', { token, password }),
  audit: (filter: AdminAuditFilter = {}) => {
    const query = new URLSearchParams();
    if (filter.listingId !== undefined) query.set('listing', filter.listingId);
    if (filter.userId !== undefined) query.set('user', String(filter.userId));
    if (filter.before !== undefined) query.set('before', String(filter.before));
    return call<AdminAuditPage>('GET', `/audit${query.size > 0 ? `?${query}` : ''}`);
  },
  messages: (folder: InboxFolder, page: number, query = '') =>
    call<InboxPage>('GET', `/messages?${new URLSearchParams({ folder, page: String(page), ...(query ? { q: query } : {}) })}`),
  setMessageNote: (id: string, note: string) => call<{ message: InboxMessage }>('PUT', `/messages/${encodeURIComponent(id)}/note`, { note }).then((answer) => answer.message),
  assignMessage: (id: string, userId: number | null) =>
    call<{ message: InboxMessage }>('PUT', `/messages/${encodeURIComponent(id)}/assignee`, { userId }).then((answer) => answer.message),
  unread: () => call<{ unread: number }>('GET', '/messages/unread').then((answer) => answer.unread),
  setMessageState: (id: string, state: MessageState) =>
    call<{ message: InboxMessage | null; unread: number }>('PUT', `/messages/${encodeURIComponent(id)}/state`, { state }),
  photos: (id: string) => call<{ photos: AdminPhoto[] }>('GET', `${listingPath(id)}/photos`).then((answer) => answer.photos),
  uploadPhoto,
  reorderPhotos: (id: string, order: number[]) => call<{ photos: AdminPhoto[] }>('PUT', `${listingPath(id)}/photos/order`, { order }).then((answer) => answer.photos),
  setCover: (id: string, photoId: number) => call<{ photos: AdminPhoto[] }>('PUT', `${listingPath(id)}/photos/cover`, { photoId }).then((answer) => answer.photos),
  setPhotoCaption: (id: string, photoId: number, caption: string) =>
    call<{ photos: AdminPhoto[] }>('PUT', `${listingPath(id)}/photos/${photoId}/caption`, { caption }).then((answer) => answer.photos),
  removePhoto: (id: string, photoId: number) => call<{ photos: AdminPhoto[] }>('DELETE', `${listingPath(id)}/photos/${photoId}`).then((answer) => answer.photos),
};
