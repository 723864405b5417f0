/** A saved search as the agent reads it: its filters in the chips' words, and its results page on the public site. */
import { alertFilters, alertSearchPath } from 'shared/alerts';
import { BASE_LOCALE } from 'shared/i18n';
import { filterChips } from 'shared/listings';
import { strings } from '../strings';

/** 'Banesë · Prishtinë · Deri në 100.000 €'; a search with no filter is every listing. */
export function searchLabel(search: string): string {
  const chips = filterChips(alertFilters(search));
  return chips.length > 0 ? chips.map((chip) => chip.label).join(' · ') : strings.alerts.everything;
}

/** The search's first results page, in the agency's language. */
export const searchHref = (search: string): string => alertSearchPath(search, BASE_LOCALE);
