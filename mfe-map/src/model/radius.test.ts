// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markerRadii } from './radius';

describe('markerRadii', () => {
  it('uses 20/10 below zoom 14', () => {
    for (const zoom of [0, 8, 10, 13, 13.99]) expect(markerRadii(zoom)).toEqual({ outer: 20, inner: 10 });
  });

  it('uses 30/15 from zoom 14 up to below 16', () => {
    for (const zoom of [14, 15, 15.5]) expect(markerRadii(zoom)).toEqual({ outer: 30, inner: 15 });
  });

  it('uses 40/20 from zoom 16', () => {
    for (const zoom of [16, 17, 18, 20]) expect(markerRadii(zoom)).toEqual({ outer: 40, inner: 20 });
  });
});
