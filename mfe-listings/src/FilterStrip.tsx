import { hasActiveFilters } from 'shared/listings';
import { Container, OverlayFrame, deferComponent, useDisclosure, useOverlayHistory } from 'shared/ui';
import { FilterButton } from './filters/FilterButton';
import { FilterChips } from './filters/FilterChips';
import { StripSelects } from './filters/StripSelects';
import { ViewToggle } from './filters/ViewToggle';
import { strings } from './strings';
import { useSearch } from './useSearch';
import classes from './filters/FilterStrip.module.css';

/**
 * The dialog and what it alone uses (accordion, slider, checkbox tiles, `shared/ui-overlays`)
 * load when the visitor reaches for the button, not with the page.
 */
const filterDialog = deferComponent(
  'filter dialog',
  () => import('./filters/FilterDialog').then((module) => module.FilterDialog),
  ({ opened }) => (opened ? <OverlayFrame variant="screen" title={strings.dialog.title} /> : null),
);
const FilterDialog = filterDialog.Component;

/**
 * The filter strip under the top bar: city, type and status (wide screens), id, the filter
 * dialog button, the grid/map toggle, and the removable chips of the active filters.
 */
export default function FilterStrip() {
  const { filters } = useSearch();
  const [dialogOpened, dialog] = useDisclosure(false);
  useOverlayHistory(dialogOpened, dialog.close);
  const openDialog = () => {
    filterDialog.preload();
    dialog.open();
  };
  return (
    <div className={classes.strip} role="search" aria-label={strings.strip.label}>
      <Container size={1400} px="md">
        <div className={classes.row}>
          <div className={classes.selects}>
            <StripSelects />
          </div>
          <div className={classes.actions}>
            <FilterButton active={hasActiveFilters(filters)} onIntent={filterDialog.preload} onClick={openDialog} />
            <ViewToggle />
          </div>
        </div>
        <FilterChips />
      </Container>
      <FilterDialog opened={dialogOpened} onClose={dialog.close} />
    </div>
  );
}
