import type { Page } from '@playwright/test';

type PaintedState = { __firstPainted?: { nodes: Record<string, Element>; beforeApp: boolean } };

/**
 * Marks, the moment the parser has added them all, the first element matching each selector:
 * the nodes painted from the page as sent, before any script of the app has run. Call before
 * `goto`; ask `firstPainted` later whether the document still holds those very nodes.
 */
export async function markFirstPainted(page: Page, selectors: Record<string, string>): Promise<void> {
  await page.addInitScript((wanted: Record<string, string>) => {
    new MutationObserver((_records, observer) => {
      const found = Object.entries(wanted).map(([name, selector]) => [name, document.querySelector(selector)] as const);
      if (found.some(([, node]) => node === null)) return;
      (window as unknown as PaintedState).__firstPainted = {
        nodes: Object.fromEntries(found) as Record<string, Element>,
        // The app's entry script has not even been added yet.
        beforeApp: !document.querySelector('script[src*="/main."]'),
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selectors);
}

/**
 * Per name, whether the node first painted is still in the document: hydration kept it (a
 * client render would have replaced the server's markup with new nodes). `beforeApp`: they were
 * all painted before the app's entry script was in the page.
 */
export async function firstPainted(page: Page): Promise<{ kept: Record<string, boolean>; beforeApp: boolean }> {
  return page.evaluate(() => {
    const state = (window as unknown as PaintedState).__firstPainted;
    if (!state) return { kept: {}, beforeApp: false };
    const kept = Object.fromEntries(Object.entries(state.nodes).map(([name, node]) => [name, document.contains(node)]));
    return { kept, beforeApp: state.beforeApp };
  });
}
