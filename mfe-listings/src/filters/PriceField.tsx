import { useEffect, useRef, useState } from 'react';
import type { Filters } from 'shared/contracts';
import { PRICE_SCALES, priceRangeChipLabel, priceScaleLabel, type PriceBasis } from 'shared/format';
import { PRICE_QUERY, normalizeRange, parseAmount, type PriceRange } from 'shared/listings';
import { strings } from '../strings';
import classes from './FilterDialog.module.css';
import { RangeInputs } from './RangeInputs';

interface PriceFieldProps {
  /** What the draft's range compares: totals, or rents when only rentals are ticked. */
  basis: PriceBasis;
  /** The range when the form is (re)set. */
  initial: Filters['price'];
  /** Whether the app runs: the slider, a shortcut that writes 'Çmimi deri', needs it. */
  enhanced: boolean;
}

const scaleMarks = (basis: PriceBasis) => [0, PRICE_SCALES[basis].max / 2, PRICE_SCALES[basis].max].map((mark) => priceScaleLabel(mark, basis));

/**
 * The price range: 'Çmimi nga' and 'Çmimi deri', two fields of the form, so it works before the
 * app has started and with JavaScript off; either may stay empty. Once the app runs, a slider
 * under them is a shortcut for the upper bound, on the scale of what the range compares (SPEC 5's
 * 0 to 1,000,000 for totals, rent steps for rentals); its top means no upper bound.
 */
export function PriceField({ basis, initial, enhanced }: PriceFieldProps) {
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);
  const scale = PRICE_SCALES[basis];
  const [range, setRange] = useState<PriceRange | undefined>(normalizeRange(initial));
  // Where the visitor left the slider's thumb; null: where the upper bound puts it.
  const [thumb, setThumb] = useState<number | null>(null);

  const readFields = () => setRange(normalizeRange({ min: parseAmount(minInput.current?.value), max: parseAmount(maxInput.current?.value) }));
  const typed = () => {
    setThumb(null);
    readFields();
  };

  // Fields typed in before the app ran: the app goes on from there. (The dialog mounts the
  // field again whenever it sets the form again: on opening, 'Fshij', a change of basis.)
  useEffect(() => readFields(), []);

  // 0 and the top both mean no upper bound: the field empties, the thumb stays where it was put.
  const slide = (value: number) => {
    if (maxInput.current) maxInput.current.value = value > 0 && value < scale.max ? String(value) : '';
    setThumb(value);
    readFields();
  };

  const unit = basis === 'rent' ? strings.dialog.perMonth : '€';
  const sliderValue = thumb ?? Math.min(range?.max ?? scale.max, scale.max);
  const summary = range ? priceRangeChipLabel(range, basis === 'rent') : strings.dialog.priceAny;
  return (
    <div>
      <div className={classes.priceValue} aria-live="polite">
        {summary}
      </div>
      <RangeInputs
        keys={PRICE_QUERY}
        // The range's two fields, 'Çmimi nga' and 'Çmimi deri'.
        labels={{ min: strings.dialog.priceFrom, max: strings.dialog.priceTo }}
        initial={initial}
        unit={unit}
        unitWidth={basis === 'rent' ? 64 : 36}
        inputRefs={{ min: minInput, max: maxInput }}
        onInput={typed}
      />
      <input
        className={classes.slider}
        type="range"
        min={0}
        max={scale.max}
        step={scale.step}
        value={sliderValue}
        disabled={!enhanced}
        aria-label={strings.dialog.priceSlider}
        aria-valuetext={sliderValue <= 0 || sliderValue >= scale.max ? strings.dialog.priceAny : strings.dialog.priceUpTo(priceScaleLabel(sliderValue, basis))}
        onChange={(event) => slide(event.currentTarget.valueAsNumber)}
      />
      <div className={classes.marks} aria-hidden>
        {scaleMarks(basis).map((mark) => (
          <span key={mark}>{mark}</span>
        ))}
      </div>
    </div>
  );
}
