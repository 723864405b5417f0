/** A session ends after the set time without a request, and not while it is used. */
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { openStore } from '../store';
import { tempDir } from '../test-app';
import { adminPlugin } from './plugin';
import { signedInAdmin } from './testing';

let clock = Date.parse('2026-11-25T08:00:00Z');
const store = await openStore({ dataDir: tempDir('admin-expiry-') }, () => new Date(clock));
const app = Fastify();
await app.register(adminPlugin, { store, idleMinutes: 30, now: () => clock });
afterAll(async () => {
  await app.close();
  await store.close();
});

const minutes = (n: number) => n * 60_000;
const listings = (cookie: string) => app.inject({ method: 'GET', url: '/admin/api/listings', headers: { cookie } });

it('expires after 30 idle minutes; each request moves the deadline on', async () => {
  const admin = await signedInAdmin(app);
  clock += minutes(29);
  expect((await listings(admin.cookie)).statusCode).toBe(200);
  clock += minutes(29);
  expect((await listings(admin.cookie)).statusCode).toBe(200);
  clock += minutes(31);
  expect((await listings(admin.cookie)).statusCode).toBe(401);
});
