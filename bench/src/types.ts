import type { PageName } from './args';
/** The shape of one benchmark result (printed as tables, written as JSON). */
import type { ActionFigures } from './interactions';
import type { EarlyTapFigures } from './earlyTapFigures';
import type { LighthouseSummary } from './lighthouse';
import type { OpsTiming } from './listOps';
import type { MapRemoteBench } from './mapRemoteBench';
import type { MapScale } from './mapScale';
import type { RouteCapture } from './network';
import type { StartTaskFigures } from './startTaskFigures';

export interface RouteDef {
  page: PageName;
  /** Label in the tables: `/pronat?page=1`, `/pronat/{id}`, ... */
  label: string;
  /** Path requested. */
  path: string;
}

export interface DataScaleRow {
  listings: number;
  lighthouse: LighthouseSummary | null;
  node: OpsTiming | null;
  page: OpsTiming | null;
  page4x: OpsTiming | null;
}

export interface MapScaleRow extends MapScale {
  dataset: number;
}

export interface BudgetCheck {
  budget: string;
  value: string;
  met: boolean | null;
}

export interface BenchResult {
  meta: {
    date: string;
    commit: string;
    node: string;
    chromium: string;
    lighthouse: string;
    runs: number;
    quick: boolean;
    listingId: string;
    /** os.loadavg() when the run started and when it ended: figures scale with the machine's load. */
    load: { start: number[]; end: number[] };
    cpus: string;
    notes: string[];
  };
  lighthouse: Record<string, LighthouseSummary>;
  bytes: Record<string, RouteCapture>;
  /** Taps on fresh visits at fixed delays after the load event, on the throttled phone: per action × delay. */
  earlyTaps: EarlyTapFigures[];
  /** Tap to answer on the throttled phone once the page has settled, cold and warm, per action. */
  interactions: ActionFigures[];
  /** The main thread's long tasks during a fresh visit on the throttled phone, per page. */
  startTasks: StartTaskFigures[];
  dataScale: DataScaleRow[];
  mapScale: MapScaleRow[];
  /** The map remote's own benchmark (the map alone), when it has one and the map section ran. */
  mapRemote: MapRemoteBench | null;
  budgets: BudgetCheck[];
}
