import { CATEGORIES, CITIES, OPTIONS, type Filters, type ListingOption, type SortOrder } from '../contracts';
import { ALL_PLACES } from './filters';

/** Query-string keys of a shareable search; `page` and `view` are left to the router. */
export const QUERY_KEYS = {
  city: 'city',
  type: 'type',
  status: 'status',
  maxPrice: 'maxPrice',
  id: 'id',
  sort: 'sort',
} as const;

const STATUS_CODES: Record<ListingOption, string> = { 'Në Shitje': 'shitje', 'Me Qera': 'qera' };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function splitList(value: string | null): string[] {
  return value ? value.split(',').map((item) => item.trim()).filter(Boolean) : [];
}

/**
 * The search as query parameters on top of `base` (a copy; `base` is not changed). Only
 * values the reader understands are written, and `sort` only when it is not the default.
 */
export function filtersToSearchParams(filters: Filters, sort: SortOrder, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  Object.values(QUERY_KEYS).forEach((key) => params.delete(key));

  if (filters.place && isOneOf(CITIES, filters.place)) params.set(QUERY_KEYS.city, filters.place);
  const types = (filters.category ?? []).filter((category) => isOneOf(CATEGORIES, category));
  if (types.length > 0) params.set(QUERY_KEYS.type, types.join(','));
  const statuses = (filters.option ?? []).flatMap((option) => (isOneOf(OPTIONS, option) ? [STATUS_CODES[option]] : []));
  if (statuses.length > 0) params.set(QUERY_KEYS.status, statuses.join(','));
  if (typeof filters.price === 'number' && Number.isFinite(filters.price) && filters.price > 0) {
    params.set(QUERY_KEYS.maxPrice, String(filters.price));
  }
  if (filters.id?.trim()) params.set(QUERY_KEYS.id, filters.id.trim());
  if (sort === 'oldest') params.set(QUERY_KEYS.sort, 'oldest');
  return params;
}

/** Filters and sort from query parameters; unknown or malformed values are ignored. */
export function searchParamsToFilters(params: URLSearchParams): { filters: Filters; sort: SortOrder } {
  const filters: Filters = {};

  const city = params.get(QUERY_KEYS.city)?.trim() ?? '';
  if (city !== ALL_PLACES && isOneOf(CITIES, city)) filters.place = city;

  const category = [...new Set(splitList(params.get(QUERY_KEYS.type)).filter((type) => isOneOf(CATEGORIES, type)))];
  if (category.length > 0) filters.category = category;

  const option = [
    ...new Set(
      splitList(params.get(QUERY_KEYS.status)).flatMap((code) =>
        OPTIONS.filter((candidate) => STATUS_CODES[candidate] === code.toLowerCase()),
      ),
    ),
  ];
  if (option.length > 0) filters.option = option;

  const maxPrice = params.get(QUERY_KEYS.maxPrice)?.trim();
  const price = maxPrice ? Number(maxPrice) : NaN;
  if (Number.isFinite(price) && price > 0) filters.price = price;

  const id = params.get(QUERY_KEYS.id)?.trim();
  if (id) filters.id = id;

  const sort: SortOrder = params.get(QUERY_KEYS.sort) === 'oldest' ? 'oldest' : 'newest';
  return { filters, sort };
}
