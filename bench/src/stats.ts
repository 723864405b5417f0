/** Small statistics over a handful of runs. */

/** The median; the mean of the two middle values for an even count; NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The value at or below which `p` percent of the values lie (nearest rank); NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export function max(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value));
  return finite.length === 0 ? Number.NaN : Math.max(...finite);
}

/** Mid-ranks (1-based) of `values`, ties sharing their mean rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const out = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++;
    for (let k = start; k <= end; k++) out[(order[k] as { index: number }).index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return out;
}

/** P(Z ≤ z) of the standard normal (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** How many ways n1 of n1 + n2 ranked values give each U = 0 … n1·n2 (no ties). */
function exactUCounts(n1: number, n2: number): number[] {
  // counts[i][j][u]: arrangements of i values of one side and j of the other with statistic u.
  let previous: number[][] = Array.from({ length: n2 + 1 }, () => [1]);
  for (let i = 1; i <= n1; i++) {
    const current: number[][] = [[1]];
    for (let j = 1; j <= n2; j++) {
      const size = i * j + 1;
      const row = new Array<number>(size).fill(0);
      // The largest value is from side 1 (it beats all j of side 2) or from side 2.
      (previous[j] ?? []).forEach((count, u) => (row[u + j] = (row[u + j] ?? 0) + count));
      (current[j - 1] ?? []).forEach((count, u) => (row[u] = (row[u] ?? 0) + count));
      current.push(row);
    }
    previous = current;
  }
  return previous[n2] ?? [1];
}

export interface MannWhitney {
  /** U of the first sample: how often one of its values exceeds one of the second's (ties count ½). */
  u: number;
  /** Two-sided p-value: exact without ties (up to 20 a side), else the normal approximation with tie and continuity corrections. */
  p: number;
  exact: boolean;
}

/**
 * The Mann-Whitney U test of two independent samples: does one side tend to give larger values?
 * It compares ranks only, so one run slowed by a busy machine cannot drag a side's figure.
 */
export function mannWhitneyU(a: readonly number[], b: readonly number[]): MannWhitney {
  const x = a.filter(Number.isFinite);
  const y = b.filter(Number.isFinite);
  const n1 = x.length;
  const n2 = y.length;
  if (n1 === 0 || n2 === 0) return { u: Number.NaN, p: Number.NaN, exact: false };
  const all = ranks([...x, ...y]);
  const rankSum = all.slice(0, n1).reduce((sum, rank) => sum + rank, 0);
  const u = rankSum - (n1 * (n1 + 1)) / 2;
  const tied = new Set([...x, ...y]).size < n1 + n2;
  if (!tied && n1 <= 20 && n2 <= 20) {
    const counts = exactUCounts(n1, n2);
    const total = counts.reduce((sum, count) => sum + count, 0);
    const low = Math.min(u, n1 * n2 - u);
    const tail = counts.slice(0, low + 1).reduce((sum, count) => sum + count, 0) / total;
    return { u, p: Math.min(1, 2 * tail), exact: true };
  }
  const n = n1 + n2;
  const tieTerm = [...new Map([...x, ...y].map((value) => [value, 0])).keys()]
    .map((value) => [...x, ...y].filter((other) => other === value).length)
    .reduce((sum, t) => sum + (t ** 3 - t), 0);
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return { u, p: 1, exact: false };
  const z = (Math.abs(u - (n1 * n2) / 2) - 0.5) / Math.sqrt(variance);
  return { u, p: Math.min(1, 2 * (1 - normalCdf(Math.max(0, z)))), exact: false };
}
