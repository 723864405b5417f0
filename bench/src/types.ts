/** The shape of one benchmark result (printed as tables, written as JSON). */
import type { LighthouseSummary } from './lighthouse';
import type { OpsTiming } from './listOps';
import type { MapScale } from './mapScale';
import type { RouteCapture } from './network';

export interface RouteDef {
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
    notes: string[];
  };
  lighthouse: Record<string, LighthouseSummary>;
  bytes: Record<string, RouteCapture>;
  dataScale: DataScaleRow[];
  mapScale: MapScaleRow[];
  budgets: BudgetCheck[];
}
