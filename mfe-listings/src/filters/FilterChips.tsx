import { IconX } from '@tabler/icons-react';
import { filters as filtersState, useFilters } from 'shared/bus';
import { clearFilters, filterChips, removeChip } from 'shared/listings';
import { strings } from '../strings';
import classes from './FilterStrip.module.css';

/** Removable chips for the active category, option, price and city, and 'clear all'. */
export function FilterChips() {
  const filters = useFilters();
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <ul className={classes.chips} aria-label={strings.strip.chips}>
      {chips.map((chip) => (
        <li key={`${chip.key}:${chip.value ?? ''}`}>
          <button
            type="button"
            className={classes.chip}
            aria-label={strings.strip.removeChip(chip.label)}
            onClick={() => filtersState.next(removeChip(filtersState.getValue(), chip))}
          >
            {chip.label}
            <IconX size={14} stroke={2.2} aria-hidden />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li className={classes.clearAllItem}>
          <button type="button" className={classes.clearAll} onClick={() => filtersState.next(clearFilters())}>
            {strings.strip.clearAll}
          </button>
        </li>
      )}
    </ul>
  );
}
