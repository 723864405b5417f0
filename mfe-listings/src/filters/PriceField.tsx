import type { RefObject } from 'react';
import { PRICE_SLIDER, priceFilterLabel } from 'shared/format';
import { strings } from '../strings';
import classes from './FilterDialog.module.css';

const MARKS = [0, PRICE_SLIDER.max / 2, PRICE_SLIDER.max].map(priceFilterLabel);

const valueText = (value: number) => (value > 0 ? strings.dialog.priceUpTo(priceFilterLabel(value)) : strings.dialog.priceAny);

interface PriceFieldProps {
  /** The field's name in the form. */
  name: string;
  /** The value when the form is (re)set; 0 means no price filter. */
  initial: number;
  /** The value shown above the slider (kept by the app, once it runs, as the slider moves). */
  value: number;
  onChange: (value: number) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The maximum price: 0 to 1,000,000 in steps of 10,000 (SPEC 5), a native slider of the form,
 * so it works before the app has started and with JavaScript off; 0 means no price filter.
 */
export function PriceField({ name, initial, value, onChange, inputRef }: PriceFieldProps) {
  return (
    <div>
      <div className={classes.priceValue} aria-hidden>
        {valueText(value)}
      </div>
      <input
        ref={inputRef}
        className={classes.slider}
        type="range"
        name={name}
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        defaultValue={initial}
        aria-label={strings.dialog.priceSlider}
        aria-valuetext={valueText(value)}
        onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
      />
      <div className={classes.marks} aria-hidden>
        {MARKS.map((mark) => (
          <span key={mark}>{mark}</span>
        ))}
      </div>
    </div>
  );
}
