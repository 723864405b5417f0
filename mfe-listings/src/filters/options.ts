import { CATEGORIES, CITIES, DOCUMENTS, OPTIONS, type Listing } from 'shared/contracts';
import { CATEGORY_LABELS, DOCUMENT_LABELS, cityAllLabel, optionLabel } from 'shared/format';
import { SELECT_ALL, sortIds } from 'shared/listings';

export interface SelectOption {
  value: string;
  label: string;
}

// The lists with words are made when drawn, in the page's language: the server draws several
// languages with one copy of this module. The cities are names, the same in every language.
export const CITY_OPTIONS: SelectOption[] = CITIES.map((city) => ({ value: city, label: city }));
export const typeOptions = (): SelectOption[] => CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }));
export const statusOptions = (): SelectOption[] => OPTIONS.map((option) => ({ value: option, label: optionLabel(option) }));
export const documentOptions = (): SelectOption[] => DOCUMENTS.map((code) => ({ value: code, label: DOCUMENT_LABELS[code] }));

/** A select's entries: 'Të gjitha' first, then the choices. */
export const withAll = (options: SelectOption[]): SelectOption[] => [{ value: SELECT_ALL, label: cityAllLabel() }, ...options];

/**
 * Every listing id once, numeric ids in numeric order (SPEC 5). An id filter that matches no
 * listing (from a shared link) is listed too, so the select shows what is being filtered.
 */
export function idOptions(listings: readonly Listing[], current?: string): SelectOption[] {
  const ids = new Set(listings.map((listing) => listing.id));
  if (current) ids.add(current);
  return sortIds([...ids]).map((id) => ({ value: id, label: id }));
}

/** The id filter's own entry (none when no id is chosen): all a closed id select shows. */
export const chosenIdOption = (current?: string): SelectOption[] => (current ? [{ value: current, label: current }] : []);

/**
 * How many ids the searchable id select lists at once: typing narrows them, and a list of
 * thousands would cost the page seconds of rendering on a phone.
 */
export const ID_OPTIONS_SHOWN = 200;

/** What the id select's list is given to narrow: its entries as Mantine parsed them. */
interface IdFilterInput {
  options: readonly ({ value: string; label: string } | { group: unknown; items: readonly unknown[] })[];
  search: string;
  limit: number;
}

/**
 * The id select's search: the entries whose label holds the typed text, the one that is exactly
 * that text first (so Enter after typing an id chooses that id, not a longer one holding it).
 */
export function idSearch({ options, search, limit }: IdFilterInput): SelectOption[] {
  const wanted = search.trim().toLowerCase();
  const exact: SelectOption[] = [];
  const holding: SelectOption[] = [];
  for (const option of options) {
    if ('group' in option) continue;
    const label = option.label.toLowerCase();
    if (label === wanted) exact.push(option);
    else if (label.includes(wanted)) holding.push(option);
  }
  return [...exact, ...holding].slice(0, limit);
}
