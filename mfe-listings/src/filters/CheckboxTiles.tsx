import type { Icon } from '@tabler/icons-react';
import { toggleInList } from 'shared/listings';
import { Checkbox } from 'shared/ui-overlays';
import type { SelectOption } from './options';
import classes from './FilterDialog.module.css';

interface CheckboxTilesProps {
  options: SelectOption[];
  icons: Record<string, Icon>;
  value: string[] | undefined;
  onChange: (value: string[]) => void;
}

/** A grid of checkbox tiles, each with its icon (types and statuses in the filter dialog). */
export function CheckboxTiles({ options, icons, value, onChange }: CheckboxTilesProps) {
  return (
    <div className={classes.tiles}>
      {options.map((option) => {
        const checked = value?.includes(option.value) ?? false;
        const OptionIcon = icons[option.value];
        return (
          <Checkbox.Card
            key={option.value}
            className={classes.tile}
            checked={checked}
            data-checked={checked || undefined}
            aria-label={option.label}
            onChange={(next) => onChange(toggleInList(value, option.value, next))}
          >
            <span className={classes.tileIcon} aria-hidden>
              {OptionIcon && <OptionIcon size={20} stroke={1.7} />}
            </span>
            <span className={classes.tileLabel}>{option.label}</span>
            <Checkbox.Indicator size="sm" />
          </Checkbox.Card>
        );
      })}
    </div>
  );
}
