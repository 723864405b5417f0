import { describe, expect, it, vi } from 'vitest';
import { EXPOSED } from 'shared/contracts';
import { remoteModulesAt } from './routeRemotes';

// The real route table, without the request for the remotes map that its slots' module sends.
vi.mock('./federation/remotes', () => ({ reRegisterRemote: () => Promise.resolve() }));
const { routes } = await import('./routes');

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://site.test');
  return remoteModulesAt(routes, { pathname, search });
};

describe('remoteModulesAt (the route table declares what each route renders)', () => {
  it('the listings grid on / and /pronat', () => {
    expect(at('/')).toEqual([EXPOSED.listingsPage]);
    expect(at('/pronat')).toEqual([EXPOSED.listingsPage]);
  });

  it('the filter strip first whenever the URL carries a results page', () => {
    expect(at('/pronat?page=2')).toEqual([EXPOSED.filterStrip, EXPOSED.listingsPage]);
  });

  it('the map instead of the grid in map mode, and the grid after it on a wide screen', () => {
    expect(at('/pronat?view=harta&page=1')).toEqual([EXPOSED.filterStrip, EXPOSED.mapPanel]);
    expect(remoteModulesAt(routes, new URL('/pronat?view=harta&page=1', 'http://localhost'), true)).toEqual([
      EXPOSED.filterStrip,
      EXPOSED.mapPanel,
      EXPOSED.listingsPage,
    ]);
    expect(remoteModulesAt(routes, new URL('/pronat?page=1', 'http://localhost'), true)).toEqual([EXPOSED.filterStrip, EXPOSED.listingsPage]);
    expect(at('/pronat?view=grid&page=1')).not.toContain(EXPOSED.mapPanel);
  });

  it('the detail page on a listing, never the grid or the map', () => {
    expect(at('/pronat/prn-0001?view=harta')).toEqual([EXPOSED.detailPage]);
  });

  it("nothing on the shell's own pages", () => {
    expect(at('/home')).toEqual([]);
    expect(at('/kontakti')).toEqual([]);
    expect(at('/nuk-ekziston')).toEqual([]);
  });
});
