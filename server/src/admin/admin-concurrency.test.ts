/**
 * The admin API under requests sent together, on SQLite and on a real PostgreSQL shared by two
 * instances of the server: a burst of sign-ins for one account checks at most the window's
 * limit of passwords, and listings created at the same moment are each a new listing.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../store/test-postgres';
import { startTestApp, type TestApp } from '../test-app';
import { VALID_ADMIN_LISTING, signedInAdmin } from './testing';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 120_000);
afterAll(() => postgres?.stop());


/** One server, or two sharing one PostgreSQL database (two instances behind a load balancer). */
async function startInstances(engine: 'sqlite' | 'postgres'): Promise<TestApp[]> {
  if (engine === 'sqlite') return [await startTestApp()];
  const databaseUrl = await postgres.createDatabase();
  const first = await startTestApp({ databaseUrl });
  const second = await startTestApp({ databaseUrl });
  return [first, second];
}

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe.each(['sqlite', 'postgres'] as const)('on %s', { timeout: 120_000 }, (engine) => {
  let apps: TestApp[];
  beforeAll(async () => {
    apps = await startInstances(engine);
  }, 120_000);
  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
  });
  /** The n-th request goes to one instance or the other, as a load balancer would send it. */
  const send = (n: number, options: InjectOptions) => apps[n % apps.length]!.app.inject(options);

  it('checks at most 5 passwords of 100 sign-ins sent at once for one account, and then refuses the right one', async () => {
    const admin = await signedInAdmin(apps[0]!.app);
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(i, { method: 'POST', url: '/admin/api/session', remoteAddress: `10.9.${Math.floor(i / 250)}.${i % 250}`, payload: { email: admin.email, password: `wrong ${i}` } }),
      ),
    );
    expect(statuses(burst)).toEqual({ 401: 5, 429: 95 });
    for (const refused of burst.filter((response) => response.statusCode === 429)) expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const right = await send(1, { method: 'POST', url: '/admin/api/session', remoteAddress: '10.9.9.9', payload: { email: admin.email, password: admin.password } });
    expect(right.statusCode).toBe(429);
    expect(right.cookies).toHaveLength(0);
  });

  it('lets the right password among 99 wrong ones sent at once through only within the limit', async () => {
    const admin = await signedInAdmin(apps[0]!.app);
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(i, {
          method: 'POST',
          url: '/admin/api/session',
          remoteAddress: `10.8.0.${i}`,
          payload: { email: admin.email, password: i === 99 ? admin.password : `wrong ${i}` },
        }),
      ),
    );
    const counts = statuses(burst);
    // Every answer but 429 is a password checked: never more than the account's 5.
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[200] ?? 0) + (counts[429] ?? 0)).toBe(100);
  });

  it('holds the per-client limit of 20 under a burst across accounts', async () => {
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        send(i, { method: 'POST', url: '/admin/api/session', remoteAddress: '10.7.0.1', payload: { email: `spray${i}@example.org`, password: 'a wrong password' } }),
      ),
    );
    expect(statuses(burst)).toEqual({ 401: 20, 429: 40 });
  });

  it('makes 30 listings created at once 30 new listings with ids of their own', async () => {
    const admins = await Promise.all(apps.map((app) => signedInAdmin(app.app)));
    const before = (await send(0, { method: 'GET', url: '/admin/api/listings', headers: admins[0]!.headers })).json<{ listings: { id: string }[] }>().listings;
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(i, { method: 'POST', url: '/admin/api/listings', headers: admins[i % apps.length]!.headers, payload: { status: 'active', listing: { ...VALID_ADMIN_LISTING, title: `Banesë e re ${i}` } } }),
      ),
    );
    expect(statuses(created)).toEqual({ 201: 30 });
    const ids = created.map((response) => response.json<{ id: string }>().id);
    expect(new Set(ids).size).toBe(30);
    for (const id of ids) expect(before.map((listing) => listing.id)).not.toContain(id);
    for (const [i, id] of ids.entries()) {
      const stored = await send(i + 1, { method: 'GET', url: `/admin/api/listings/${id}`, headers: admins[(i + 1) % apps.length]!.headers });
      expect(stored.json<{ listing: { title: string } }>().listing.title).toBe(`Banesë e re ${i}`);
    }
    const after = (await send(1, { method: 'GET', url: '/admin/api/listings', headers: admins[1 % apps.length]!.headers })).json<{ listings: { id: string }[] }>().listings;
    expect(after).toHaveLength(before.length + 30);
    const audit = (await send(0, { method: 'GET', url: '/admin/api/audit', headers: admins[0]!.headers })).json<{ entries: { action: string }[] }>().entries;
    expect(audit.filter((entry) => entry.action === 'listing.add')).toHaveLength(30);
    expect(audit.filter((entry) => entry.action === 'listing.update')).toHaveLength(0);
  });
});
