import { describe, expect, it } from 'vitest';
import { parseLoadArgs } from './args';
import { ContactLedger, MARKER, checkStore, storeIsExact } from './ledger';
import { non2xxByStatus } from './report';

const line = (message: string, id = message) => JSON.stringify({ id, receivedAt: '2026-11-22T06:00:00.000Z', message });

function ledgerWith(sent: number, acknowledged: number[]): ContactLedger {
  const ledger = new ContactLedger('t1');
  const markers = Array.from({ length: sent }, () => ledger.nextMarker());
  acknowledged.forEach((i) => ledger.acknowledge(markers[i] ?? ''));
  return ledger;
}

describe('ContactLedger', () => {
  it('gives every post its own marker, one the store check can find in a message', () => {
    const ledger = new ContactLedger('abc');
    const markers = Array.from({ length: 100 }, () => ledger.nextMarker());
    expect(new Set(markers).size).toBe(100);
    expect(MARKER.exec(`Mesazh prove ${markers[42]}\n\nFaqja: x`)?.[0]).toBe(markers[42]);
  });
});

describe('checkStore', () => {
  it('passes when every acknowledged post is stored once; posts in flight at the end may be stored too', () => {
    const ledger = ledgerWith(3, [0, 1]);
    const text = ['load-t1-0', 'load-t1-1', 'load-t1-2'].map((m) => line(`Mesazh prove ${m}`)).join('\n') + '\n';
    const check = checkStore(text, ledger);
    expect(check).toEqual({ stored: 3, missing: [], duplicated: [], unacknowledged: 1, foreign: 0, broken: 0 });
    expect(storeIsExact(check)).toBe(true);
  });

  it('fails on an acknowledged post that is missing, or one stored twice', () => {
    const ledger = ledgerWith(3, [0, 1, 2]);
    const text = [line('load-t1-0', 'a'), line('load-t1-0', 'b'), line('load-t1-2')].join('\n');
    const check = checkStore(text, ledger);
    expect(check.missing).toEqual(['load-t1-1']);
    expect(check.duplicated).toEqual(['load-t1-0']);
    expect(storeIsExact(check)).toBe(false);
  });

  it('fails on records this run never sent and on lines that are not JSON', () => {
    const ledger = ledgerWith(1, [0]);
    const check = checkStore([line('load-t1-0'), line('load-zz-9'), line('pa shenjë'), '{"id":"torn'].join('\n'), ledger);
    expect(check).toMatchObject({ missing: [], foreign: 2, broken: 1 });
    expect(storeIsExact(check)).toBe(false);
  });
});

describe('non2xxByStatus', () => {
  it('lists the answers outside 2xx by status', () => {
    expect(non2xxByStatus({ statusCodeStats: { '200': { count: 90 }, '429': { count: 3 }, '503': { count: 1 } } })).toBe('429×3 503×1');
    expect(non2xxByStatus({ statusCodeStats: { '200': { count: 5 } } })).toBe('0');
    expect(non2xxByStatus({})).toBe('0');
  });
});

describe('parseLoadArgs', () => {
  it('runs 20 s with 4 connections per page route on port 4380 unless told', () => {
    expect(parseLoadArgs([])).toEqual({ durationSeconds: 20, connections: 4, port: 4380, listings: 0 });
    expect(parseLoadArgs(['--', '--duration', '5', '--connections', '8', '--port', '4470', '--listings', '100000'])).toEqual({
      durationSeconds: 5,
      connections: 8,
      port: 4470,
      listings: 100_000,
    });
  });

  it('is bounded in time and refuses what is not a whole number in range', () => {
    expect(() => parseLoadArgs(['--duration', '601'])).toThrow(/--duration/);
    expect(() => parseLoadArgs(['--duration', '0'])).toThrow(/--duration/);
    expect(() => parseLoadArgs(['--connections', '2.5'])).toThrow(/--connections/);
    expect(() => parseLoadArgs(['--port', '80'])).toThrow(/--port/);
  });
});
