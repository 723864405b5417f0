import { hasActiveFilters } from 'shared/listings';
import { Container } from 'shared/ui';
import { FilterButton } from './filters/FilterButton';
import { FilterChips } from './filters/FilterChips';
import { FilterDialog } from './filters/FilterDialog';
import { StripSelects } from './filters/StripSelects';
import { StripTextSearch } from './filters/StripTextSearch';
import { ViewToggle } from './filters/ViewToggle';
import { strings } from './strings';
import { useSearch } from './useSearch';
import classes from './filters/FilterStrip.module.css';

/**
 * The filter strip under the top bar: 'Kërko', city, type and status (wide screens), id, the filter
 * dialog's button and the dialog (closed, in the page's markup), the grid/map toggle, and the
 * removable chips of the active filters.
 */
export default function FilterStrip() {
  const { filters } = useSearch();
  return (
    <>
      <div className={classes.strip} role="search" aria-label={strings.strip.label}>
        <Container size={1400} px="md">
          <div className={classes.row}>
            <div className={classes.selects}>
              <StripTextSearch />
              <StripSelects />
            </div>
            <div className={classes.actions}>
              <FilterButton active={hasActiveFilters(filters)} />
              <ViewToggle />
            </div>
          </div>
          <FilterChips />
        </Container>
      </div>
      <FilterDialog />
    </>
  );
}
