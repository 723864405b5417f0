import { IconX } from '@tabler/icons-react';
import { clearFilters, filterChips, removeChip } from 'shared/listings';
import { strings } from '../strings';
import { useSearch } from '../useSearch';
import classes from './FilterStrip.module.css';

/** Removable chips for the active category, option, price and city, and 'clear all'. */
export function FilterChips() {
  const { filters, changeSearch } = useSearch();
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
            onClick={() => changeSearch((current) => ({ filters: removeChip(current.filters, chip) }))}
          >
            {chip.label}
            <IconX size={14} stroke={2.2} aria-hidden />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li className={classes.clearAllItem}>
          <button type="button" className={classes.clearAll} onClick={() => changeSearch(() => ({ filters: clearFilters() }))}>
            {strings.strip.clearAll}
          </button>
        </li>
      )}
    </ul>
  );
}
