/**
 * A filter on a least count of a detail ('Dhoma: 2+', 'Dhoma gjumi: 3+'): a listing passes with
 * at least that many; one whose count is unknown does not. The URL carries the count alone
 * (`rooms=2`); a count that is not one of the choices is no filter.
 */
import type { DetailKey } from '../contracts';
import { minimumCountChipLabel } from '../format/labels';
import { detailAmount } from './detailAmount';
import type { FilterDefinition } from './filters';

/** The least counts offered, '1+' to '4+' (the dialog's choices beside 'Çdo'). */
export const COUNT_MINIMUMS = [1, 2, 3, 4] as const;

const minimum = (value: unknown): number | undefined =>
  typeof value === 'number' && (COUNT_MINIMUMS as readonly number[]).includes(value) ? value : undefined;

/** The filter of a least count of `detail`, under the query parameter `queryKey`. */
export function minimumCountFilter(detail: DetailKey, queryKey: string): FilterDefinition<number> {
  return {
    normalize: minimum,
    queryKeys: [queryKey],
    read: (params) => {
      const text = params.get(queryKey)?.trim() ?? '';
      return /^\d+$/.test(text) ? minimum(Number(text)) : undefined;
    },
    write: (count, params) => {
      if (minimum(count) !== undefined) params.set(queryKey, String(count));
    },
    test: (count) => (listing) => (detailAmount(listing, detail) ?? 0) >= count,
    chips: (count) => [{ label: minimumCountChipLabel(detail, count) }],
    readsDetails: [detail],
  };
}
