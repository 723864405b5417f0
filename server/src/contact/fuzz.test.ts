/**
 * Fuzz: a few thousand random POST bodies against the real contact handler on a loopback
 * server — random bytes; huge, duplicated, unicode and badly escaped fields; wrong and missing
 * content types; JSON and multipart; bodies over the limit, chunked, or left half-sent — mixed
 * with valid ones. Every answer must be a defined status, every accepted body stored exactly
 * once, nothing else stored, and every stored record whole. An abandoned post leaves no line in
 * the log.
 *
 * The run is fixed by its seed, printed at the start: CONTACT_FUZZ_SEED=<n> replays or varies
 * it, CONTACT_FUZZ_CASES=<n> changes the number of bodies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MARKER_PATTERN, makeCases, type FuzzCase } from './fuzz/cases';
import { createRandom } from './fuzz/random';
import { sendRaw, type RawAnswer } from './fuzz/send';
import { readConfig } from '../config';
import { startTestApp, type TestApp } from '../test-app';
import { openStore, type StoredMessage } from '../store';

const SEED = Number(process.env.CONTACT_FUZZ_SEED || 20261122);
const CASES = Number(process.env.CONTACT_FUZZ_CASES || 3000);
const CONCURRENCY = 16;
/** What the endpoint answers: 200 for a stored message (or a honeypot catch), else a 4xx. */
const DEFINED_STATUSES = new Set([200, 400, 404, 413, 415, 429]);

interface Outcome {
  fuzzCase: FuzzCase;
  answer: RawAnswer;
}

interface StoredLine {
  /** The record as JSON, where the cases' markers are looked for. */
  line: string;
  record: StoredMessage;
  cases: number[];
}

/** Every stored message (or honeypot catch) with the cases whose markers it holds. */
async function readStore(dataDir: string, spam: boolean): Promise<{ lines: StoredLine[] }> {
  const store = await openStore({ dataDir });
  try {
    const records = await store.listMessages({ spam });
    return {
      lines: records.map((record) => {
        const line = JSON.stringify(record);
        return { line, record, cases: [...new Set([...line.matchAll(MARKER_PATTERN)].map((m) => Number(m[1])))] };
      }),
    };
  } finally {
    await store.close();
  }
}

async function runAll(port: number, cases: FuzzCase[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const fuzzCase = cases[next++] as FuzzCase;
      outcomes.push({ fuzzCase, answer: await sendRaw(port, fuzzCase.request) });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes.sort((a, b) => a.fuzzCase.index - b.fuzzCase.index);
}

describe(`the contact endpoint under ${CASES} random bodies (seed ${SEED})`, () => {
  // In memory where there is a tmpfs: this test is about what is stored, not about the disk
  // (the crash test is), and thousands of fsyncs on a busy disk would take most of its time.
  const dataDir = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'contact-fuzz-'));
  const handlerFailures: string[] = [];
  const logged: string[] = [];
  let outcomes: Outcome[] = [];
  let messages: Awaited<ReturnType<typeof readStore>>;
  let spam: Awaited<ReturnType<typeof readStore>>;
  let server: TestApp;

  beforeAll(async () => {
    console.log(`contact fuzz: seed ${SEED}, ${CASES} bodies (CONTACT_FUZZ_SEED / CONTACT_FUZZ_CASES to change)`);
    // The production server; a request that fails in a handler (a 500) is also a finding.
    const contact = { ...readConfig({}).contact, rateLimit: 1_000_000 };
    server = await startTestApp({ dataDir, contact });
    const started = Date.now();
    // What the server logs while the bodies come (the fuzz's own lines go to console.log).
    const spies = (['error', 'warn'] as const).map((level) => vi.spyOn(console, level).mockImplementation((line: unknown) => void logged.push(String(line))));
    try {
      outcomes = await runAll(Number(new URL(server.origin).port), makeCases(createRandom(SEED), CASES));
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    for (const { fuzzCase, answer } of outcomes) {
      if ((answer.status ?? 0) >= 500) handlerFailures.push(`#${fuzzCase.index} ${fuzzCase.kind}: ${answer.status}`);
    }
    messages = await readStore(dataDir, false);
    spam = await readStore(dataDir, true);

    const tally = new Map<string, number>();
    for (const { fuzzCase, answer } of outcomes) {
      const key = `${fuzzCase.kind} → ${answer.status ?? 'no answer'}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    console.log(
      `contact fuzz: ${outcomes.length} bodies in ${Date.now() - started} ms, ${messages.lines.length} stored, ` +
        `${spam.lines.length} honeypot catches\n` +
        [...tally].sort().map(([key, n]) => `  ${key}: ${n}`).join('\n'),
    );
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const casesIn = (store: Awaited<ReturnType<typeof readStore>>, index: number) =>
    store.lines.filter((stored) => stored.cases.includes(index));
  const label = ({ fuzzCase, answer }: Outcome) =>
    `#${fuzzCase.index} ${fuzzCase.kind} → ${answer.status ?? `no answer${answer.timedOut ? ' (timed out)' : ''}`}`;

  it('never fails in the handler and answers every finished request with a defined status', () => {
    expect(handlerFailures).toEqual([]);
    // Hundreds of posts were abandoned mid-body: a client leaving is no fault of the server's.
    expect(logged).toEqual([]);
    const undefinedAnswers = outcomes.filter(({ fuzzCase, answer }) =>
      fuzzCase.expect.outcome === 'abandoned'
        ? answer.timedOut || (answer.status !== null && !DEFINED_STATUSES.has(answer.status))
        : answer.status === null || !DEFINED_STATUSES.has(answer.status),
    );
    expect(undefinedAnswers.map(label)).toEqual([]);
  });

  it('answers each kind of body as it must', () => {
    const wrong = outcomes.filter(({ fuzzCase: { expect: expected }, answer: { status } }) => {
      switch (expected.outcome) {
        case 'stored':
        case 'spam':
          return status !== 200;
        case 'refused':
          return status !== expected.status;
        case 'either':
          return false;
        case 'abandoned':
          return status !== null && status < 300;
      }
    });
    expect(wrong.map(label)).toEqual([]);
    // The mix really holds every kind of answer, so the checks below are not vacuous.
    const statuses = new Set(outcomes.map(({ answer }) => answer.status));
    for (const status of [200, 400, 404, 413, 415, null]) expect(statuses).toContain(status);
  });

  it('stores every accepted body exactly once, with the fields it was sent with', () => {
    const problems: string[] = [];
    for (const outcome of outcomes) {
      const { fuzzCase, answer } = outcome;
      const inMessages = casesIn(messages, fuzzCase.index);
      const inSpam = casesIn(spam, fuzzCase.index);
      const accepted = answer.status !== null && answer.status < 300;
      const expectedCopies = accepted ? 1 : 0;
      if (inMessages.length + inSpam.length !== expectedCopies) {
        problems.push(`${label(outcome)}: stored ${inMessages.length} + ${inSpam.length} times`);
      }
      if (fuzzCase.expect.outcome === 'spam' && inMessages.length > 0) problems.push(`${label(outcome)}: spam kept as a message`);
      if (fuzzCase.expect.outcome === 'stored' && accepted) {
        const record = inMessages[0]?.record;
        const { name, email, phone, message, page } = record ?? {};
        if (JSON.stringify({ name, email, phone, message, page }) !== JSON.stringify(fuzzCase.expect.fields)) {
          problems.push(`${label(outcome)}: stored ${JSON.stringify(record)}, sent ${JSON.stringify(fuzzCase.expect.fields)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(messages.lines.length).toBeGreaterThan(CASES / 5);
  });

  it('stores nothing that no accepted body sent, and every record whole', () => {
    for (const store of [messages, spam]) {
      const broken = store.lines.filter(
        ({ record, cases }) =>
          cases.length !== 1 ||
          !(['id', 'receivedAt', 'name', 'email', 'phone', 'message', 'page'] as const).every((key) => typeof record[key] === 'string'),
      );
      expect(broken.map(({ line }) => line.slice(0, 200))).toEqual([]);
    }
    const ids = [...messages.lines, ...spam.lines].map(({ record }) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
