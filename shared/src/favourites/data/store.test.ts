import { describe, expect, it, vi } from 'vitest';
import { FAVOURITES_MAX, NO_FAVOURITES } from '../ids';
import { FAVOURITES_KEY, createFavouritesStore, readKept, type FavouritesPlace } from './store';

/** A tab: its own store over a storage it may share with another tab, and its own window's events. */
function tab(storage: Storage | null = new MemoryStorage()) {
  const events = new EventTarget();
  const place: FavouritesPlace = { storage: () => storage, events };
  return { store: createFavouritesStore(place), storage, events };
}

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

/** What the browser tells the other tabs after one wrote. */
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

describe('the favourites store', () => {
  it('reads every empty list as the one empty value (nothing kept, a list emptied, an unreadable one)', () => {
    for (const kept of [null, JSON.stringify({ ids: [] }), JSON.stringify({ ids: ['<b>'] }), 'not json']) {
      const storage = new MemoryStorage();
      if (kept !== null) storage.setItem(FAVOURITES_KEY, kept);
      expect(tab(storage).store.ids()).toBe(NO_FAVOURITES);
    }
  });

  it('keeps saved ids in localStorage under its versioned key, oldest first', () => {
    const { store, storage } = tab();
    expect(store.toggle('1824')).toBe(true);
    expect(store.toggle('2179-4211')).toBe(true);
    expect(store.ids()).toEqual(['1824', '2179-4211']);
    expect(JSON.parse(storage!.getItem(FAVOURITES_KEY)!)).toEqual({ ids: ['1824', '2179-4211'] });
    expect(store.toggle('1824')).toBe(false);
    expect(createFavouritesStore({ storage: () => storage, events: null }).ids()).toEqual(['2179-4211']);
  });

  it('gives the same array until the list changes', () => {
    const { store } = tab();
    const before = store.ids();
    expect(store.ids()).toBe(before);
    store.toggle('1');
    expect(store.ids()).not.toBe(before);
  });

  it.each([
    ['not JSON', '{ids:'],
    ['an array', '["1","2"]'],
    ['null', 'null'],
    ['a number', '42'],
    ['ids not a list', '{"ids":"1,2"}'],
    ['ids inherited, not its own', '{"__proto__":{"ids":["1"]}}'],
  ])('reads bad or foreign data (%s) as no list, and overwrites it on the next save', (_name, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(FAVOURITES_KEY, raw);
    const { store } = tab(storage);
    expect(store.ids()).toEqual([]);
    store.toggle('7');
    expect(readKept(storage.getItem(FAVOURITES_KEY))).toEqual(['7']);
  });

  it('keeps only valid ids of a kept list, once each, at most FAVOURITES_MAX', () => {
    const storage = new MemoryStorage();
    storage.setItem(FAVOURITES_KEY, JSON.stringify({ ids: ['1', '1', '<img>', 5, '2', ...Array.from({ length: 300 }, (_, n) => `x${n}`)] }));
    const { store } = tab(storage);
    expect(store.ids().slice(0, 3)).toEqual(['1', '2', 'x0']);
    expect(store.ids()).toHaveLength(FAVOURITES_MAX);
    // A full list takes no more, and its heart stays empty.
    expect(store.toggle('new')).toBe(false);
    expect(store.ids()).not.toContain('new');
    expect(store.toggle('<b>')).toBe(false);
  });

  it("follows another tab's change (a storage event), and tells its listeners", () => {
    const shared = new MemoryStorage();
    const one = tab(shared);
    const two = tab(shared);
    const listener = vi.fn();
    const stop = two.store.subscribe(listener);
    expect(two.store.ids()).toEqual([]);
    one.store.toggle('1824');
    two.events.dispatchEvent(storageEvent('some-other-key'));
    expect(listener).not.toHaveBeenCalled();
    two.events.dispatchEvent(storageEvent(FAVOURITES_KEY));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(two.store.ids()).toEqual(['1824']);
    // The same list again (an event for a write that changed nothing here) tells no one.
    two.events.dispatchEvent(storageEvent(FAVOURITES_KEY));
    expect(listener).toHaveBeenCalledTimes(1);
    // Another tab cleared the site's storage.
    shared.clear();
    two.events.dispatchEvent(storageEvent(null));
    expect(two.store.ids()).toEqual([]);
    stop();
    one.store.toggle('9');
    two.events.dispatchEvent(storageEvent(FAVOURITES_KEY));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("changes the kept list, not a stale copy: another tab's save made meanwhile stays", () => {
    const shared = new MemoryStorage();
    const one = tab(shared);
    const two = tab(shared);
    expect(two.store.ids()).toEqual([]);
    one.store.toggle('1');
    // Before tab two hears of it, it saves another.
    two.store.toggle('2');
    expect(readKept(shared.getItem(FAVOURITES_KEY))).toEqual(['1', '2']);
  });

  it('adds a shared list after its own, without doubles or bad ids', () => {
    const { store } = tab();
    store.toggle('1');
    store.add(['2', '1', '../3', '4']);
    expect(store.ids()).toEqual(['1', '2', '4']);
    store.remove('2');
    expect(store.ids()).toEqual(['1', '4']);
  });

  it.each([
    ['no storage at all', () => null],
    [
      'storage that throws on every use (a private window, storage off)',
      () =>
        ({
          getItem: () => {
            throw new DOMException('denied', 'SecurityError');
          },
          setItem: () => {
            throw new DOMException('denied', 'SecurityError');
          },
        }) as unknown as Storage,
    ],
    [
      'reaching localStorage throws',
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
    ],
  ])('with %s, still toggles for the page’s life and never throws', (_name, storage) => {
    const store = createFavouritesStore({ storage, events: new EventTarget() });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.ids()).toEqual([]);
    expect(store.toggle('1824')).toBe(true);
    expect(store.toggle('2')).toBe(true);
    expect(store.ids()).toEqual(['1824', '2']);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.toggle('1824')).toBe(false);
    expect(store.ids()).toEqual(['2']);
  });

  it('keeps its list in memory once the storage refuses a write (a full quota)', () => {
    const storage = new MemoryStorage();
    storage.setItem(FAVOURITES_KEY, JSON.stringify({ ids: ['1'] }));
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const { store } = tab(storage);
    expect(store.toggle('2')).toBe(true);
    expect(store.toggle('3')).toBe(true);
    expect(store.ids()).toEqual(['1', '2', '3']);
  });
});
