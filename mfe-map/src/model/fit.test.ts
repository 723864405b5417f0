// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RESULTS_FIT, pointsBounds, targetKey, viewTarget } from './fit';

const prizren = { latitude: 42.21, longitude: 20.74 };
const prizrenSouth = { latitude: 42.18, longitude: 20.76 };
const pristina = { latitude: 42.66, longitude: 21.16 };

describe("the map's view for a search", () => {
  it('shows Kosovo when nothing narrows the search, however many points there are', () => {
    expect(viewTarget({}, [prizren, pristina])).toEqual({ kind: 'kosovo' });
    // Values that mean "no filter" narrow nothing.
    expect(viewTarget({ place: 'all', category: [] }, [prizren])).toEqual({ kind: 'kosovo' });
  });

  it("fits a narrowed search's results: the box around their points", () => {
    expect(viewTarget({ place: 'Prizren' }, [prizren, prizrenSouth])).toEqual({ kind: 'results', bounds: [20.74, 42.18, 20.76, 42.21] });
  });

  it('shows Kosovo when no result has a point (or there are none)', () => {
    expect(viewTarget({ place: 'Prizren' }, [])).toEqual({ kind: 'kosovo' });
  });

  it("shows the searched area as it is, whatever the results", () => {
    expect(viewTarget({ place: 'Prizren', bounds: [21, 42.5, 21.3, 42.8] }, [prizren])).toEqual({ kind: 'area', bounds: [21, 42.5, 21.3, 42.8] });
  });

  it('makes a one-point box for a single result, shown at zoom 14 at most', () => {
    expect(pointsBounds([pristina])).toEqual([21.16, 42.66, 21.16, 42.66]);
    expect(RESULTS_FIT.maxZoom).toBe(14);
  });

  it('has the same key for the same target, whatever order the points came in', () => {
    const a = viewTarget({ place: 'Prizren' }, [prizren, prizrenSouth]);
    const b = viewTarget({ place: 'Prizren', option: ['Me Qera'] }, [prizrenSouth, prizren]);
    expect(targetKey(a)).toBe(targetKey(b));
    expect(targetKey(a)).not.toBe(targetKey({ kind: 'area', bounds: [20.74, 42.18, 20.76, 42.21] }));
    expect(targetKey({ kind: 'kosovo' })).toBe('kosovo');
  });
});
