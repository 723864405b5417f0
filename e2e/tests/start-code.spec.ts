/**
 * A page's start fetches each module once. The shell provides every shared module, so no remote
 * runs its own copy of one (a copy that brings its own copies of the translations, the formats
 * and the listings rules with it), and no module of the shell is in two of the scripts the start
 * fetches (each shared module is a chunk of its own, and what several of them import is in one
 * chunk beside them).
 */
import { runInNewContext } from 'node:vm';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { contactSheet, openContactSheet, openDetail, openGrid, openMapView } from './screens';
import { newestListings } from './sample-listings';
import { ownSharedCopies, remoteManifest } from './remote-manifests';
import { watchRequestedPaths } from './requested-paths';

/** The shell's scripts fetched before the shell begins to fetch what comes next: the start's. */
async function startScripts(page: Page): Promise<string[]> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, 'prefetch-next-code', { timeout: 30_000 });
  return page.evaluate((mark) => {
    const settledAt = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime < settledAt)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js') && !url.pathname.startsWith('/remotes/'))
      .map((url) => url.pathname);
  }, 'prefetch-next-code');
}

/**
 * Each source file (by its source map) that two or more of the scripts hold, with those scripts.
 * A script made only of the bundler's own code (a shared module's re-exports) has no map.
 */
async function sourcesInTwoScripts(page: Page, scripts: readonly string[]): Promise<Record<string, string[]>> {
  const holders = new Map<string, string[]>();
  let mapped = 0;
  for (const script of scripts) {
    const response = await page.request.get(`${script}.map`);
    if (response.status() === 404) continue;
    expect(response.ok(), `${script}.map`).toBe(true);
    mapped++;
    const { sources } = (await response.json()) as { sources: string[] };
    for (const source of new Set(sources)) holders.set(source, [...(holders.get(source) ?? []), script]);
  }
  expect(mapped).toBeGreaterThan(scripts.length / 2);
  return Object.fromEntries([...holders].filter(([, files]) => files.length > 1));
}

/** How a chunk script of the shell begins (after the compile hint's comment line, if any). */
const CHUNK_SCRIPT = /^(?:\/\/[^\n]*\n)?"use strict";\(globalThis\.rspackChunkshell\|\|=\[\]\)\.push\(/;

/**
 * Each of the shell's modules (by its id in the build) that two or more of the scripts define, with
 * those scripts. Source maps cannot tell this for a module without a map of its own (a JSON file
 * such as site.config.json); the bundler's chunk format can: each chunk script pushes its chunk ids
 * and an object of module factories, which this reads by running the script against a stand-in for
 * the chunk array in a fresh context of its own (the factories are not called).
 */
async function modulesInTwoScripts(page: Page, scripts: readonly string[]): Promise<Record<string, string[]>> {
  const holders = new Map<string, string[]>();
  let chunks = 0;
  for (const script of scripts) {
    const response = await page.request.get(script);
    expect(response.ok(), script).toBe(true);
    const text = await response.text();
    // The shell's runtime (`main`) is no chunk: it defines its own few modules inline.
    if (!CHUNK_SCRIPT.test(text)) continue;
    const pushed: unknown[][] = [];
    const context: Record<string, unknown> = { rspackChunkshell: { push: (entry: unknown[]) => pushed.push(entry) } };
    context.globalThis = context;
    runInNewContext(text, context);
    for (const [, modules] of pushed) {
      chunks++;
      for (const [id, factory] of Object.entries(modules as Record<string, unknown>)) {
        // The id with the start of the module's code, so a failure says which module it is.
        const module = `${id}: ${String(factory).slice(0, 80)}`;
        holders.set(module, [...(holders.get(module) ?? []), script]);
      }
    }
  }
  expect(chunks).toBeGreaterThan(scripts.length / 2);
  return Object.fromEntries([...holders].filter(([, files]) => files.length > 1));
}

/** No module of the shell in two of the start's scripts: by source map, and by module id. */
async function expectEachModuleOnce(page: Page, scripts: readonly string[]): Promise<void> {
  expect(await sourcesInTwoScripts(page, scripts)).toEqual({});
  expect(await modulesInTwoScripts(page, scripts)).toEqual({});
}

async function expectNoOwnSharedCopies(page: Page, requested: string[], remote: string): Promise<void> {
  const copies = ownSharedCopies(remote, await remoteManifest(page, remote));
  expect(copies.length).toBeGreaterThan(0);
  expect(requested.filter((path) => copies.includes(path))).toEqual([]);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the listings page's start: no remote's own copy of a shared module, no module of the shell in two scripts", async ({ page, consoleErrors }) => {
    const requested = watchRequestedPaths(page);
    await openGrid(page);
    const scripts = await startScripts(page);
    expect(scripts.length).toBeGreaterThan(5);
    await expectEachModuleOnce(page, scripts);
    // The listings remote's cards and filters use the search alerts' module, which the shell itself does not.
    expect(requested().some((path) => path.startsWith('/remotes/mfe-listings/'))).toBe(true);
    await expectNoOwnSharedCopies(page, requested(), 'mfe-listings');
    expect(consoleErrors).toEqual([]);
  });

  test("a listing's start and map mode's: no remote's own copy of a shared module, no module of the shell in two scripts", async ({ page, consoleErrors }) => {
    const [listing] = await newestListings(page.request);
    if (!listing) throw new Error('The sample has no active listing');
    const requested = watchRequestedPaths(page);
    await openDetail(page, listing);
    await expectEachModuleOnce(page, await startScripts(page));
    await expectNoOwnSharedCopies(page, requested(), 'mfe-detail');

    await openMapView(page);
    await expectEachModuleOnce(page, await startScripts(page));
    await expectNoOwnSharedCopies(page, requested(), 'mfe-map');
    expect(consoleErrors).toEqual([]);
  });

  test("the contact sheet runs the shell's contact module, not the contact remote's own copy", async ({ page, consoleErrors }) => {
    const requested = watchRequestedPaths(page);
    await openContactSheet(page);
    await expect(contactSheet(page).getByRole('button', { name: 'Dërgo mesazhin' })).toBeVisible();
    await expectNoOwnSharedCopies(page, requested(), 'mfe-contact');
    expect(consoleErrors).toEqual([]);
  });
});
