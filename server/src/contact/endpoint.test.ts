/**
 * The contact endpoint against the real production server, in a child process with its own
 * DATA_DIR (its SQLite store): what is stored, what is refused, the honeypot, the rate limit, concurrency and a
 * kill right after an answer.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages, postForm, startServer, storedMessages } from './test-server';

const valid = {
  'form-name': 'contact',
  name: 'Arta Krasniqi',
  email: 'arta@example.com',
  phone: '+383 44 123 456',
  message: 'A është banesa ende në shitje?\n\nProna: 1043',
  'bot-field': '',
};

const dataDirs: string[] = [];
function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-endpoint-'));
  dataDirs.push(dir);
  return dir;
}
afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const stored = (dir: string, spam = false) => storedMessages(dir, { spam });

/** Sends the headers and part of a form body, then drops the connection (a visitor gone mid-post). */
function abandonPost(url: string, partial: string, reset: boolean): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      const head = `POST / HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 4000\r\n\r\n`;
      // Gone the moment the request's head is out, or after part of the body.
      socket.write(`${head}${partial}`, () => (reset ? socket.resetAndDestroy() : socket.destroy()));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

describe('POST / on the production server', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dir: string;

  beforeAll(async () => {
    dir = newDataDir();
    server = await startServer({ DATA_DIR: dir, CONTACT_RATE_LIMIT: '1000' });
  }, 30_000);
  afterAll(() => server?.stop());

  it('stores a valid message before answering 200, and `pnpm messages --json` lists it', async () => {
    const response = await postForm(server, valid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const [record] = await stored(dir);
    expect(record).toMatchObject({
      state: 'new',
      name: 'Arta Krasniqi',
      email: 'arta@example.com',
      phone: '+383 44 123 456',
      message: 'A është banesa ende në shitje?',
      page: 'Prona: 1043',
    });
    expect(Date.parse(record?.receivedAt ?? '')).not.toBeNaN();

    const listed = (await listMessages(dir)) as Record<string, string>[];
    expect(listed).toEqual([
      {
        name: 'Arta Krasniqi',
        email: 'arta@example.com',
        phone: '+383 44 123 456',
        message: 'A është banesa ende në shitje?',
        page: 'Prona: 1043',
        receivedAt: record?.receivedAt,
      },
    ]);
  }, 30_000);

  it.each([
    ['a missing phone', { phone: '' }, { error: 'invalid-field', field: 'phone', reason: 'required' }],
    ['a blank message', { message: '  \n ' }, { error: 'invalid-field', field: 'message', reason: 'required' }],
    ['an oversized name', { name: 'a'.repeat(101) }, { error: 'invalid-field', field: 'name', reason: 'tooLong' }],
    ['an oversized message', { message: 'a'.repeat(2600) }, { error: 'invalid-field', field: 'message', reason: 'tooLong' }],
    ['an e-mail that is none', { email: 'arta@' }, { error: 'invalid-field', field: 'email', reason: 'invalidEmail' }],
    ['an unknown form name', { 'form-name': 'newsletter' }, { error: 'unknown-form' }],
  ])('answers 400 to %s and stores nothing', async (_case, change, problem) => {
    const before = (await stored(dir)).length;
    const response = await postForm(server, { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, ...problem });
    expect(await stored(dir)).toHaveLength(before);
  });

  it('answers 400 to a post without a form name', async () => {
    const response = await postForm(server, Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'form-name')));
    expect(response.status).toBe(400);
  });

  it.each(['application/json', 'multipart/form-data; boundary=x', 'text/plain'])(
    'answers 415 to %s and stores nothing',
    async (contentType) => {
      const before = (await stored(dir)).length;
      const response = await postForm(server, valid, { contentType });
      expect(response.status).toBe(415);
      expect(await stored(dir)).toHaveLength(before);
    },
  );

  it.each(['gzip', 'deflate', 'br', 'identity, gzip'])('answers 415 to a form body sent %s-encoded, never inflated, and stores nothing', async (encoding) => {
    const before = (await stored(dir)).length;
    const form = Buffer.from(new URLSearchParams(valid).toString());
    const body = encoding === 'br' ? zlib.brotliCompressSync(form) : encoding === 'deflate' ? zlib.deflateSync(form) : zlib.gzipSync(form);
    const response = await fetch(`${server.url}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Encoding': encoding },
      body,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ ok: false, error: 'unsupported-content-encoding' });
    expect(await stored(dir)).toHaveLength(before);
  });

  it('answers 413 to a body over 32 KB and stores nothing', async () => {
    const before = (await stored(dir)).length;
    const response = await postForm(server, { ...valid, message: 'a'.repeat(40 * 1024) });
    expect(response.status).toBe(413);
    expect(await stored(dir)).toHaveLength(before);
  });

  it('says nothing in the log about posts their clients abandoned mid-body, and stores nothing', async () => {
    const before = (await stored(dir)).length;
    const logged = server.output().length;
    for (let i = 0; i < 10; i++) await Promise.all([abandonPost(server.url, '', true), abandonPost(server.url, 'form-name=contact&name=Arta', i % 2 === 0)]);
    // The server notices a dropped connection at once; give a failing handler time to log.
    await sleep(500);
    expect(server.output().slice(logged)).toBe('');
    expect(await stored(dir)).toHaveLength(before);
    expect((await postForm(server, { ...valid, message: 'pas braktisjes' })).status).toBe(200);
  });

  it('answers 404 to a post anywhere but the root', async () => {
    const response = await postForm(server, valid, { path: '/kontakti' });
    expect(response.status).toBe(404);
  });

  it('answers a filled honeypot like a success but keeps it apart from the messages', async () => {
    const before = (await stored(dir)).length;
    const response = await postForm(server, { ...valid, message: 'Fitoni para tani', 'bot-field': 'http://spam' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await stored(dir)).toHaveLength(before);
    expect((await stored(dir, true)).map((m) => [m.message, m.state])).toEqual([['Fitoni para tani', 'spam']]);
    expect(await listMessages(dir, '--spam')).toHaveLength(1);
    // `pnpm messages` is a process of its own (tsx compiles it first): seconds on a busy machine.
  }, 30_000);

  it('stores two hundred concurrent posts, each exactly once and whole', async () => {
    const before = (await stored(dir)).length;
    const markers = Array.from({ length: 200 }, (_, i) => `njëkohësisht-${i}`);
    const responses = await Promise.all(markers.map((marker) => postForm(server, { ...valid, message: marker })));
    expect(responses.map((r) => r.status)).toEqual(markers.map(() => 200));

    const all = await stored(dir);
    expect(all).toHaveLength(before + 200);
    const texts = all.map((m) => m.message).filter((text) => text.startsWith('njëkohësisht-'));
    expect(texts.sort()).toEqual([...markers].sort());
  }, 30_000);
});

describe('the rate limit', () => {
  it('refuses the post past the limit per client with 429 and Retry-After, storing nothing', async () => {
    const dir = newDataDir();
    const server = await startServer({ DATA_DIR: dir, CONTACT_RATE_LIMIT: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await postForm(server, { ...valid, message: `mesazhi ${i}` })).status).toBe(200);
      const refused = await postForm(server, { ...valid, message: 'i katërti' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await stored(dir)).map((m) => m.message).sort()).toEqual(['mesazhi 0', 'mesazhi 1', 'mesazhi 2']);
    } finally {
      await server.stop();
    }
  }, 30_000);

  it('holds for posts that arrive together: the first ones up to the limit are stored, the rest refused', async () => {
    const dir = newDataDir();
    const server = await startServer({ DATA_DIR: dir, CONTACT_RATE_LIMIT: '3' });
    try {
      const markers = Array.from({ length: 12 }, (_, i) => `tufë ${i}`);
      // Half as the app posts (JSON), half as a browser's own form does (a page): one counter.
      const responses = await Promise.all(
        markers.map((message, i) =>
          fetch(`${server.url}/`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: i % 2 === 0 ? 'application/json' : 'text/html' },
            body: new URLSearchParams({ ...valid, message }).toString(),
          }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(9);
      const taken = markers.filter((_, i) => statuses[i] === 200);
      expect((await stored(dir)).map((m) => m.message).sort()).toEqual(taken.sort());
    } finally {
      await server.stop();
    }
  }, 30_000);

  it('is five posts a minute unless configured', async () => {
    const dir = newDataDir();
    const server = await startServer({ DATA_DIR: dir, CONTACT_RATE_LIMIT: '' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await postForm(server, valid)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await server.stop();
    }
  }, 30_000);
});

describe('a server killed right after answering', () => {
  it('still has every answered message after a restart', async () => {
    const dir = newDataDir();
    const first = await startServer({ DATA_DIR: dir, CONTACT_RATE_LIMIT: '1000' });
    const answered: string[] = [];
    let killed = false;
    // Many posts in flight; the process is killed the moment the first answer arrives.
    const posts = Array.from({ length: 40 }, (_, i) => `para vrasjes ${i}`).map((message) =>
      postForm(first, { ...valid, message }).then(
        (response) => {
          if (response.ok) answered.push(message);
          if (!killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        },
        () => undefined,
      ),
    );
    await Promise.all(posts);
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(answered.length).toBeGreaterThan(0);

    const second = await startServer({ DATA_DIR: dir, CONTACT_RATE_LIMIT: '1000' });
    try {
      expect((await postForm(second, { ...valid, message: 'pas rinisjes' })).status).toBe(200);
      const listed = ((await listMessages(dir)) as { message: string }[]).map((m) => m.message);
      for (const message of answered) expect(listed).toContain(message);
      expect(listed[0]).toBe('pas rinisjes');
    } finally {
      await second.stop();
    }
  }, 60_000);
});
