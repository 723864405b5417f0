import type { Filters } from '../contracts';
import { ALL_PLACES, FILTER_KEYS, updateFilter } from './filters';

/** The 'Të gjitha' entry of every select in the filter strip. */
export const SELECT_ALL = ALL_PLACES;

/**
 * What the filter dialog applies ('Shto'): every key of the draft through the SPEC 5 rules,
 * so a price of 0, an empty selection, the city 'all' and an empty id are removed.
 */
export function normalizeFilters(draft: Filters): Filters {
  return FILTER_KEYS.reduce<Filters>((filters, key) => updateFilter(filters, key, draft[key] ?? null), {});
}

/** A checkbox tile: the list with `value` added or taken out, keeping the given order. */
export function toggleInList(list: readonly string[] | undefined, value: string, checked: boolean): string[] {
  const rest = (list ?? []).filter((item) => item !== value);
  return checked ? [...rest, value] : rest;
}

/**
 * The value of a single-choice select for a list filter (type, status): the one item,
 * 'all' for none, and null when several are chosen (the select then shows a placeholder).
 */
export function listSelectValue(list: readonly string[] | undefined): string | null {
  if (!list || list.length === 0) return SELECT_ALL;
  return list.length === 1 ? list[0]! : null;
}
