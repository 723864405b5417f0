import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Button } from 'shared/ui';
import { strings } from '../strings';
import classes from './FilterStrip.module.css';

/** Opens the filter dialog; a red dot marks it while any filter is active. */
export function FilterButton({ active, onClick }: { active: boolean; onClick: () => void }) {
  return (
    <Button
      variant="default"
      size="sm"
      className={classes.filterButton}
      leftSection={<IconAdjustmentsHorizontal size={18} stroke={1.8} aria-hidden />}
      aria-label={active ? strings.strip.filtersActive : strings.strip.filters}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {strings.strip.filters}
      {active && <span className={classes.dot} data-filter-dot aria-hidden />}
    </Button>
  );
}
