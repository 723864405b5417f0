import type { Filters } from '../contracts';
import { categoryLabel } from '../format/labels';
import { maxPriceChipLabel } from '../format/money';
import { removeFilter, updateFilter } from './filters';

/** SPEC 2 'Filter strip': removable chips for the active category, option, price and city. */
export interface FilterChip {
  key: 'category' | 'option' | 'price' | 'place';
  /** The list item a category or option chip stands for. */
  value?: string;
  label: string;
}

/** One chip per selected category and option, then the price and the city; ids get none. */
export function filterChips(filters: Filters): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const value of filters.category ?? []) chips.push({ key: 'category', value, label: categoryLabel(value) });
  for (const value of filters.option ?? []) chips.push({ key: 'option', value, label: value });
  if (typeof filters.price === 'number' && filters.price > 0) {
    chips.push({ key: 'price', label: maxPriceChipLabel(filters.price) });
  }
  if (filters.place && filters.place !== 'all') chips.push({ key: 'place', label: filters.place });
  return chips;
}

/** The filters without what `chip` stands for; a list that becomes empty is removed (SPEC 5). */
export function removeChip(filters: Filters, chip: FilterChip): Filters {
  if ((chip.key === 'category' || chip.key === 'option') && chip.value !== undefined) {
    return updateFilter(
      filters,
      chip.key,
      (filters[chip.key] ?? []).filter((item) => item !== chip.value),
    );
  }
  return removeFilter(filters, chip.key);
}
