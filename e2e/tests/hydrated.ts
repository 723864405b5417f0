import type { Page } from '@playwright/test';

/**
 * Records, as the page is parsed, the elements the server drew inside `#root[data-ssr]` (its
 * server-rendered markup), so `hydrated` can tell when React has taken every one of them over.
 * Installed for every test by the fixtures (./fixtures.ts); call it yourself on a page made
 * without them.
 */
export async function recordServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.querySelector('#root[data-ssr]');
      (window as unknown as { __serverDrawn?: Element[] }).__serverDrawn = root ? [...root.querySelectorAll('*')] : [];
    });
  });
}

/**
 * Waits until the app has hydrated the page: React has committed its root (the root's fiber,
 * an internal of React DOM's, is no longer dehydrated and has a child), and every element the
 * server drew (recordServerMarkup) is React's now (but for markup React set as HTML). A remote's region is a Suspense boundary,
 * which React hydrates after the rest of the tree, so the layout's effect alone does not mean
 * that the grid's or the strip's controls are live: their nodes carry React DOM's fiber key
 * (an internal, read here as shell/src/pendingTaps.ts reads it) only once their region has
 * hydrated. Then one more frame, for the commit's effects (a carousel makes its arrows Tab
 * stops once it has measured). Typing and keys go to the app only from then on (a tap before
 * it is kept and given again; keystrokes are not).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
      const containerKey = root ? Object.keys(root).find((key) => key.startsWith('__reactContainer$')) : undefined;
      const hostRoot = (containerKey ? root?.[containerKey] : undefined) as { stateNode?: { current?: { child: unknown; memoizedState?: { isDehydrated?: boolean } } } } | undefined;
      const committed = hostRoot?.stateNode?.current;
      if (!committed || committed.child === null || committed.memoizedState?.isDehydrated) return false;
      const drawn = (window as unknown as { __serverDrawn?: Element[] }).__serverDrawn ?? [];
      const keyOf = (node: Element, prefix: string) => Object.keys(node).find((key) => key.startsWith(prefix));
      // Markup set as HTML (dangerouslySetInnerHTML: the contact page's static map) is never React's.
      const insideHtml = (node: Element): boolean => {
        let parent = node.parentElement;
        while (parent && !keyOf(parent, '__reactFiber$')) parent = parent.parentElement;
        const props = parent ? (parent as unknown as Record<string, unknown>)[keyOf(parent, '__reactProps$') ?? ''] : undefined;
        return typeof props === 'object' && props !== null && 'dangerouslySetInnerHTML' in props;
      };
      return drawn.every((element) => !element.isConnected || keyOf(element, '__reactFiber$') !== undefined || insideHtml(element));
    },
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Whether the page was drawn by the server with the app's own markup (#root[data-ssr] when parsed). */
export const serverRendered = (page: Page): Promise<boolean> =>
  page.evaluate(() => ((window as unknown as { __serverDrawn?: Element[] }).__serverDrawn?.length ?? 0) > 0);
