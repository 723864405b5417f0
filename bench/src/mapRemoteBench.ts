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
  /** First clusters with the data held back until the map was up (NaN in tables without it). */
  clusteringAloneMs: number;
  clusteringAloneLongTasks: number;
  clusteringAloneLongestTaskMs: number;
}

export interface MapRemoteBench {
  command: string;
  output: string;
  rows: MapRemoteRow[];
}

export const MAP_REMOTE_BENCH = path.join(repoRoot, 'mfe-map/bench/run.ts');

const number = (text: string | undefined): number => Number((text ?? '').trim().replace(/,/g, '').replace(/\s*ms$/, ''));
const cellsOf = (line: string): string[] => line.trim().split(/\s{2,}/);

/**
 * Reads the rows of the map remote's table by its header (`listings`, `data → first clusters`,
 * `page start → first clusters`, `long tasks … (longest)`, `hover update median / … / max`,
 * optionally `hover … p95` and `clustering alone … (long tasks, longest)`), so a new column or
 * order does not break it. A figure it cannot find is NaN; a row without a listings count is
 * skipped.
 */
export function parseMapRemoteTable(output: string): MapRemoteRow[] {
  const lines = output.split('\n');
  const headerIndex = lines.findIndex((line) => /^listings\s{2,}/.test(line.trim()));
  if (headerIndex < 0) return [];
  const headers = cellsOf(lines[headerIndex] as string);
  const column = (pattern: RegExp) => headers.findIndex((header) => pattern.test(header));
  const at = {
    data: column(/^data/),
    start: column(/start/),
    tasks: column(/long tasks/),
    hover: column(/^hover update/),
    p95: column(/^hover.*p95/),
    alone: column(/^clustering alone/),
  };
  const rows: MapRemoteRow[] = [];
  for (const line of lines.slice(headerIndex + 1)) {
    const cells = cellsOf(line);
    if (!/^\d{1,3}(,\d{3})*$/.test(cells[0] ?? '')) continue;
    const tasks = /^(\d+) \(([\d.]+) ms\)$/.exec(cells[at.tasks] ?? '');
    const alone = at.alone >= 0 ? /^([\d.]+) ms \((\d+), ([\d.]+) ms\)$/.exec(cells[at.alone] ?? '') : null;
    const hover = (cells[at.hover] ?? '').split('/').map((part) => number(part));
    const p95 = at.p95 >= 0 && at.p95 !== at.hover ? number(cells[at.p95]) : hover.length >= 3 ? (hover[1] ?? Number.NaN) : Number.NaN;
    rows.push({
      listings: number(cells[0]),
      dataToClustersMs: number(cells[at.data]),
      startToClustersMs: number(cells[at.start]),
      longTasks: Number(tasks?.[1] ?? Number.NaN),
      longestTaskMs: Number(tasks?.[2] ?? Number.NaN),
      hoverMedianMs: hover[0] ?? Number.NaN,
      hoverP95Ms: p95,
      hoverMaxMs: hover.at(-1) ?? Number.NaN,
      clusteringAloneMs: Number(alone?.[1] ?? Number.NaN),
      clusteringAloneLongTasks: Number(alone?.[2] ?? Number.NaN),
      clusteringAloneLongestTaskMs: Number(alone?.[3] ?? Number.NaN),
    });
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
