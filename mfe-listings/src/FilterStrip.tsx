import { hasActiveFilters } from 'shared/listings';
import { useEffect } from 'react';
import { Container, OverlayFrame, deferComponent, runAhead, useDisclosure, useFrameFirst, useOverlayHistory } from 'shared/ui';
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
const DialogFrame = () => <OverlayFrame variant="screen" title={strings.dialog.title} />;
const filterDialog = deferComponent(
  'filter dialog',
  () => import('./filters/FilterDialog').then((module) => module.FilterDialog),
  ({ opened }) => (opened ? <DialogFrame /> : null),
);
const FilterDialog = filterDialog.Component;

/**
 * The filter button and its dialog. Their own component, so opening the dialog renders only the
 * button and the dialog's frame, not the whole strip, before the frame paints.
 */
function FilterDialogButton({ active }: { active: boolean }) {
  const [opened, dialog] = useDisclosure(false);
  useOverlayHistory(opened, dialog.close);
  // The dialog's frame paints first, its code in hand or not; the dialog from the frame after.
  const { shown, framed } = useFrameFirst(opened);
  // Its code runs while the visitor looks at the page, so a first tap opens it as a second does.
  useEffect(() => runAhead(filterDialog.preload), []);
  const open = () => {
    filterDialog.preload();
    dialog.open();
  };
  return (
    <>
      <FilterButton active={active} onIntent={filterDialog.preload} onClick={open} />
      {framed && <DialogFrame />}
      <FilterDialog opened={shown} onClose={dialog.close} />
    </>
  );
}

/**
 * The filter strip under the top bar: city, type and status (wide screens), id, the filter
 * dialog button, the grid/map toggle, and the removable chips of the active filters.
 */
export default function FilterStrip() {
  const { filters } = useSearch();
  return (
    <div className={classes.strip} role="search" aria-label={strings.strip.label}>
      <Container size={1400} px="md">
        <div className={classes.row}>
          <div className={classes.selects}>
            <StripSelects />
          </div>
          <div className={classes.actions}>
            <FilterDialogButton active={hasActiveFilters(filters)} />
            <ViewToggle />
          </div>
        </div>
        <FilterChips />
      </Container>
    </div>
  );
}
