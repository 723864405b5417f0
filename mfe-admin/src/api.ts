/**
 * The admin API from the browser: JSON over fetch with the session cookie (same origin), and
 * on every change the CSRF token the server gave at sign-in (X-CSRF-Token). A 401 anywhere
 * means the session is gone: the app shows the sign-in form again.
 */
import type { AdminListingRow, Listing, ListingStatus } from 'shared/contracts';

export { LISTING_STATUSES, type ListingStatus } from 'shared/contracts';

export interface AdminUserInfo {
  email: string;
  name: string;
}

/** One row of the listings table, as the server sends it. */
export type ListingRow = AdminListingRow;

export interface AdminListing {
  listing: Listing;
  status: ListingStatus;
  photos: number;
}

export interface AuditRow {
  id: number;
  at: string;
  userEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  details: Record<string, unknown>;
}

export interface Problem {
  path: string;
  message: string;
}

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
    if (response.status === 401 && path !== '/session') unauthorizedListeners.forEach((listener) => listener());
    throw new ApiError(response.status, data);
  }
  return data as T;
}

interface SessionAnswer {
  user: AdminUserInfo;
  csrfToken: string;
}

export const api = {
  session: () => call<SessionAnswer>('GET', '/session'),
  signIn: (email: string, password: string) => call<SessionAnswer>('POST', '/session', { email, password }),
  signOut: () => call<{ ok: true }>('DELETE', '/session'),
  listings: () => call<{ listings: ListingRow[] }>('GET', '/listings').then((answer) => answer.listings),
  listing: (id: string) => call<AdminListing>('GET', `/listings/${encodeURIComponent(id)}`),
  createListing: (payload: unknown) => call<{ id: string }>('POST', '/listings', payload),
  updateListing: (id: string, payload: unknown) => call<{ id: string }>('PUT', `/listings/${encodeURIComponent(id)}`, payload),
  audit: () => call<{ entries: AuditRow[] }>('GET', '/audit').then((answer) => answer.entries),
};
