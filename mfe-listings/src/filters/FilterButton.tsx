import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Button } from 'shared/ui';
import { strings } from '../strings';
import classes from './FilterStrip.module.css';

interface FilterButtonProps {
  active: boolean;
  /** The pointer is over it, it has focus or is being pressed: a click is likely to follow. */
  onIntent: () => void;
  onClick: () => void;
}

/** Opens the filter dialog; a red dot marks it while any filter is active. */
export function FilterButton({ active, onIntent, onClick }: FilterButtonProps) {
  return (
    <Button
      variant="default"
      size="sm"
      className={classes.filterButton}
      leftSection={<IconAdjustmentsHorizontal size={18} stroke={1.8} aria-hidden />}
      aria-label={active ? strings.strip.filtersActive : strings.strip.filters}
      aria-haspopup="dialog"
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
      onClick={onClick}
    >
      {strings.strip.filters}
      {active && <span className={classes.dot} data-filter-dot aria-hidden />}
    </Button>
  );
}
