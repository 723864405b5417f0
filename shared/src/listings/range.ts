/**
 * A range of amounts, the rule every range filter follows (the price in euros, the area in m²):
 * how a bound is typed and read from the URL, what range is kept, and what lies in it. A range is
 * one filter with two query parameters, each read alone, so the form's two fields join
 * (query.ts `submittedFilters`).
 */

/** A range's bounds; either may be absent, never both (the filter is then off). */
export interface AmountRange {
  min?: number;
  max?: number;
}

/** A range's two query parameters ('…nga', '…deri'). */
export interface RangeQueryKeys {
  min: string;
  max: string;
}

/**
 * A whole amount as a visitor types it or a query carries it ('150000', '150.000', '150,000 €',
 * '1.200 m²'); undefined when it is none. Amounts are whole, so dots, commas and spaces only group
 * thousands; the unit written after it (€, m² or m2) is not part of it.
 */
export function parseAmount(text: string | null | undefined): number | undefined {
  const digits = text?.replace(/€|m[²2]/gi, '').replace(/[\s.,\u00a0]/g, '');
  const amount = digits ? Number(digits) : Number.NaN;
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount) : undefined;
}

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/**
 * SPEC 5, as a range: a bound that is not a number above 0 is no bound, and a range without
 * bounds is no filter. Bounds given the wrong way round are swapped, as the visitor meant them.
 */
export function normalizeRange(value: unknown): AmountRange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { min, max } = value as Record<string, unknown>;
  let low = positive(Object.hasOwn(value, 'min') ? min : undefined);
  let high = positive(Object.hasOwn(value, 'max') ? max : undefined);
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  if (low === undefined && high === undefined) return undefined;
  return { ...(low !== undefined && { min: low }), ...(high !== undefined && { max: high }) };
}

/** Whether an amount (NaN or null: none, as a listing without one) lies in the range, bounds included. */
export function inRange(range: AmountRange, amount: number | null): boolean {
  if (amount === null || Number.isNaN(amount)) return false;
  return (range.min === undefined || amount >= range.min) && (range.max === undefined || amount <= range.max);
}

/**
 * A range filter's place in the URL: its two parameters, each read alone (a form sends them
 * apart, a link may carry one), and written back normalised.
 */
export function rangeInQuery(keys: RangeQueryKeys) {
  return {
    normalize: normalizeRange,
    queryKeys: [keys.min, keys.max] as const,
    read: (params: URLSearchParams): AmountRange | undefined => normalizeRange({ min: parseAmount(params.get(keys.min)), max: parseAmount(params.get(keys.max)) }),
    write: (range: AmountRange, params: URLSearchParams): void => {
      if (range.min !== undefined) params.set(keys.min, String(range.min));
      if (range.max !== undefined) params.set(keys.max, String(range.max));
    },
  };
}
