/**
 * A range's words, every range chip's (the price's, the area's): a bound alone is said in full
 * ('Nga 150.000 €', 'Deri në 120 m²', SPEC 2), two as a span that `span` writes ('80 – 120 m²').
 */
export function rangeLabel(range: { min?: number; max?: number }, bound: (amount: number) => string, span: (min: number, max: number) => string): string {
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return span(min, max);
  if (max !== undefined) return `Deri në ${bound(max)}`;
  return `Nga ${bound(min ?? 0)}`;
}
