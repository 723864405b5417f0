import { PRICE_SLIDER, priceFilterLabel } from 'shared/format';
import { Slider } from 'shared/ui-overlays';
import { strings } from '../strings';
import classes from './FilterDialog.module.css';

const MARKS = [0, PRICE_SLIDER.max / 2, PRICE_SLIDER.max].map((value) => ({ value, label: priceFilterLabel(value) }));

/** The maximum price: 0 to 1,000,000 in steps of 10,000 (SPEC 5); 0 means no price filter. */
export function PriceField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <div>
      <div className={classes.priceValue} aria-hidden>
        {value > 0 ? strings.dialog.priceUpTo(priceFilterLabel(value)) : strings.dialog.priceAny}
      </div>
      <div className={classes.slider}>
        <Slider
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={value}
          onChange={onChange}
          label={priceFilterLabel}
          marks={MARKS}
          thumbLabel={strings.dialog.priceSlider}
          thumbValueText={(current) => (current > 0 ? strings.dialog.priceUpTo(priceFilterLabel(current)) : strings.dialog.priceAny)}
          size="md"
        />
      </div>
    </div>
  );
}
