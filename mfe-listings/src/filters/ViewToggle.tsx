import { IconLayoutGrid, IconMap } from '@tabler/icons-react';
import { useSearchParams } from 'shared/router';
import { SegmentedControl } from 'shared/ui';
import { strings } from '../strings';
import classes from './FilterStrip.module.css';

/** SPEC: the view lives in `view=harta`; leaving map mode removes the parameter. */
export const MAP_VIEW = 'harta';

function Label({ icon: Icon, text }: { icon: typeof IconMap; text: string }) {
  return (
    <span className={classes.toggleLabel}>
      <Icon size={16} stroke={1.8} aria-hidden />
      <span>{text}</span>
    </span>
  );
}

/** The grid/map toggle ('Pronat' / 'Harta'), kept in the query string. */
export function ViewToggle() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mapMode = searchParams.get('view') === MAP_VIEW;

  const change = (value: string) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === 'map') next.set('view', MAP_VIEW);
      else next.delete('view');
      return next;
    });

  return (
    <SegmentedControl
      className={classes.toggle}
      aria-label={strings.strip.view}
      radius="md"
      size="sm"
      value={mapMode ? 'map' : 'grid'}
      onChange={change}
      data={[
        { value: 'grid', label: <Label icon={IconLayoutGrid} text={strings.strip.grid} /> },
        { value: 'map', label: <Label icon={IconMap} text={strings.strip.map} /> },
      ]}
    />
  );
}
