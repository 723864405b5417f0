/**
 * The map remote's own benchmark (mfe-map/bench, written by the map's team): the map alone
 * with 1,000 and 10,000 synthetic listings. Run as it is and its table kept; its rows are
 * read when they have the expected columns, so the budgets can use them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

export interface MapRemoteRow {
  listings: number;
  dataToClustersMs: number;
  startToClustersMs: number;
  longTasks: number;
  longestTaskMs: number;
  hoverMedianMs: number;
  hoverP95Ms: number;
  hoverMaxMs: number;
}

export interface MapRemoteBench {
  command: string;
  output: string;
  rows: MapRemoteRow[];
}

export const MAP_REMOTE_BENCH = path.join(repoRoot, 'mfe-map/bench/run.ts');

const number = (text: string | undefined): number => Number((text ?? '').replace(/,/g, '').replace(/ ?ms$/, ''));

/** Reads rows like `10,000  41 ms  230 ms  0 (0.00 ms)  0.40 ms / 0.90 ms / 2.10 ms  0`. */
export function parseMapRemoteTable(output: string): MapRemoteRow[] {
  const rows: MapRemoteRow[] = [];
  for (const line of output.split('\n')) {
    const cells = line.trim().split(/\s{2,}/);
    if (cells.length < 5 || !/^\d{1,3}(,\d{3})*$/.test(cells[0] ?? '')) continue;
    const tasks = /^(\d+) \(([\d.]+) ms\)$/.exec(cells[3] ?? '');
    const hover = (cells[4] ?? '').split('/').map((part) => number(part.trim()));
    const row: MapRemoteRow = {
      listings: number(cells[0]),
      dataToClustersMs: number(cells[1]),
      startToClustersMs: number(cells[2]),
      longTasks: Number(tasks?.[1]),
      longestTaskMs: Number(tasks?.[2]),
      hoverMedianMs: hover[0] ?? Number.NaN,
      hoverP95Ms: hover[1] ?? Number.NaN,
      hoverMaxMs: hover[2] ?? Number.NaN,
    };
    if (Object.values(row).every(Number.isFinite)) rows.push(row);
  }
  return rows;
}

/** Runs `pnpm --filter mfe-map bench`; null when the map remote has no benchmark. */
export function runMapRemoteBench(runs: number): MapRemoteBench | null {
  if (!fs.existsSync(MAP_REMOTE_BENCH)) return null;
  const args = ['--filter', 'mfe-map', 'bench', `--runs=${runs}`];
  const child = spawnSync('pnpm', args, { cwd: repoRoot, encoding: 'utf8', timeout: 15 * 60_000, maxBuffer: 16 * 1024 * 1024 });
  const output = `${child.stdout ?? ''}${child.status === 0 ? '' : `\n(exit ${child.status ?? child.signal}) ${child.stderr ?? ''}`}`;
  const table = output.slice(Math.max(0, output.indexOf('mfe-map benchmark')));
  return { command: `pnpm ${args.join(' ')}`, output: table.trim(), rows: parseMapRemoteTable(table) };
}
