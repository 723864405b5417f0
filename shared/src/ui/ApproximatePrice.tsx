import { VisuallyHidden } from '@mantine/core';
import type { Listing } from '../contracts';
import { approximatePrice } from '../format/approximate';
import { siteApproximateRates } from '../site';
import classes from './ApproximatePrice.module.css';

export interface ApproximatePriceProps {
  listing: Pick<Listing, 'category' | 'option' | 'price' | 'reducedPrice'>;
  /**
   * Where there is room (the detail page, the preview) the note is said under the amount, for
   * every visitor; elsewhere (a card) it is the amount's tooltip and read by screen readers only.
   */
  explained?: boolean;
  /** Where the place that shows it puts it. */
  className?: string;
}

/**
 * The approximate amount under a price on English and German pages ('≈ 118.000 CHF'), quieter
 * than the price and marked as the agency's approximation (format/approximate.ts), at the site
 * configuration's rates; nothing on Albanian pages, for a price on request, or without a rate. Every React place a price shows
 * uses this one element, so the server's render and the browser's agree.
 */
export function ApproximatePrice({ listing, explained = false, className }: ApproximatePriceProps) {
  const approximate = approximatePrice(listing, siteApproximateRates());
  if (approximate === null) return null;
  const name = className ? `${classes.approximate} ${className}` : classes.approximate;
  if (explained) {
    return (
      <span className={name} data-approximate-price="">
        <span className={classes.amount}>{approximate.text}</span>
        <span className={classes.note}>{approximate.note}</span>
      </span>
    );
  }
  return (
    <span className={name} title={approximate.note} data-approximate-price="">
      <span className={classes.amount}>{approximate.text}</span>
      <VisuallyHidden> ({approximate.note})</VisuallyHidden>
    </span>
  );
}
