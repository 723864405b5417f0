/**
 * SPEC 2 'Listing detail page': the floating contact button shows while the contact card is
 * still further down, and hides once the visitor has scrolled to the card or past it.
 * The card counts as "further down" when it is out of view with its top in the lower half
 * of the viewport (inside a dialog the card is clipped by the dialog, not by the viewport).
 */
export interface CardPosition {
  isIntersecting: boolean;
  /** The card's top edge, in viewport pixels. */
  top: number;
  viewportHeight: number;
}

export function floatingContactVisible({ isIntersecting, top, viewportHeight }: CardPosition): boolean {
  return !isIntersecting && top > viewportHeight / 2;
}
