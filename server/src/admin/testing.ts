/**
 * Test helper for every admin API's tests: makes a user in the server's store, signs it in
 * through the real sign-in route and returns what a browser would then send.
 */
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from './guard';
import { hashPassword } from './passwords';
import { SESSION_COOKIE } from './sessions';

export interface SignedInAdmin {
  email: string;
  password: string;
  /** `admin_session=…`, for a Cookie header. */
  cookie: string;
  csrfToken: string;
  /** Cookie and CSRF headers together: what a change needs. */
  headers: Record<string, string>;
}

/** A listing the back office's form could send: every field the save checks, valid. */
export const VALID_ADMIN_LISTING = {
  title: 'Banesë në qendër',
  description: 'E ndritshme.',
  category: 'apartment',
  option: 'Në Shitje',
  city: 'Prishtinë',
  subcity: 'Dardania',
  price: 95000,
  geoPoint: { latitude: 42.66, longitude: 21.16 },
  details: { area: 80, rooms: 3 },
};

let counter = 0;

export async function signedInAdmin(app: FastifyInstance, options: { email?: string; password?: string } = {}): Promise<SignedInAdmin> {
  counter += 1;
  const email = options.email ?? `admin${counter}@example.org`;
  const password = options.password ?? 'a long test password';
  await app.adminStore.accounts.upsertUser(email, await hashPassword(password));
  const response = await app.inject({ method: 'POST', url: '/admin/api/session', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const session = response.cookies.find((item) => item.name === SESSION_COOKIE);
  if (!session) throw new Error('sign-in set no session cookie');
  const cookie = `${SESSION_COOKIE}=${session.value}`;
  const { csrfToken } = response.json<{ csrfToken: string }>();
  return { email, password, cookie, csrfToken, headers: { cookie, [CSRF_HEADER]: csrfToken } };
}
