import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentReady, signalContentReady } from 'shared/bus';
import { FIRST_VIEW_TIMEOUT_MS, startFirstViewSwap } from './swap';

function serverPage() {
  document.body.innerHTML =
    '<div id="first-view"><h1>Pronat</h1></div><div id="root" data-first-view aria-hidden="true"><main>app</main></div>';
  document.head.innerHTML = '<style id="first-view-style"></style>';
}

// The swap happens after the next frame (16 ms under fake timers).
const settle = () => vi.advanceTimersByTimeAsync(20);

describe('the first-view swap', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    contentReady.next(null);
    serverPage();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the first view and hides the app until the route reports its content ready', async () => {
    const stop = startFirstViewSwap();
    await settle();
    expect(document.getElementById('first-view')).not.toBeNull();
    expect(document.getElementById('root')?.getAttribute('aria-hidden')).toBe('true');

    signalContentReady('mfe-listings');
    await settle();
    expect(document.getElementById('first-view')).toBeNull();
    expect(document.getElementById('first-view-style')).toBeNull();
    const root = document.getElementById('root');
    expect(root?.hasAttribute('data-first-view')).toBe(false);
    expect(root?.hasAttribute('aria-hidden')).toBe(false);
    stop();
  });

  it('swaps at once when the content was ready before it started', async () => {
    signalContentReady('shell');
    startFirstViewSwap();
    await settle();
    expect(document.getElementById('first-view')).toBeNull();
  });

  it('shows the app anyway after the timeout', async () => {
    startFirstViewSwap();
    await vi.advanceTimersByTimeAsync(FIRST_VIEW_TIMEOUT_MS - 1);
    expect(document.getElementById('first-view')).not.toBeNull();
    await settle();
    expect(document.getElementById('first-view')).toBeNull();
    expect(document.getElementById('root')?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('does nothing on a page without a first view', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    startFirstViewSwap();
    signalContentReady('shell');
    await settle();
    expect(document.getElementById('root')).not.toBeNull();
  });
});
