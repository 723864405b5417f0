import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPOSED } from 'shared/contracts';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

const { forgetExposed, loadExposedComponent, loadedExposed, preloadExposed, preloadExposedAll } = await import('./loadExposed');

const Page = () => null;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('preloadExposedAll and loadedExposed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    loadRemote.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.values(EXPOSED).forEach(forgetExposed);
  });

  it('hands over a module once it has loaded, and nothing before', async () => {
    const load = deferred<{ default: typeof Page }>();
    loadRemote.mockReturnValue(load.promise);
    const preloaded = preloadExposedAll([EXPOSED.mapPanel], 2_000);
    expect(loadedExposed(EXPOSED.mapPanel)).toBeUndefined();
    load.resolve({ default: Page });
    await preloaded;
    expect(loadedExposed(EXPOSED.mapPanel)).toBe(Page);
    expect(loadRemote).toHaveBeenCalledWith(EXPOSED.mapPanel);
  });

  it('stops waiting after the given time while a remote is slow', async () => {
    loadRemote.mockReturnValue(new Promise(() => {}));
    let done = false;
    void preloadExposedAll([EXPOSED.listingsPage], 2_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(loadedExposed(EXPOSED.listingsPage)).toBeUndefined();
  });

  it('a failed remote neither rejects the wait nor counts as loaded, and other modules still load', async () => {
    loadRemote.mockImplementation((id: string) =>
      id === EXPOSED.mapPanel ? Promise.reject(new Error('down')) : Promise.resolve({ default: Page }),
    );
    await preloadExposedAll([EXPOSED.listingsPage, EXPOSED.mapPanel], 2_000);
    expect(loadedExposed(EXPOSED.listingsPage)).toBe(Page);
    expect(loadedExposed(EXPOSED.mapPanel)).toBeUndefined();
  });

  it('forgetting a module drops the loaded component too, so a retry loads it again', async () => {
    loadRemote.mockResolvedValue({ default: Page });
    await preloadExposedAll([EXPOSED.detailPage], 2_000);
    forgetExposed(EXPOSED.detailPage);
    expect(loadedExposed(EXPOSED.detailPage)).toBeUndefined();
    await preloadExposedAll([EXPOSED.detailPage], 2_000);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});

describe('preloadExposed', () => {
  beforeEach(() => loadRemote.mockReset());
  afterEach(() => Object.values(EXPOSED).forEach(forgetExposed));

  it('forgets a failed load, so the slot that needs the module later loads it again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('a network blip')).mockResolvedValueOnce({ default: Page });
    preloadExposed(EXPOSED.mapPanel);
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadExposedComponent(EXPOSED.mapPanel)).resolves.toBe(Page);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('shares a load under way with the slot, and loads once when it succeeds', async () => {
    loadRemote.mockResolvedValue({ default: Page });
    preloadExposed(EXPOSED.mapPanel);
    await expect(loadExposedComponent(EXPOSED.mapPanel)).resolves.toBe(Page);
    preloadExposed(EXPOSED.mapPanel);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});
