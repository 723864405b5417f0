import { ALL_PLACES } from './filters';

/** The 'Të gjitha' entry of every select in the filter strip. */
export const SELECT_ALL = ALL_PLACES;

/**
 * The value of a single-choice select for a list filter (type, status): the one item,
 * 'all' for none, and null when several are chosen (the select then shows a placeholder).
 */
export function listSelectValue(list: readonly string[] | undefined): string | null {
  if (!list || list.length === 0) return SELECT_ALL;
  return list.length === 1 ? list[0]! : null;
}
