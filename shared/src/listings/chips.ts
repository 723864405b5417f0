import type { Filters } from '../contracts';
import { FILTERS, FILTER_KEYS, activeValue, removeFilter, updateFilter, type FilterDefinition, type FilterKey } from './filters';

/** SPEC 2 'Filter strip': a removable chip of an active filter (each filter's chips come from `FILTERS`). */
export interface FilterChip {
  key: FilterKey;
  /** The list item a list filter's chip stands for. */
  value?: string;
  label: string;
}

/** The chips of every active filter, in the filters' order (category, option, price, city; ids get none). */
export function filterChips(filters: Filters): FilterChip[] {
  return FILTER_KEYS.flatMap((key) => {
    const value = activeValue(filters, key);
    if (value === undefined) return [];
    return (FILTERS[key] as FilterDefinition<typeof value>).chips(value, filters).map((chip) => ({ key, ...chip }));
  });
}

/** The filters without what `chip` stands for; a list that becomes empty is removed (SPEC 5). */
export function removeChip(filters: Filters, chip: FilterChip): Filters {
  const current = filters[chip.key];
  if (chip.value !== undefined && Array.isArray(current)) {
    return updateFilter(
      filters,
      chip.key,
      current.filter((item) => item !== chip.value) as Filters[FilterKey],
    );
  }
  return removeFilter(filters, chip.key);
}
