import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { strings } from '../strings';
import { MapControl } from './MapControl';
import classes from './controls.module.css';

/** A Leaflet-style button under the zoom control that toggles fullscreen. */
export function FullscreenButton({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  const label = active ? strings.fullscreenExit : strings.fullscreenEnter;
  const Icon = active ? IconMinimize : IconMaximize;
  return (
    <MapControl position="topleft">
      <button
        type="button"
        className={classes.button}
        onClick={onToggle}
        aria-label={label}
        title={label}
        aria-pressed={active}
      >
        <Icon size={18} stroke={2} aria-hidden="true" />
      </button>
    </MapControl>
  );
}
