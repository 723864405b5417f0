// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPOSED, HYDRATED_ATTRIBUTE } from 'shared/contracts';

// The signal is the page's, set once: each test starts from a fresh module and page.
async function freshSignal() {
  vi.resetModules();
  return import('./hydration');
}

const root = () => document.getElementById('root');
const signalled = () => root()?.hasAttribute(HYDRATED_ATTRIBUTE) ?? false;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><button type="button">Kept</button></div>';
});
afterEach(() => {
  delete window.__pendingTaps;
});

describe('the hydrated signal', () => {
  it('is set once the root and every region the page starts with have committed, in any order', async () => {
    const { awaitRegions, rootCommitted, regionCommitted } = await freshSignal();
    regionCommitted(EXPOSED.filterStrip);
    awaitRegions([EXPOSED.filterStrip, EXPOSED.listingsPage]);
    rootCommitted();
    expect(signalled()).toBe(false);
    // A region the page did not start with (a sheet opened later) does not stand in for one.
    regionCommitted(EXPOSED.contactSheet);
    expect(signalled()).toBe(false);
    regionCommitted(EXPOSED.listingsPage);
    expect(signalled()).toBe(true);
  });

  it('waits for the root even when the page has no region', async () => {
    const { awaitRegions, rootCommitted } = await freshSignal();
    awaitRegions([]);
    expect(signalled()).toBe(false);
    rootCommitted();
    expect(signalled()).toBe(true);
  });

  it('is not set before the regions are known (the server renders without them)', async () => {
    const { rootCommitted, regionCommitted } = await freshSignal();
    rootCommitted();
    regionCommitted(EXPOSED.listingsPage);
    expect(signalled()).toBe(false);
  });

  it('gives the taps kept before hydration once, when it is set', async () => {
    const { awaitRegions, rootCommitted, regionCommitted } = await freshSignal();
    const kept = root()?.querySelector('button');
    const gone = document.createElement('button');
    const clicks = vi.fn();
    kept?.addEventListener('click', clicks);
    gone.addEventListener('click', clicks);
    window.__pendingTaps = [kept as Element, gone];
    awaitRegions([EXPOSED.listingsPage]);
    rootCommitted();
    expect(clicks).not.toHaveBeenCalled();
    regionCommitted(EXPOSED.listingsPage);
    regionCommitted(EXPOSED.listingsPage);
    // The control still on the page is tapped again, once; one no longer on it is not.
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(window.__pendingTaps).toBeUndefined();
  });
});
