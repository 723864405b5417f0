/** The load test's printed table: one row per route, then the total. */
import type autocannon from 'autocannon';
import { table } from '../report';

export interface RouteResult {
  name: string;
  connections: number;
  result: autocannon.Result;
}

/** Answers outside 2xx by status, e.g. "429×3 503×1", or "0". */
export function non2xxByStatus(result: Pick<autocannon.Result, 'statusCodeStats'>): string {
  const entries = Object.entries(result.statusCodeStats ?? {})
    .filter(([status, { count = 0 }]) => !status.startsWith('2') && count > 0)
    .map(([status, { count }]) => `${status}×${count}`);
  return entries.length === 0 ? '0' : entries.join(' ');
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

export function formatLoadTable(rows: readonly RouteResult[]): string {
  const body = rows.map(({ name, connections, result }) => [
    name,
    String(connections),
    String(result.requests.total),
    fixed(result.requests.average),
    fixed(result.latency.p50),
    fixed(result.latency.p97_5),
    fixed(result.latency.p99),
    fixed(result.latency.max),
    String(result.errors),
    String(result.timeouts),
    non2xxByStatus(result),
  ]);
  const sum = (pick: (result: autocannon.Result) => number) => rows.reduce((total, row) => total + pick(row.result), 0);
  body.push([
    'all routes',
    String(rows.reduce((total, row) => total + row.connections, 0)),
    String(sum((r) => r.requests.total)),
    fixed(sum((r) => r.requests.average)),
    '',
    '',
    '',
    fixed(Math.max(...rows.map((row) => row.result.latency.max))),
    String(sum((r) => r.errors)),
    String(sum((r) => r.timeouts)),
    String(sum((r) => r.non2xx)),
  ]);
  return table(
    ['route', 'conns', 'requests', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'max ms', 'errors', 'timeouts', 'non-2xx'],
    body,
  );
}
