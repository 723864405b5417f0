/** The benchmark's printed tables. */
import type { GroupBytes, RouteCapture } from './network';
import type { BenchResult } from './types';
import { delayLabel, earlyGoals, goalCell, type EarlyTapFigures } from './earlyTapFigures';
import { TASK_GOAL_MS, WATCH_AFTER_LOAD_MS } from './startTaskFigures';

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export const kb = (bytes: number): string => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : 'n/a');
export const ms = (value: number | undefined): string => (value !== undefined && Number.isFinite(value) ? String(Math.round(value)) : 'n/a');
const fixed = (value: number | undefined, digits: number): string => (value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

function shortUrl(url: string): string {
  if (url.startsWith('(')) return url;
  const { pathname, search } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  if (remote) return `${remote[1]?.replace('mfe-', '')}:${remote[2]}`;
  return `${pathname === '/' ? '/' : pathname.split('/').at(-1) || pathname}${search.includes('v=') ? '' : search}`;
}

function bytesRow(label: string, bytes: GroupBytes): string[] {
  return [label, kb(bytes.js.gzip), kb(bytes.js.br), kb(bytes.css.gzip), kb(bytes.css.br), kb(bytes.data.gzip), kb(bytes.data.br)];
}

const BYTES_HEADERS = ['', 'JS gz', 'JS br', 'CSS gz', 'CSS br', 'data gz', 'data br'];

function routeDetail(capture: RouteCapture): string {
  const lines: string[] = [];
  lines.push(`${capture.route}  (KB; remotes loaded: ${capture.apps.filter((app) => app !== 'shell').join(', ') || 'none'})`);
  lines.push(table(BYTES_HEADERS, [...capture.groups.map((group) => bytesRow(group.group, group)), bytesRow('total', capture.total)]));
  const owners = capture.jsComposition.slice(0, 10).map((part) => `${part.owner} ${kb(part.gzipBytes)}`);
  lines.push(`  JS by package (KB gzip, split by source map): ${owners.join(' · ')}`);
  const biggest = [...capture.files]
    .filter((file) => file.kind === 'js' || file.kind === 'css')
    .sort((a, b) => b.sizes.gzip - a.sizes.gzip)
    .slice(0, 6)
    .map((file) => {
      const what = file.attribution.shared.length ? ` [${file.attribution.shared.join(', ')}]` : file.attribution.exposes.length ? ` [${file.attribution.exposes.join(', ')}]` : '';
      return `${shortUrl(file.url)}${what} ${kb(file.sizes.gzip)} gz (${kb(file.sizes.identity)} raw)`;
    });
  lines.push(`  Largest files: ${biggest.join(' · ')}`);
  const ahead = capture.prefetched;
  lines.push(`  Fetched ahead once settled, up to the end of the capture (not counted above): ${ahead.files} files, JS ${kb(ahead.js.gzip)} gz, CSS ${kb(ahead.css.gzip)} gz`);
  lines.push(`  Images: ${capture.images.count} (${kb(capture.images.bytes)} KB); requests to other hosts answered locally: ${capture.externalRequests}`);
  const lcp = capture.lcp.kind === 'image' ? `image ${shortUrl(capture.lcp.url ?? '')}` : capture.lcp.kind === 'text' ? `text ${capture.lcp.element}` : 'none seen';
  lines.push(`  LCP element: ${lcp}; request chain depth before it: ${capture.chain.depth}`);
  lines.push(`    ${capture.chain.urls.map(shortUrl).join(' → ')}`);
  return lines.join('\n');
}

/** The early taps' table: a row per tap × delay, the medians and the goals' verdicts. */
export function earlyTapReport(rows: EarlyTapFigures[], loadAverage: number | undefined): string {
  const runs = Math.max(0, ...rows.map((row) => row.runs.length));
  const lines = [
    `Early taps on the throttled phone (390 px, touch, 4x CPU, 150 ms RTT, 1.6 Mbit/s): each run a fresh visit (new context, empty cache) tapped once at the delay after the load event; ms, median of ${runs}; 1-min load average ${loadAverage === undefined ? 'n/a' : loadAverage.toFixed(1)} at the start`,
    '  tapped at = the tap since the load event; next paint = the first paint after the tap\'s events; feedback = the first frame of the tapped feature (its frame or its content) drawn; content = the frame with the feature\'s content drawn',
  ];
  lines.push(
    table(
      ['tap', 'delay', 'tapped at', 'next paint', 'feedback', 'content', 'lost'],
      rows.map((row) => {
        const goals = earlyGoals(row.delayMs, row.median);
        return [row.action, delayLabel(row.delayMs), ms(row.median.tappedAtMs), ms(row.median.nextPaintMs), goalCell(goals.feedback), goalCell(goals.content), `${row.lost}/${row.runs.length}`];
      }),
    ),
  );
  lines.push('  goals: feedback ≤ 100 ms; content ≤ 1.0 s at 0.5 s, ≤ 0.5 s at 10 s (none at 2 s); lost = the content never came within 30 s (not in the medians)');
  for (const row of rows) {
    lines.push(`  ${row.action} at ${delayLabel(row.delayMs)}: content by run ${row.runs.map((run) => (run.lost ? 'lost' : ms(run.contentMs))).join(' / ')} · scripts at the tap ${row.runs.map((run) => run.scriptsAtTap).join(' / ')}`);
  }
  const contact = rows.filter((row) => row.action === 'contact');
  if (contact.length > 0) {
    lines.push(
      `  menu, contact: the contact form's visitor taps the phone's menu at the delay (row menu: its content is the menu's 'Kontakti') and its 'Kontakti' once that is on screen and still (row contact, timed from that tap); from the menu's tap to the form: ${contact.map((row) => `${ms(row.median.firstTapToContentMs)} at ${delayLabel(row.delayMs)}`).join(', ')}`,
    );
  }
  return lines.join('\n');
}

export function formatReport(result: BenchResult): string {
  const out: string[] = [];
  const { meta } = result;
  out.push(
    `pnpm bench — ${meta.date}, commit ${meta.commit}, Node ${meta.node}, ${meta.chromium}, Lighthouse ${meta.lighthouse}` +
      `${meta.quick ? ' (--quick)' : ''}; listing ${meta.listingId}`,
  );
  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
  out.push(`machine: ${meta.cpus}; load average (1/5/15 min) ${load(meta.load.start)} at the start, ${load(meta.load.end)} at the end — every timing scales with it`);
  meta.notes.forEach((note) => out.push(`note: ${note}`));

  const lighthouse = Object.entries(result.lighthouse);
  if (lighthouse.length > 0) {
    out.push('', `Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${meta.runs} run${meta.runs === 1 ? '' : 's'}; ms unless said`);
    out.push(
      table(
        ['route', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'SI', 'LCP: TTFB+delay+load+render', 'reqs', 'KB', 'BI'],
        lighthouse.map(([route, lh]) => [
          route,
          ms(lh.score),
          ms(lh.lcpMs),
          ms(lh.tbtMs),
          fixed(lh.cls, 3),
          ms(lh.fcpMs),
          ms(lh.speedIndexMs),
          [lh.lcpPhases.ttfb, lh.lcpPhases.loadDelay, lh.lcpPhases.loadTime, lh.lcpPhases.renderDelay].map(ms).join('+'),
          ms(lh.requests),
          kb(lh.totalBytes),
          ms(lh.benchmarkIndex),
        ]),
      ),
    );
    out.push('  (BI: Lighthouse benchmarkIndex of this machine during the runs, higher is faster; under load it drops and TBT/LCP grow)');
    for (const [route, lh] of lighthouse) out.push(`  LCP element ${route}: ${lh.lcpElement}`);
    for (const [route, lh] of lighthouse) {
      if (lh.layoutShifts.length) out.push(`  CLS ${route} from: ${lh.layoutShifts.map((shift) => `${shift.element} ${shift.score.toFixed(3)}`).join(' · ')}`);
    }
    for (const [route, lh] of lighthouse) {
      const top = lh.opportunities.slice(0, 4).map((item) => `${item.id}${item.savingsMs ? ` ${Math.round(item.savingsMs)} ms` : ''}${item.savingsBytes ? ` ${kb(item.savingsBytes)} KB` : ''}`);
      if (top.length) out.push(`  ${route} opportunities: ${top.join(' · ')}`);
    }
  }

  const captures = Object.values(result.bytes);
  if (captures.length > 0) {
    out.push('', 'Bytes loaded before interactive (until the network is idle), mobile viewport, KB as sent with each encoding');
    out.push(
      table(
        ['route', 'JS gz', 'JS br', 'CSS gz', 'CSS br', 'data gz', 'data br', 'chain', 'remotes'],
        captures.map((capture) => [
          capture.route,
          ...bytesRow('', capture.total).slice(1),
          String(capture.chain.depth),
          capture.apps.filter((app) => app !== 'shell').map((app) => app.replace('mfe-', '')).join(',') || '-',
        ]),
      ),
    );
    for (const capture of captures) out.push('', routeDetail(capture));
  }

  if (result.earlyTaps.length > 0) out.push('', earlyTapReport(result.earlyTaps, result.meta.load.start[0]));

  if ((result.startTasks ?? []).length > 0) {
    out.push(
      '',
      `Long tasks of a fresh visit on the throttled phone, from the first contentful paint to ${WATCH_AFTER_LOAD_MS / 1000} s after the load event (the Long Tasks API), ms, median of ${result.startTasks[0]?.runs.length ?? 0}; blocking = each task's time over 50 ms (TBT, observed); before paint = the longest task before the first paint (nothing to tap yet); busy after load = the main thread's time in tasks of any length from the load event to the end of the watch`,
    );
    out.push(
      table(
        ['route', 'longest', 'longest by run', 'blocking', `tasks > ${TASK_GOAL_MS} ms`, 'before paint', 'busy after load'],
        result.startTasks.map((row) => [
          row.route,
          ms(row.median.longestMs),
          row.runs.map((run) => ms(run.longestMs)).join(' '),
          ms(row.median.blockingMs),
          ms(row.median.overGoal),
          ms(row.median.beforePaintMs),
          ms(row.median.busyAfterLoadMs),
        ]),
      ),
    );
  }

  if (result.interactions.length > 0) {
    out.push(
      '',
      `Settled taps on the throttled phone (390 px, 4x CPU, 150 ms RTT, 1.6 Mbit/s): tap → overlay's first frame (feedback) and → content, ms, median of ${result.interactions[0]?.runs.length ?? 0}; cold = first time after a fresh load, warm = the same action again`,
    );
    out.push(
      table(
        ['action', 'cold content', 'warm content', 'cold/warm', 'cold feedback', 'warm feedback'],
        result.interactions.map((row) => [
          row.label,
          ms(row.cold.contentMs),
          ms(row.warm.contentMs),
          fixed(row.cold.contentMs / row.warm.contentMs, 2),
          ms(row.cold.feedbackMs),
          ms(row.warm.feedbackMs),
        ]),
      ),
    );
    for (const row of result.interactions) {
      out.push(`  ${row.action}: cold content by run ${row.runs.map((run) => ms(run.cold.contentMs)).join(' / ')} · warm ${row.runs.map((run) => ms(run.warm.contentMs)).join(' / ')}`);
      // Whether each cold tap found its code run ahead: the figures of a tap that ran code are another visitor's.
      out.push(`  ${row.action}: scripts loaded at the cold tap by run ${row.runs.map((run) => run.cold.scriptsAtTap).join(' / ')}`);
    }
  }

  if (result.dataScale.length > 0) {
    out.push('', 'Data scale: /pronat?page=1 Lighthouse (median) and filter→sort→page per change (ms: median of changes / slowest change median)');
    out.push(
      table(
        ['listings', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'SI', 'page KB', 'ops Node', 'ops page', 'ops page 4x CPU'],
        result.dataScale.map((row) => {
          const ops = (timing: typeof row.node) =>
            timing ? `${fixed(timing.medianMs, 2)} / ${fixed(Math.max(...timing.perChange.map((change) => change.medianMs)), 2)}` : 'n/a';
          return [
            String(row.listings),
            ms(row.lighthouse?.score),
            ms(row.lighthouse?.lcpMs),
            ms(row.lighthouse?.tbtMs),
            fixed(row.lighthouse?.cls, 3),
            ms(row.lighthouse?.fcpMs),
            ms(row.lighthouse?.speedIndexMs),
            kb(row.lighthouse ? row.lighthouse.totalBytes : Number.NaN),
            ops(row.node),
            ops(row.page),
            ops(row.page4x),
          ];
        }),
      ),
    );
    out.push('  (page KB: everything Lighthouse saw the page load, images included)');
  }

  if (result.mapScale.length > 0) {
    out.push('', 'Map scale in the site: /pronat?view=harta, desktop, full CPU speed (ms; first clusters since navigation, the map\'s mounting, the data\'s arrival (the last byte of the last listings file) and both (whichever was later: when clustering could start); settled = markers unchanged for 1.5 s, since the map mounted)');
    out.push(
      table(
        ['listings', 'first clusters', 'since map', 'since data', 'since both', 'settled', 'longest task', 'while clustering', 'tasks>50ms', 'hover median', 'hover p95', 'hover max', 'to task end', 'icons'],
        result.mapScale.map((row) => [
          String(row.dataset),
          ms(row.firstClustersMs),
          ms(row.firstClustersSinceMapMs),
          ms(row.firstClustersSinceDataMs),
          ms(row.firstClustersSinceBothMs),
          ms(row.clustersSettledSinceMapMs),
          ms(row.longestTaskMs),
          ms(row.longestTaskWhileClusteringMs),
          String(row.tasksOver50ms),
          fixed(row.hover?.medianMs, 1),
          fixed(row.hover?.p95Ms, 1),
          fixed(row.hover?.maxMs, 1),
          fixed(row.hover?.toTaskEndMedianMs, 1),
          String(row.markerIcons),
        ]),
      ),
    );
    out.push(`  (each row: the page load with the median "since both" of ${result.mapScale[0]?.runs?.length ?? 1}; "while clustering" is the longest over all loads)`);
    for (const row of result.mapScale) {
      if (!row.runs || row.runs.length < 2) continue;
      out.push(`  ${row.dataset}: since both by load ${row.runs.map((load) => ms(load.sinceBothMs)).join(' / ')} · while clustering ${row.runs.map((load) => ms(load.longestTaskWhileClusteringMs)).join(' / ')}`);
    }
  }

  if (result.mapRemote) {
    out.push('', `Map remote alone (${result.mapRemote.command}):`, result.mapRemote.output);
  }

  if (result.budgets.length > 0) {
    out.push('', 'Budgets (issues 9 and 28)');
    out.push(table(['budget', 'value', 'met'], result.budgets.map((check) => [check.budget, check.value, check.met === null ? '?' : check.met ? 'met' : 'NOT MET'])));
  }
  return out.join('\n');
}
