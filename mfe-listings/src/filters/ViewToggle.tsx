import { IconLayoutGrid, IconMap } from '@tabler/icons-react';
import { startTransition, useOptimistic, type MouseEvent } from 'react';
import { requestView } from 'shared/bus';
import { isMapMode, viewSearch, type ListingsView } from 'shared/contracts';
import { Link, useSearchParams } from 'shared/router';
import { strings } from '../strings';
import { isPlainClick } from 'shared/ui';
import classes from './ViewToggle.module.css';

// Getters: the words are read as the toggle renders, in the page's language.
const VIEWS = [
  {
    value: 'grid',
    icon: IconLayoutGrid,
    get text() {
      return strings.strip.grid;
    },
  },
  {
    value: 'map',
    icon: IconMap,
    get text() {
      return strings.strip.map;
    },
  },
] as const;

/**
 * The grid/map toggle ('Pronat' / 'Harta'), kept in the query string: two links to the two
 * modes drawn as a segmented control. A link works from the moment the page shows: before the
 * app has started it loads the server-drawn mode, after it the app changes the mode in place.
 * (Mantine's SegmentedControl measures its segments to slide an indicator, a forced layout of
 * the whole page on every load.)
 */
export function ViewToggle() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The router renders a navigation as a transition (the whole listings area, a few hundred ms
  // on a slow phone): the toggle shows the tapped view at once, and the shell its frame (bus).
  const [current, showView] = useOptimistic<ListingsView>(isMapMode(searchParams) ? 'map' : 'grid');

  const change = (event: MouseEvent, value: ListingsView) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    requestView(value);
    startTransition(() => {
      showView(value);
      setSearchParams((previous) => new URLSearchParams(viewSearch(previous, value)));
    });
  };

  return (
    <div role="group" aria-label={strings.strip.view} className={classes.toggle}>
      {VIEWS.map(({ value, icon: Icon, text }) => (
        <Link
          key={value}
          className={classes.option}
          to={{ search: viewSearch(searchParams, value) }}
          aria-label={text}
          aria-current={current === value ? 'true' : undefined}
          onClick={(event) => change(event, value)}
        >
          <Icon size={16} stroke={1.8} aria-hidden />
          <span className={classes.text} aria-hidden>
            {text}
          </span>
        </Link>
      ))}
    </div>
  );
}
