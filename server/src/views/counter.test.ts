/**
 * The counter on a real SQLite store: each visitor once per listing and day (the agency's day,
 * Europe/Belgrade), the agency's browsers left out, batches written later, and a store fault that
 * costs no page and loses no count once the store takes writes again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store';
import { tempDir } from '../test-app';
import { ViewCounter } from './counter';
import { DailyVisitors } from './visitors';
import { uncountable } from './uncountable';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESK = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const arta = { ip: '203.0.113.7', userAgent: PHONE };
const besa = { ip: '203.0.113.8', userAgent: PHONE };

const stores: Store[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

async function counterAt(clock: { now: Date }, visitors?: DailyVisitors) {
  const store = await openStore({ dataDir: tempDir('views-') });
  stores.push(store);
  const lines: string[] = [];
  // A flush only when the test asks for one.
  const counter = new ViewCounter({ store: store.listingViews, now: () => clock.now, flushMs: 60_000, log: (line) => lines.push(line) }, visitors);
  return { store, counter, lines };
}

describe('the listing views counter', () => {
  it('counts a visitor once per listing and day, each listing and each visitor apart, and writes on flush', async () => {
    const clock = { now: new Date('2026-11-30T10:00:00.000Z') };
    const { store, counter } = await counterAt(clock);
    expect(counter.count(arta, '7')).toBe('counted');
    expect(counter.count(arta, '7')).toBe('repeat');
    expect(counter.count(arta, '8')).toBe('counted');
    expect(counter.count(besa, '7')).toBe('counted');
    // The same address with another browser is another visitor (two phones behind one router).
    expect(counter.count({ ...arta, userAgent: DESK }, '7')).toBe('counted');
    expect(await store.listingViews.totalsSince('2026-11-01')).toEqual(new Map());
    await counter.flush();
    expect(await store.listingViews.totalsSince('2026-11-01')).toEqual(new Map([['7', 3], ['8', 1]]));
  });

  it("counts again on the next day in Kosovo: 23:59 and 00:00 Belgrade are two days, whatever UTC's date", async () => {
    const clock = { now: new Date('2026-11-30T22:59:00.000Z') }; // 23:59 in Prishtina
    const { store, counter } = await counterAt(clock);
    expect(counter.count(arta, '7')).toBe('counted');
    clock.now = new Date('2026-11-30T23:00:00.000Z'); // 00:00 on 1 December there, still 30 November in UTC
    expect(counter.count(arta, '7')).toBe('counted');
    expect(counter.count(arta, '7')).toBe('repeat');
    await counter.flush();
    expect(await store.listingViews.daysOf('7', '2026-11-01')).toEqual([
      { day: '2026-11-30', views: 1 },
      { day: '2026-12-01', views: 1 },
    ]);
  });

  it("leaves out the views of a browser whose back office was open today, and only that browser's", async () => {
    const clock = { now: new Date('2026-11-30T10:00:00.000Z') };
    const { counter } = await counterAt(clock);
    counter.noteAgency(arta);
    expect(counter.count(arta, '7')).toBe('agency');
    expect(counter.count(besa, '7')).toBe('counted');
    // The next day the agent is a visitor again until their back office is open.
    clock.now = new Date('2026-12-01T10:00:00.000Z');
    expect(counter.count(arta, '7')).toBe('counted');
  });

  it('stops counting new views when a day holds as many as it may remember, and starts again the next day', async () => {
    const clock = { now: new Date('2026-11-30T10:00:00.000Z') };
    const { counter } = await counterAt(clock, new DailyVisitors(2));
    expect(counter.count(arta, '1')).toBe('counted');
    expect(counter.count(arta, '2')).toBe('counted');
    expect(counter.count(arta, '3')).toBe('full');
    clock.now = new Date('2026-12-01T10:00:00.000Z');
    expect(counter.count(arta, '3')).toBe('counted');
  });

  it('keeps counting through a store fault, logs it once, and writes every count once the store takes writes again', async () => {
    const clock = { now: new Date('2026-11-30T10:00:00.000Z') };
    const store = await openStore({ dataDir: tempDir('views-') });
    stores.push(store);
    let broken = true;
    const lines: string[] = [];
    // The real store behind a switch that fails its writes as a full disk would.
    const faulty = {
      add: (counts: Parameters<Store['listingViews']['add']>[0]) => (broken ? Promise.reject(new Error('SQLITE_FULL: database or disk is full')) : store.listingViews.add(counts)),
      prune: (day: string) => (broken ? Promise.reject(new Error('SQLITE_FULL: database or disk is full')) : store.listingViews.prune(day)),
    };
    const counter = new ViewCounter({ store: faulty, now: () => clock.now, flushMs: 60_000, log: (line) => lines.push(line) });
    expect(counter.count(arta, '7')).toBe('counted');
    await expect(counter.flush()).resolves.toBeUndefined();
    expect(counter.count(besa, '7')).toBe('counted');
    await counter.flush();
    expect(lines).toEqual([expect.stringContaining('could not be written')]);
    broken = false;
    await counter.close();
    expect(await store.listingViews.totalsSince('2026-11-01')).toEqual(new Map([['7', 2]]));
    expect(lines).toHaveLength(2);
  });

  it('prunes the days past 90 at its first write of a day', async () => {
    const clock = { now: new Date('2026-11-30T10:00:00.000Z') };
    const { store, counter } = await counterAt(clock);
    await store.listingViews.add([
      { listingId: '7', day: '2026-09-01', views: 4 },
      { listingId: '7', day: '2026-09-02', views: 5 },
    ]);
    counter.count(arta, '7');
    await counter.flush();
    // 90 days, today's included, begin on 2 September.
    expect(await store.listingViews.daysOf('7', '2000-01-01')).toEqual([
      { day: '2026-09-02', views: 5 },
      { day: '2026-11-30', views: 1 },
    ]);
  });
});

describe('requests that are not a person looking', () => {
  it('are crawlers, tools and headless browsers (isbot), requests without a browser, and prefetches', () => {
    expect(uncountable({ 'user-agent': PHONE })).toBeNull();
    expect(uncountable({ 'user-agent': DESK })).toBeNull();
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.31.0',
      '',
    ]) {
      expect(uncountable({ 'user-agent': bot }), bot).toBe('bot');
    }
    expect(uncountable({})).toBe('bot');
    expect(uncountable({ 'user-agent': PHONE, 'sec-purpose': 'prefetch' })).toBe('prefetch');
    expect(uncountable({ 'user-agent': PHONE, 'sec-purpose': 'prefetch;prerender' })).toBe('prefetch');
    expect(uncountable({ 'user-agent': PHONE, purpose: 'prefetch' })).toBe('prefetch');
    expect(uncountable({ 'user-agent': PHONE, 'x-moz': 'prefetch' })).toBe('prefetch');
  });
});
