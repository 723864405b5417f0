/**
 * Listing views over real HTTP on the production server (buildServer, SQLite): a listing page
 * sent by the server and the in-app beacon each count a person once a day, bots, prefetches,
 * HEADs and the agency's signed-in browser not at all; the beacon answers bare statuses; the back
 * office reads the counts with the inquiries beside them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListingRow, AdminListingViews } from 'shared/contracts';
import { listingPath, listingViewPath } from 'shared/listings/rules';
import { makeListing } from 'shared/testing';
import { signedInAdmin, type SignedInAdmin } from '../admin/testing';
import { fakeShellDist, startTestApp, tempDir, type TestApp } from '../test-app';
import { BEACON_LIMIT } from './plugin';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const phone = (n: number) => PHONE.replace('17_5', `17_${n}`);

let server: TestApp;
let admin: SignedInAdmin;

beforeAll(async () => {
  const listingsFile = path.join(tempDir('views-listings-'), 'listings.json');
  const listings = ['100', '101', '102', '103'].map((id) => makeListing({ id, title: `Banesë ${id}` }));
  fs.writeFileSync(listingsFile, JSON.stringify({ listings: [...listings, makeListing({ id: '199', active: false })] }));
  server = await startTestApp({ listingsFile, shellDist: fakeShellDist() });
  admin = await signedInAdmin(server.app);
}, 60_000);
afterAll(() => server?.close());

const page = (id: string, headers: Record<string, string>, method = 'GET') => fetch(`${server.origin}${listingPath(id)}`, { method, headers });
const beacon = (id: string, headers: Record<string, string>, body?: string) => fetch(`${server.origin}${listingViewPath(id)}`, { method: 'POST', headers, ...(body === undefined ? {} : { body }) });

async function viewsOf(id: string): Promise<number> {
  await server.app.viewCounter!.flush();
  const answer = await server.app.inject({ method: 'GET', url: '/admin/api/listings', headers: { cookie: admin.cookie, 'user-agent': 'the agency' } });
  return answer.json<{ listings: AdminListingRow[] }>().listings.find((row) => row.id === id)!.views;
}

describe('views of a listing page', () => {
  it('count a person once a day, and leave out repeats, HEADs, bots, prefetches and hidden listings', async () => {
    expect((await page('100', { 'user-agent': phone(1) })).status).toBe(200);
    expect(await viewsOf('100')).toBe(1);
    await page('100', { 'user-agent': phone(1) });
    expect((await page('100', { 'user-agent': phone(2) }, 'HEAD')).status).toBe(200);
    await page('100', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await page('100', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' });
    await page('100', {});
    await page('100', { 'user-agent': phone(3), 'sec-purpose': 'prefetch' });
    expect((await page('199', { 'user-agent': phone(1) })).status).toBe(404);
    expect(await viewsOf('100')).toBe(1);
    await page('100', { 'user-agent': phone(2) });
    expect(await viewsOf('100')).toBe(2);
    expect(await viewsOf('199')).toBe(0);
  });

  it("leave out the agency's own browser: the one whose back office was open today", async () => {
    const agentBrowser = phone(9);
    await server.app.inject({ method: 'GET', url: '/admin/api/session', headers: { cookie: admin.cookie, 'user-agent': agentBrowser } });
    await server.app.inject({ method: 'GET', url: '/admin/api/listings', headers: { cookie: admin.cookie, 'user-agent': agentBrowser } });
    await page('101', { 'user-agent': agentBrowser });
    expect(await viewsOf('101')).toBe(0);
    await page('101', { 'user-agent': phone(8) });
    expect(await viewsOf('101')).toBe(1);
  });
});

describe('the beacon of an in-app navigation', () => {
  it('answers 204 without a body, counts once with the page view of the same visitor, and not from another site', async () => {
    const first = await beacon('102', { 'user-agent': phone(1), 'sec-fetch-site': 'same-origin' });
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await viewsOf('102')).toBe(1);
    // The same visitor then loads the page: one view, not two.
    await page('102', { 'user-agent': phone(1) });
    await beacon('102', { 'user-agent': phone(1) }, 'x');
    expect(await viewsOf('102')).toBe(1);
    expect((await beacon('102', { 'user-agent': phone(4), 'sec-fetch-site': 'cross-site' })).status).toBe(204);
    expect((await beacon('102', { 'user-agent': 'curl/8.5.0' })).status).toBe(204);
    expect(await viewsOf('102')).toBe(1);
  });

  it('answers a hidden or unknown listing 404, a large body 413, past its rate 429: bare statuses, never JSON', async () => {
    for (const id of ['199', 'nuk-ka']) {
      const answer = await beacon(id, { 'user-agent': phone(1) });
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe('');
    }
    const large = await beacon('103', { 'user-agent': phone(1), 'content-type': 'application/json' }, JSON.stringify({ x: 'a'.repeat(5000) }));
    expect(large.status).toBe(413);
    expect(await large.text()).toBe('');
    expect(await viewsOf('103')).toBe(0);
    const answers = await Promise.all(Array.from({ length: BEACON_LIMIT + 5 }, (_, i) => beacon('103', { 'user-agent': phone(20 + i) })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(BEACON_LIMIT);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused?.text()).toBe('');
    expect(await viewsOf('103')).toBe(statuses.filter((status) => status === 204).length);
  });
});

describe("the back office's figures", () => {
  it("give each row its views and inquiries, and one listing's 30 days with the same totals", async () => {
    for (const page of ['Prona: 100', 'Prona: 100', 'Prona: 101']) await server.siteStore.store()!.addMessage({ name: 'A', email: '', phone: '1', message: 'A është?', page });
    await server.siteStore.store()!.addMessage({ name: 'S', email: '', phone: '1', message: 'spam', page: 'Prona: 100' }, 'spam');
    await server.app.viewCounter!.flush();
    const rows = (await server.app.inject({ method: 'GET', url: '/admin/api/listings', headers: { cookie: admin.cookie } })).json<{ listings: AdminListingRow[] }>().listings;
    expect(rows.find((row) => row.id === '100')).toMatchObject({ views: 2, inquiries: 2 });
    expect(rows.find((row) => row.id === '101')).toMatchObject({ views: 1, inquiries: 1 });
    const one = await server.app.inject({ method: 'GET', url: '/admin/api/listings/100/views', headers: { cookie: admin.cookie } });
    expect(one.statusCode).toBe(200);
    const figures = one.json<AdminListingViews>();
    expect(figures.days).toHaveLength(30);
    expect(figures.days[0]!.day).toBe(figures.from);
    expect(figures.days.at(-1)).toEqual({ day: figures.to, views: 2 });
    expect(figures).toMatchObject({ views: 2, inquiries: 2 });
    expect((await server.app.inject({ method: 'GET', url: '/admin/api/listings/100/views' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/admin/api/listings/nuk-ka/views', headers: { cookie: admin.cookie } })).statusCode).toBe(404);
  });
});
