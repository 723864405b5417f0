/**
 * The contact posts of a load run: every marker sent, the ones the server acknowledged with a
 * 2xx, and the check of the server's store against them.
 */

export class ContactLedger {
  readonly sent = new Set<string>();
  readonly acknowledged = new Set<string>();
  private count = 0;

  constructor(private readonly runId: string) {}

  /** A marker no other post of any run carries. */
  nextMarker(): string {
    const marker = `load-${this.runId}-${this.count++}`;
    this.sent.add(marker);
    return marker;
  }

  acknowledge(marker: string): void {
    this.acknowledged.add(marker);
  }
}

export const MARKER = /load-[a-z0-9]+-\d+/;

export interface StoreCheck {
  /** Records in the store. */
  stored: number;
  /** Acknowledged but not stored. */
  missing: string[];
  /** Stored more than once. */
  duplicated: string[];
  /** Stored whole but never acknowledged: the run ended while they were in flight. */
  unacknowledged: number;
  /** Records no post of this run sent, and lines that are not JSON records. */
  foreign: number;
  broken: number;
}

/** Reads the stored messages, one JSON record per line (`text`), against what was sent and acknowledged. */
export function checkStore(text: string, ledger: Pick<ContactLedger, 'sent' | 'acknowledged'>): StoreCheck {
  const lines = text.split('\n').filter((line) => line !== '');
  const counts = new Map<string, number>();
  let broken = 0;
  let foreign = 0;
  for (const line of lines) {
    let message: unknown;
    try {
      message = (JSON.parse(line) as { message?: unknown }).message;
    } catch {
      broken++;
      continue;
    }
    const marker = typeof message === 'string' ? MARKER.exec(message)?.[0] : undefined;
    if (marker === undefined || !ledger.sent.has(marker)) {
      foreign++;
      continue;
    }
    counts.set(marker, (counts.get(marker) ?? 0) + 1);
  }
  return {
    stored: lines.length,
    missing: [...ledger.acknowledged].filter((marker) => !counts.has(marker)),
    duplicated: [...counts].filter(([, n]) => n > 1).map(([marker]) => marker),
    unacknowledged: [...counts.keys()].filter((marker) => !ledger.acknowledged.has(marker)).length,
    foreign,
    broken,
  };
}

export const storeIsExact = (check: StoreCheck): boolean =>
  check.missing.length === 0 && check.duplicated.length === 0 && check.foreign === 0 && check.broken === 0;
