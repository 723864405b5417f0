import { IconLayoutGrid, IconMap } from '@tabler/icons-react';
import { useId } from 'react';
import { MAP_MODE_QUERY, isMapMode } from 'shared/contracts';
import { useSearchParams } from 'shared/router';
import { strings } from '../strings';
import classes from './ViewToggle.module.css';

const VIEWS = [
  { value: 'grid', icon: IconLayoutGrid, text: strings.strip.grid },
  { value: 'map', icon: IconMap, text: strings.strip.map },
] as const;

/**
 * The grid/map toggle ('Pronat' / 'Harta'), kept in the query string: two native radios drawn
 * as a segmented control. (Mantine's SegmentedControl measures its segments to slide an
 * indicator, a forced layout of the whole page on every load.)
 */
export function ViewToggle() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = isMapMode(searchParams) ? 'map' : 'grid';
  const name = useId();

  const change = (value: string) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === 'map') next.set(MAP_MODE_QUERY.key, MAP_MODE_QUERY.value);
      else next.delete(MAP_MODE_QUERY.key);
      return next;
    });

  return (
    <div role="radiogroup" aria-label={strings.strip.view} className={classes.toggle}>
      {VIEWS.map(({ value, icon: Icon, text }) => (
        <label key={value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={value}
            aria-label={text}
            checked={current === value}
            onChange={() => change(value)}
          />
          <Icon size={16} stroke={1.8} aria-hidden />
          <span className={classes.text} aria-hidden>
            {text}
          </span>
        </label>
      ))}
    </div>
  );
}
