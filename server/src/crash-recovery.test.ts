/**
 * The production server killed with SIGKILL in the middle of a stream of contact posts, twice,
 * and started again on the same DATA_DIR: it starts cleanly, every post it acknowledged is in
 * its store (SQLite, WAL, synchronous=FULL) exactly once, nothing else is, and it takes new posts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { postForm, startServer, storedMessages as storeMessages, type RunningServer } from './contact/test-server';

const root = path.resolve(import.meta.dirname, '../..');
const ENV = { CONTACT_RATE_LIMIT: '1000000' };
/** Posting loops running at once, so several posts are in flight when the kill comes. */
const POSTERS = 8;
/** The kill comes once this many posts of a round have been acknowledged. */
const ACKS_BEFORE_KILL = 150;

const form = (message: string) => ({
  'form-name': 'contact',
  name: 'Besa Gashi',
  email: '',
  phone: '+383 49 555 010',
  message,
  'bot-field': '',
});

interface Load {
  sent: Set<string>;
  acknowledged: Set<string>;
  /** Statuses other than 200 that came back. */
  refused: number[];
}

/** Posts from POSTERS loops until the server stops answering. */
function postUntilDown(server: RunningServer, round: number, load: Load): Promise<void> {
  const loop = async (poster: number) => {
    for (let i = 0; ; i++) {
      const message = `crash round ${round} poster ${poster} post ${i}`;
      load.sent.add(message);
      try {
        const response = await postForm(server, form(message));
        await response.arrayBuffer();
        if (response.status === 200) load.acknowledged.add(message);
        else load.refused.push(response.status);
      } catch {
        return; // The server is gone: this post may or may not have been stored.
      }
    }
  };
  return Promise.all(Array.from({ length: POSTERS }, (_, poster) => loop(poster))).then(() => undefined);
}

/** The messages' texts in the store, newest first. */
async function storedMessages(dataDir: string): Promise<string[]> {
  return (await storeMessages(dataDir)).map((record) => record.message);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-recovery-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server killed under load', () => {
  it('restarts cleanly after SIGKILL, twice, losing and doubling no acknowledged message', async () => {
    const load: Load = { sent: new Set(), acknowledged: new Set(), refused: [] };
    const afterRestart: string[] = [];
    let server = await startServer({ DATA_DIR: dataDir, ...ENV });
    try {
      for (const round of [1, 2]) {
        const before = load.acknowledged.size;
        const posting = postUntilDown(server, round, load);
        while (load.acknowledged.size - before < ACKS_BEFORE_KILL && server.child.exitCode === null) await sleep(5);
        server.child.kill('SIGKILL');
        await Promise.all([posting, server.exited]);
        expect(server.child.signalCode).toBe('SIGKILL');
        expect(load.acknowledged.size - before).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

        server = await startServer({ DATA_DIR: dataDir, ...ENV });
        expect((await fetch(`${server.url}/assets/data/listings.json`)).status).toBe(200);
        // Without a build the server answers pages with 503 "not built" (the unit tests run before `pnpm build`).
        const built = fs.existsSync(path.join(root, 'shell/dist/index.html'));
        expect((await fetch(`${server.url}/pronat`)).status).toBe(built ? 200 : 503);

        const stored = await storedMessages(dataDir);
        console.log(
          `crash round ${round}: ${load.sent.size} posts sent so far, ${load.acknowledged.size} acknowledged, ` +
            `${stored.length} stored after the restart`,
        );
        const counts = new Map<string, number>();
        stored.forEach((message) => counts.set(message, (counts.get(message) ?? 0) + 1));
        expect([...load.acknowledged].filter((message) => counts.get(message) !== 1)).toEqual([]);
        expect([...counts].filter(([message, n]) => n !== 1 || !(load.sent.has(message) || afterRestart.includes(message)))).toEqual([]);

        const next = `after restart ${round}`;
        expect((await postForm(server, form(next))).status).toBe(200);
        afterRestart.push(next);
        expect((await storedMessages(dataDir))[0]).toBe(next);
      }
      expect(load.refused).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 150_000);
});
