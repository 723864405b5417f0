/**
 * The audit log through the admin API: signed in only, filtered by listing and by user, a page
 * at a time, and a query it cannot read refused with a clear 400 (never a log of everything).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditPage } from 'shared/contracts';
import { startTestApp, type TestApp } from '../test-app';
import { AUDIT_PAGE_SIZE } from './audit-routes';
import { signedInAdmin, type SignedInAdmin } from './testing';

describe('GET /admin/api/audit', () => {
  let test: TestApp;
  let arta: SignedInAdmin;
  let besa: SignedInAdmin;
  beforeAll(async () => {
    test = await startTestApp();
    arta = await signedInAdmin(test.app, { email: 'arta@zyra.example' });
    besa = await signedInAdmin(test.app, { email: 'besa@zyra.example' });
  }, 60_000);
  afterAll(() => test?.close());

  const read = async (admin: SignedInAdmin, query = '') => {
    const response = await test.app.inject({ method: 'GET', url: `/admin/api/audit${query}`, headers: admin.headers });
    return { status: response.statusCode, body: response.json<AdminAuditPage & { error?: string }>() };
  };

  it('is for a signed-in user only', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/admin/api/audit' });
    expect(response.statusCode).toBe(401);
  });

  it("reads one listing's story and one user's actions, each a page at a time", async () => {
    const listings = (await test.app.inject({ method: 'GET', url: '/admin/api/listings', headers: arta.headers })).json<{ listings: { id: string }[] }>().listings;
    const id = listings[0]!.id;
    const users = (await test.app.inject({ method: 'GET', url: '/admin/api/users', headers: arta.headers })).json<{ users: { id: number; email: string }[] }>().users;
    const besaId = users.find((user) => user.email === 'besa@zyra.example')!.id;
    // Besa changes the listing's status back and forth: more rows than a page.
    for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i++) {
      const status = i % 2 === 0 ? 'reserved' : 'active';
      const answer = await test.app.inject({ method: 'POST', url: `/admin/api/listings/${id}/status`, headers: besa.headers, payload: { status } });
      expect(answer.statusCode).toBe(200);
    }
    const first = await read(arta, `?listing=${encodeURIComponent(id)}&user=${besaId}`);
    expect(first.status).toBe(200);
    expect(first.body.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.body.entries.every((entry) => entry.listingId === id && entry.userEmail === 'besa@zyra.example')).toBe(true);
    // The newest first: the 105th change, to reserved.
    expect(first.body.entries[0]!.changes).toEqual([{ field: 'status', from: 'active', to: 'reserved' }]);
    expect(first.body.nextBefore).toBe(first.body.entries.at(-1)!.id);
    const second = await read(arta, `?listing=${encodeURIComponent(id)}&user=${besaId}&before=${first.body.nextBefore}`);
    expect(second.body.entries).toHaveLength(5);
    expect(second.body.nextBefore).toBeNull();
    // Arta's own actions: her sign-in, none of Besa's changes.
    const artaId = users.find((user) => user.email === 'arta@zyra.example')!.id;
    const own = await read(arta, `?user=${artaId}`);
    expect(own.body.entries.map((entry) => entry.action)).toEqual(['session.start']);
  });

  it.each([
    ['?user=abc', 'a user that is no number'],
    ['?user=0', 'user 0'],
    ['?before=-1', 'a negative page mark'],
    [`?listing=${'9'.repeat(101)}`, 'a listing id longer than any'],
    ['?listing=', 'an empty listing id'],
  ])('refuses %s (%s) with a 400, never the whole log', async (query) => {
    const { status, body } = await read(arta, query);
    expect(status).toBe(400);
    expect(body.error).toBe('invalid-request');
    expect(body.entries).toBeUndefined();
  });
});
