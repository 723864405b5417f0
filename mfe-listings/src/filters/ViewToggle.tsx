import { IconLayoutGrid, IconMap } from '@tabler/icons-react';
import { startTransition, useId, useOptimistic } from 'react';
import { requestView } from 'shared/bus';
import { MAP_MODE_QUERY, isMapMode, type ListingsView } from 'shared/contracts';
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
  // The router renders a navigation as a transition (the whole listings area, a few hundred ms
  // on a slow phone): the radio shows the tapped view at once, and the shell its frame (bus).
  const [current, showView] = useOptimistic<ListingsView>(isMapMode(searchParams) ? 'map' : 'grid');
  const name = useId();

  const change = (value: ListingsView) => {
    requestView(value);
    startTransition(() => {
      showView(value);
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'map') next.set(MAP_MODE_QUERY.key, MAP_MODE_QUERY.value);
        else next.delete(MAP_MODE_QUERY.key);
        return next;
      });
    });
  };

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
