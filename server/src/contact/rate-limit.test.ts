/**
 * The contact rate limit for posts handled together (in one event-loop turn, as `inject`
 * hands them over): the first posts up to the limit are taken, only the rest refused.
 * The plugin's own store refused all of them, the first ones too.
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from 'shared/site';
import { contactPlugin } from '../plugins/contact';
import type { NewContactMessage } from '../store';

let apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

async function server(stored: NewContactMessage[], rateLimit: number, rateWindowMs = 60_000) {
  const app = Fastify();
  apps.push(app);
  await app.register(contactPlugin, {
    messages: { addMessage: (async (message: NewContactMessage) => stored.push(message)) as never },
    contact: { rateLimit, rateWindowMs, trustProxy: false },
    site,
  });
  return app;
}

const valid = { 'form-name': 'contact', name: 'Arta', email: '', phone: '+383 44 123 456', message: 'A është ende në shitje?', 'bot-field': '' };

const post = (app: ReturnType<typeof Fastify>, message: string, accept: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
    payload: new URLSearchParams({ ...valid, message }).toString(),
  });

describe('the contact rate limit under posts that arrive together', () => {
  for (const accept of ['application/json', 'text/html']) {
    it(`takes the first posts up to the limit and refuses only the rest (${accept})`, async () => {
      const stored: NewContactMessage[] = [];
      const app = await server(stored, 3);
      const markers = Array.from({ length: 10 }, (_, i) => `njëkohësisht ${i}`);
      const responses = await Promise.all(markers.map((marker) => post(app, marker, accept)));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      for (const response of responses.filter((r) => r.statusCode === 429)) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(stored.map((message) => message.message).sort()).toEqual(markers.filter((_, i) => statuses[i] === 200).sort());
    });
  }

  it('counts each client apart, and a new window takes posts again', async () => {
    const stored: NewContactMessage[] = [];
    const app = await server(stored, 2, 300);
    const burst = (address: string, from: number) =>
      Promise.all(Array.from({ length: 4 }, (_, i) => post(app, `${address} ${from + i}`, 'application/json', address)));
    const [first, second] = await Promise.all([burst('10.0.0.1', 0), burst('10.0.0.2', 0)]);
    expect(first.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429]);
    expect(second.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429]);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const later = await burst('10.0.0.1', 10);
    expect(later.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429]);
    expect(stored).toHaveLength(6);
  });
});
