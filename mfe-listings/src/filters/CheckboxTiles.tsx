import { Glyph, type GlyphName } from 'shared/ui';
import classes from './FilterDialog.module.css';

export interface Tile {
  /** What the tile sends when ticked. */
  value: string;
  label: string;
  icon: GlyphName;
}

interface CheckboxTilesProps {
  /** The form field's name; each tile sends its option's `value`. */
  name: string;
  tiles: Tile[];
  /** The values ticked when the form is (re)set. */
  checked: readonly string[];
}

/**
 * A grid of checkbox tiles, each with its icon (types and statuses in the filter dialog): real
 * checkboxes of the form, so they work before the app has started and with JavaScript off.
 */
export function CheckboxTiles({ name, tiles, checked }: CheckboxTilesProps) {
  return (
    <div className={classes.tiles}>
      {tiles.map(({ value, label: text, icon }) => (
        <label key={value} className={classes.tile}>
          <span className={classes.tileIcon}>
            <Glyph name={icon} size={20} />
          </span>
          <span className={classes.tileLabel}>{text}</span>
          <input className={classes.tileBox} type="checkbox" name={name} value={value} defaultChecked={checked.includes(value)} />
        </label>
      ))}
    </div>
  );
}
