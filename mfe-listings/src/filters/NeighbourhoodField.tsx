import { useMemo } from 'react';
import { cityAllLabel } from 'shared/format';
import type { Listing } from 'shared/contracts';
import { neighbourhoodsOf, type Neighbourhood } from 'shared/listings';
import { InputBase } from 'shared/ui';
import { IconSelector } from '@tabler/icons-react';
import { strings } from '../strings';

interface NeighbourhoodFieldProps {
  name: string;
  /** The city ticked in the draft; without one there is nothing to choose. */
  city: string | undefined;
  /** The neighbourhood when the form is (re)set. */
  initial: string | undefined;
  /** Every listing once loaded (the dialog's); undefined until then. */
  listings: readonly Listing[] | undefined;
  /** The server's list for the page's city (the first page's), used until the listings load. */
  served: { city: string | undefined; neighbourhoods: readonly Neighbourhood[] };
}

/**
 * 'Lagjja': a neighbourhood of the draft's city, a plain select of the form (so it is sent before
 * the app runs), each choice with its number of listings. Its choices come from the loaded
 * listings, or, until they load, from the server's first page for the page's own city. The
 * dialog mounts it again for another city, so a neighbourhood of the old one is not kept.
 */
export function NeighbourhoodField({ name, city, initial, listings, served }: NeighbourhoodFieldProps) {
  const choices = useMemo(() => {
    if (!city) return [];
    const known = listings ? neighbourhoodsOf(listings, city) : served.city === city ? served.neighbourhoods : [];
    // A shared link's neighbourhood that no listing names (any more) is still shown as chosen.
    return initial && !known.some((hood) => hood.name === initial) ? [...known, { name: initial, count: 0 }] : known;
  }, [city, listings, served, initial]);

  return (
    <InputBase
      component="select"
      label={strings.dialog.neighbourhood}
      description={city ? undefined : strings.dialog.neighbourhoodNeedsCity}
      name={name}
      defaultValue={city ? (initial ?? '') : ''}
      disabled={!city}
      rightSection={<IconSelector size={16} stroke={1.5} aria-hidden />}
      rightSectionPointerEvents="none"
    >
      <option value="">{cityAllLabel()}</option>
      {choices.map(({ name: hood, count }) => (
        <option key={hood} value={hood}>
          {count > 0 ? strings.dialog.neighbourhoodChoice(hood, count) : hood}
        </option>
      ))}
    </InputBase>
  );
}
