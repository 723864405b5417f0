/**
 * How long a tap waits for its answer on the throttled phone profile: from
 * the tap to the overlay's first frame (feedback) and to the content it asks for, the first
 * time after a fresh load (cold: its code still on the server) and the second time (warm: its
 * code in hand). The page is left to settle first (the app has taken over from the first view
 * and the network has been quiet for a second), as a visitor who looks before tapping.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { MOBILE, NETWORK } from './network';
import { CHROME_FLAGS, CHROMIUM } from './paths';
import { addNameShim } from './pageShim';
import { median } from './stats';
import type { ActionName } from './args';

/** An element that is on screen: matches `selector`, has a size, is not hidden, and holds `text` if given. */
export interface Probe {
  selector: string;
  text?: string;
}

export { ACTION_NAMES, type ActionName } from './args';

interface ActionDef {
  name: ActionName;
  label: string;
  path: string;
  /** Untimed steps before the tap (the phone's menu before its 'Kontakti'). */
  prepare?: (page: Page) => Promise<void>;
  tap: (page: Page) => Promise<void>;
  /**
   * The overlay's first frame: the first sign that the tap was heard — the shell's stand-in
   * (`data-overlay-frame`, shared/ui OverlayFrame) or the overlay itself. The content counts too.
   */
  feedback: Probe[];
  /** The content the tap asks for; `title` is the tapped card's title (preview). */
  content: (title: string) => Probe[];
  /** Undo the action so it can be done again warm. */
  undo: (page: Page) => Promise<void>;
}

/** A phone's viewport (the filter button exists only below 48em). */
export const PHONE = { ...MOBILE, viewport: { width: 390, height: 844 } };
export const CPU_SLOWDOWN = 4;

/** A new page of `context` on the throttled phone's network and CPU (its DevTools session, network events on). */
export async function throttledPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}
// Longer than the page's own wait (shell/src/speed/whenSettled.ts), so its idle-time fetches are done: a visitor who looks before tapping.
const QUIET_MS = 2_500;
const SETTLE_LIMIT_MS = 30_000;
export const ANSWER_LIMIT_MS = 30_000;

/**
 * A finger's tap at the element's centre, as the phone sends it. Not `locator.tap()`: its
 * actionability check runs a listener of Playwright's inside the page's `pointerdown` (a long
 * task on the throttled phone), which the figures, timed from that event, would count as the site's.
 */
export async function touch(page: Page, target: Locator): Promise<void> {
  await target.waitFor({ state: 'visible', timeout: ANSWER_LIMIT_MS });
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the element to tap has no box');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const dialogGone = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').first().waitFor({ state: 'detached', timeout: 15_000 });
};

/** A grid/map toggle's link: on a phone only its icon shows. */
export const viewOption = (page: Page, name: string) => page.getByRole('group', { name: 'Pamja' }).getByRole('link', { name });

export const CONTACT_TITLE = 'Na dërgoni një mesazh';

/** Where the preview's visitor taps: the third card's price. */
export const previewTarget = (page: Page) => page.locator('[data-listing-id]').nth(2).getByText(/€|Me Marrëveshje/).first();

export const ACTIONS: readonly ActionDef[] = [
  {
    name: 'contact',
    label: "contact form (menu → 'Kontakti')",
    path: '/pronat?page=1',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Hap menunë' }).tap();
      await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' }).waitFor({ state: 'visible', timeout: ANSWER_LIMIT_MS });
      // The drawer's opening transition, so the tap lands on a still button.
      await page.waitForTimeout(400);
    },
    tap: (page) => touch(page, page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' })),
    feedback: [{ selector: '[data-overlay-frame]' }, { selector: '[role="dialog"]', text: CONTACT_TITLE }],
    content: () => [{ selector: '[role="dialog"] textarea' }],
    undo: dialogGone,
  },
  {
    name: 'preview',
    label: 'listing preview with its details (tap a card)',
    path: '/pronat?page=1',
    // The visitor scrolls to the card and looks at it before tapping (on a phone the third card
    // is below the first screen), as the contact action's visitor opens the menu first.
    prepare: (page) => previewTarget(page).scrollIntoViewIfNeeded(),
    tap: (page) => touch(page, previewTarget(page)),
    feedback: [{ selector: '[role="dialog"], [data-overlay-frame]' }],
    content: (title) => [{ selector: '[role="dialog"] h1, [role="dialog"] h2', text: title }],
    undo: dialogGone,
  },
  {
    name: 'map',
    label: "map with markers ('Harta')",
    path: '/pronat?page=1',
    tap: (page) => touch(page, viewOption(page, 'Harta')),
    feedback: [{ selector: '[aria-label="Harta e pronave"], [data-overlay-frame]' }],
    content: () => [{ selector: '.leaflet-container .leaflet-marker-icon, .leaflet-container path[data-listing-id]' }],
    undo: async (page) => {
      await viewOption(page, 'Pronat').tap();
      await page.locator('[aria-label="Harta e pronave"]').first().waitFor({ state: 'detached', timeout: 15_000 });
    },
  },
  {
    name: 'filters',
    label: "phone's filter dialog (390 px, 'Filtrat')",
    path: '/pronat?page=1',
    tap: (page) => touch(page, page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true })),
    // A native <dialog> in the page's markup, open or closed: no frame stands in for it.
    feedback: [{ selector: 'dialog[open]', text: 'Filtrat' }],
    content: () => [{ selector: 'dialog[open] details[open] > summary' }],
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached', timeout: 15_000 });
    },
  },
];

export interface TapTiming {
  /** Tap to the overlay's first frame (or the content, if that came first), ms. */
  feedbackMs: number;
  /** Tap to the content, ms. */
  contentMs: number;
  /**
   * Scripts the page loaded between the tap and the content: code that first ran at the tap.
   * 0 when the action's code had run ahead (shell/src/speed/runAhead.ts, the preview's run on browsing).
   */
  scriptsAtTap: number;
}

export interface ActionRun {
  cold: TapTiming;
  warm: TapTiming;
}

export interface ActionFigures {
  action: ActionName;
  label: string;
  runs: ActionRun[];
  /** Medians over the runs. */
  cold: TapTiming;
  warm: TapTiming;
}

/** Runs in the page: records the tap's time and the first frame each probe set is met. */
function installWatcher() {
  type WatchProbe = { selector: string; text?: string };
  const state: { tapAt: number; done: Record<string, number> } = { tapAt: Number.NaN, done: {} };
  const shown = (probe: WatchProbe) =>
    [...document.querySelectorAll(probe.selector)].some((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (getComputedStyle(element).visibility === 'hidden') return false;
      return probe.text === undefined || (element.textContent ?? '').includes(probe.text);
    });
  const global = window as unknown as {
    __benchTap: typeof state;
    __benchWatch: (sets: Record<string, WatchProbe[]>) => void;
  };
  global.__benchTap = state;
  // The default buffer (250 entries) could fill on a long visit and hide the tap's scripts.
  performance.setResourceTimingBufferSize(2_000);
  addEventListener('pointerdown', (event) => (state.tapAt = event.timeStamp), { capture: true });
  global.__benchWatch = (sets) => {
    state.tapAt = Number.NaN;
    state.done = {};
    const frame = () => {
      const now = performance.now();
      let pending = false;
      for (const [name, probes] of Object.entries(sets)) {
        if (name in state.done) continue;
        if (!Number.isNaN(state.tapAt) && probes.some(shown)) state.done[name] = now;
        else pending = true;
      }
      if (pending) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
}

/** Resolves once no request has been in flight for QUIET_MS (or after SETTLE_LIMIT_MS). */
async function networkQuiet(inFlight: Set<string>, lastChange: { at: number }): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    if (inFlight.size === 0 && Date.now() - lastChange.at >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function timeTap(page: Page, action: ActionDef, settle: () => Promise<void>, title: string): Promise<TapTiming> {
  const content = action.content(title);
  await action.prepare?.(page);
  await settle();
  await page.evaluate((sets) => (window as unknown as { __benchWatch: (s: unknown) => void }).__benchWatch(sets), {
    feedback: [...action.feedback, ...content],
    content,
  });
  await action.tap(page);
  await page.waitForFunction(() => 'content' in (window as unknown as { __benchTap: { done: object } }).__benchTap.done, undefined, {
    timeout: ANSWER_LIMIT_MS,
    polling: 100,
  });
  const { tapAt, done, scriptsAtTap } = await page.evaluate(() => {
    const { tapAt, done } = (window as unknown as { __benchTap: { tapAt: number; done: Record<string, number> } }).__benchTap;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.initiatorType === 'script' && entry.startTime >= tapAt && entry.startTime <= (done.content ?? Infinity),
    );
    return { tapAt, done, scriptsAtTap: scripts.length };
  });
  return { feedbackMs: (done.feedback ?? Number.NaN) - tapAt, contentMs: (done.content ?? Number.NaN) - tapAt, scriptsAtTap };
}

/**
 * The browser the taps are timed in. Every host but loopback fails to resolve at once, so map
 * tiles cost nothing and wait for nothing, without Playwright's request routing (which would
 * turn the HTTP cache off and with it the code fetched ahead, the very thing a cold tap measures).
 */
export function launchTapBrowser(): Promise<Browser> {
  const flags = CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless'));
  return chromium.launch({ executablePath: CHROMIUM, args: [...flags, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'] });
}

/** One fresh load of the action's page in a new context (empty cache), then the action twice. */
async function runOnce(browser: Browser, origin: string, action: ActionDef): Promise<ActionRun> {
  const context: BrowserContext = await browser.newContext({ ...PHONE });
  await addNameShim(context);
  await context.addInitScript(installWatcher);
  // No `context.route` here: routing turns the browser's HTTP cache off, so the code the page
  // fetched ahead (<link rel="prefetch">) would be fetched again on the tap. Other hosts (map
  // tiles) fail at once instead: see launchTapBrowser.
  try {
    const { page, cdp } = await throttledPage(context);
    const inFlight = new Set<string>();
    const lastChange = { at: Date.now() };
    const started = (event: { requestId: string }) => {
      inFlight.add(event.requestId);
      lastChange.at = Date.now();
    };
    const ended = (event: { requestId: string }) => {
      inFlight.delete(event.requestId);
      lastChange.at = Date.now();
    };
    cdp.on('Network.requestWillBeSent', started);
    cdp.on('Network.loadingFinished', ended);
    cdp.on('Network.loadingFailed', ended);
    await page.goto(`${origin}${action.path}`, { waitUntil: 'load', timeout: 120_000 });
    const title = action.name === 'preview' ? ((await page.locator('[data-listing-id]').nth(2).getByRole('heading').first().textContent()) ?? '').trim() : '';
    const settle = () => networkQuiet(inFlight, lastChange);
    const cold = await timeTap(page, action, settle, title);
    await action.undo(page);
    const warm = await timeTap(page, action, settle, title);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const medianOf = (runs: TapTiming[]): TapTiming => ({
  feedbackMs: median(runs.map((run) => run.feedbackMs)),
  contentMs: median(runs.map((run) => run.contentMs)),
  scriptsAtTap: median(runs.map((run) => run.scriptsAtTap)),
});

/** One run on a line: `cold 61/281 ms (2 scripts at the tap), warm 38/178 ms (feedback/content)`. */
export function describeRun(run: ActionRun): string {
  const scripts = (timing: TapTiming) => (timing.scriptsAtTap === 0 ? '' : ` (${timing.scriptsAtTap} script${timing.scriptsAtTap === 1 ? '' : 's'} at the tap)`);
  const timing = (tap: TapTiming) => `${Math.round(tap.feedbackMs)}/${Math.round(tap.contentMs)} ms${scripts(tap)}`;
  return `cold ${timing(run.cold)}, warm ${timing(run.warm)} (feedback/content)`;
}

export function summarizeAction(action: ActionDef, runs: ActionRun[]): ActionFigures {
  return {
    action: action.name,
    label: action.label,
    runs,
    cold: medianOf(runs.map((run) => run.cold)),
    warm: medianOf(runs.map((run) => run.warm)),
  };
}

/** One cold-and-warm run of one action; a failed run is retried once. */
export async function measureAction(browser: Browser, origin: string, action: ActionDef): Promise<ActionRun> {
  try {
    return await runOnce(browser, origin, action);
  } catch (error) {
    console.warn(`  ${action.name} failed (${(error as Error).message.split('\n')[0]}); retrying once`);
    return runOnce(browser, origin, action);
  }
}

/** Every action, `runs` times each (fresh loads), in turns so a busy spell spreads over all. */
export async function measureInteractions(
  browser: Browser,
  origin: string,
  runs: number,
  onRun?: (action: ActionName, run: ActionRun, index: number) => void,
  only: ReadonlySet<ActionName> = new Set(ACTIONS.map((action) => action.name)),
): Promise<ActionFigures[]> {
  const chosen = ACTIONS.filter((action) => only.has(action.name));
  const byAction = new Map<ActionName, ActionRun[]>(chosen.map((action) => [action.name, []]));
  for (let index = 0; index < runs; index++) {
    for (const action of chosen) {
      const run = await measureAction(browser, origin, action);
      byAction.get(action.name)?.push(run);
      onRun?.(action.name, run, index);
    }
  }
  return chosen.map((action) => summarizeAction(action, byAction.get(action.name) ?? []));
}
