import type { Listing } from '../contracts';

/** SPEC 4 and 9: at most 8 recommendations are kept and at most 10 displayed (so all 8 show). */
export const RECOMMENDATIONS_KEPT = 8;
export const RECOMMENDATIONS_SHOWN = 10;

/** Other listings with the same category and the same option, in the given order, at most 8. */
export function recommendations(current: Listing, all: readonly Listing[]): Listing[] {
  return all
    .filter((other) => other.id !== current.id && other.category === current.category && other.option === current.option)
    .slice(0, RECOMMENDATIONS_KEPT);
}
