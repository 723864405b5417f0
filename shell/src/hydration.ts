/**
 * The app's explicit "hydrated" signal (HYDRATED_ATTRIBUTE on #root). React says nothing when a
 * hydration has finished, and a remote's region is a Suspense boundary it hydrates after the rest
 * of the tree, so the shell counts: the root's first commit (SiteRoutes' effect) and each remote
 * region the page starts with (its slot's effect, or its error boundary when it failed). The
 * regions are the route's own (routeRemotes) as every screen starts with them.
 */
import { APP_ROOT_ID, HYDRATED_ATTRIBUTE, type ExposedModule } from 'shared/contracts';
import { givePendingTaps } from './pendingTaps';

let awaited: ReadonlySet<ExposedModule> | null = null;
const committed = new Set<ExposedModule>();
let rootDone = false;
let signalled = false;

/** Called by bootstrap before the first render: the regions the page starts with. */
export function awaitRegions(modules: readonly ExposedModule[]): void {
  awaited = new Set(modules);
  settle();
}

/** The root's first commit. */
export function rootCommitted(): void {
  rootDone = true;
  settle();
}

/** A region's first commit, or its fallback's after a failure: either way it answers taps now. */
export function regionCommitted(module: ExposedModule): void {
  committed.add(module);
  settle();
}

function settle(): void {
  if (signalled || !rootDone || awaited === null) return;
  for (const module of awaited) if (!committed.has(module)) return;
  signalled = true;
  document.getElementById(APP_ROOT_ID)?.setAttribute(HYDRATED_ATTRIBUTE, '');
  givePendingTaps();
}
