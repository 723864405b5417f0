import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Button } from 'shared/ui';
import { strings } from '../strings';
import { FILTER_DIALOG_ID } from './FilterDialog';
import classes from './FilterStrip.module.css';

/**
 * Opens the filter dialog; a red dot marks it while any filter is active. The browser opens the
 * dialog (`command="show-modal"`), so it works from the moment the page shows, before the app runs.
 */
export function FilterButton({ active }: { active: boolean }) {
  return (
    <Button
      variant="default"
      size="sm"
      className={classes.filterButton}
      leftSection={<IconAdjustmentsHorizontal size={18} stroke={1.8} aria-hidden />}
      aria-label={active ? strings.strip.filtersActive : strings.strip.filters}
      aria-haspopup="dialog"
      command="show-modal"
      commandfor={FILTER_DIALOG_ID}
    >
      {strings.strip.filters}
      {active && <span className={classes.dot} data-filter-dot aria-hidden />}
    </Button>
  );
}
