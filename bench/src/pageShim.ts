/** What the benchmark's pages need before functions from this package run in them. */
import type { BrowserContext } from '@playwright/test';

/**
 * tsx compiles with esbuild's keepNames, which wraps named functions in a `__name(fn, 'name')`
 * helper; a function passed to page.evaluate is sent as its source and would not find it.
 */
export async function addNameShim(context: BrowserContext): Promise<void> {
  await context.addInitScript({
    content: 'globalThis.__name = (target, value) => Object.defineProperty(target, "name", { value, configurable: true });',
  });
}
