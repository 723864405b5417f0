import { useMemo } from 'react';
import { useListings } from 'shared/listings';
import { useSelectLoaded } from 'shared/ui';
import { chosenIdOption, idOptions, withAll, type SelectOption } from './options';

/**
 * The id select's entries: every listing id, sorted, once the dropdown's code is in; until then
 * the select is a closed field that shows the chosen id alone. Sorting the ids is the costly part
 * (thousands of them on a large site; and the first comparison of an id that is not all digits
 * makes the page's first text collator, which loads ICU's collation data: a long task in the
 * filter dialog's first opening on a slow phone), and a closed field needs none of it.
 */
export function useIdOptions(current: string | undefined): SelectOption[] {
  const { listings } = useListings();
  const selectLoaded = useSelectLoaded();
  return useMemo(
    () => withAll(selectLoaded ? idOptions(listings, current) : chosenIdOption(current)),
    [selectLoaded, listings, current],
  );
}
