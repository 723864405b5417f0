/**
 * Taps made while the page is still starting, as a visitor makes them: each run is a fresh visit
 * (a new browser context: empty cache, a first visit) on the throttled phone, tapped once at a
 * fixed delay after the load event (0.5 s, 2 s, 10 s), timed from the tap to its next paint, to
 * the first frame of the tapped feature (feedback) and to its content. Pure figures and goals:
 * earlyTapFigures.ts.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { ActionName } from './args';
import { addNameShim } from './pageShim';
import {
  ACTIONS,
  ANSWER_LIMIT_MS,
  PHONE,
  previewTarget,
  throttledPage,
  touch,
  viewOption,
  type Probe,
} from './interactions';
import { describeEarlyRun, nextPaintAfterTap, summarizeEarly, type EarlyTapFigures, type EarlyTapName, type EarlyTapRun, type EventEntry } from './earlyTapFigures';

/** A probe whose text is the title of the card the tap landed on (the preview's content). */
interface EarlyProbe extends Probe {
  tappedCardTitle?: boolean;
}

/**
 * The first tap's target as the page itself finds it: the `index`th match of `selector`, or in
 * it the first element whose own text matches `text` (a card's price).
 */
interface PageTarget {
  selector: string;
  index?: number;
  text?: string;
  /** Brought into view first, as the visitor scrolls to it. */
  scroll?: boolean;
}

/** One tap of a visit and what answers it. */
interface EarlyStep {
  tap: EarlyTapName;
  target: (page: Page) => Locator;
  /** For the first tap of a visit: the same target, found in the page (see installEarlyWatcher). */
  pageTarget?: PageTarget;
  feedback: EarlyProbe[];
  content: EarlyProbe[];
}

interface EarlyAction {
  name: ActionName;
  /**
   * The visit's taps: the first at the delay; each next one as soon as its target is on screen
   * and still (the phone's menu, then its 'Kontakti'). The action's figures are its last tap's.
   */
  steps: EarlyStep[];
}

const MENU_NAV = 'Menuja kryesore';
/** The phone's menu, open: as a modal dialog or as a popover, so a compare reads either build. */
const MENU_OPEN = ':is(dialog[open], dialog:popover-open)';
const menuKontakti = (page: Page) => page.getByRole('navigation', { name: MENU_NAV }).getByRole('link', { name: 'Kontakti' });

function stepOf(name: ActionName, target: (page: Page) => Locator): EarlyStep {
  const action = ACTIONS.find((each) => each.name === name);
  if (!action) throw new Error(`no tap named ${name}`);
  return { tap: name, target, feedback: action.feedback, content: action.content('') };
}

/**
 * The bar a page shows at once when a link followed before the app handles it is loading its
 * page (server/src/ssr/app-start.browser.js, shell/src/layout/Layout.tsx): a link's feedback.
 */
const LEAVING_PROBE: EarlyProbe = { selector: 'html[data-leaving] [data-leaving-bar]' };
/** Map mode's markers as the server drew them (the layer its box shows; the other is not displayed). */
const OPENING_MARKERS_PROBE: EarlyProbe = { selector: '[data-opening-markers] a' };

/**
 * A step whose tap, before the app runs, is a link's: its answer may be the page the link loads,
 * found by `probe` there (the feedback too: this page's bar saying it is on its way, or that
 * page's first frame with it).
 */
const withPageAnswer = (step: EarlyStep, probe: EarlyProbe): EarlyStep => ({ ...step, feedback: [...step.feedback, LEAVING_PROBE, probe], content: [...step.content, probe] });

const EARLY_ACTIONS: readonly EarlyAction[] = [
  {
    name: 'contact',
    steps: [
      {
        tap: 'menu',
        target: (page) => page.getByRole('button', { name: 'Hap menunë' }),
        pageTarget: { selector: 'button[aria-label="Hap menunë"]' },
        // The menu is a native <dialog> (no role attribute: its role is the element's own), shown
        // as a modal dialog (before 2026-12) or as a popover.
        feedback: [{ selector: MENU_OPEN }],
        content: [{ selector: `${MENU_OPEN} nav[aria-label="${MENU_NAV}"] a`, text: 'Kontakti' }],
      },
      // Before the app runs, 'Kontakti' is a link to the message form's own page.
      withPageAnswer(stepOf('contact', menuKontakti), { selector: 'main form textarea' }),
    ],
  },
  {
    name: 'preview',
    steps: [
      {
        ...stepOf('preview', previewTarget),
        feedback: [...stepOf('preview', previewTarget).feedback, LEAVING_PROBE],
        // On a phone the third card is below the first screen: no one taps a card they have not
        // seen, so the visitor scrolls to it as the page loads.
        pageTarget: { selector: '[data-listing-id]', index: 2, text: '€|Me Marrëveshje', scroll: true },
        // Before the app runs, a card's title is a link to the listing's own page.
        content: [
          { selector: '[role="dialog"] h1, [role="dialog"] h2', tappedCardTitle: true },
          { selector: 'main h1', tappedCardTitle: true },
        ],
      },
    ],
  },
  {
    name: 'map',
    steps: [
      {
        ...stepOf('map', (page) => viewOption(page, 'Harta')),
        // Before the app runs, 'Harta' is a link to the server's map mode.
        feedback: [...stepOf('map', (page) => viewOption(page, 'Harta')).feedback, LEAVING_PROBE],
        // Whose page draws the search's markers before the map's code has come (each a link to
        // a listing or to a group's area; shared/listings mapOpening.ts), until the map draws its own.
        content: [...stepOf('map', (page) => viewOption(page, 'Harta')).content, OPENING_MARKERS_PROBE],
        pageTarget: { selector: '[role="group"][aria-label="Pamja"] a[aria-label="Harta"]' },
      },
    ],
  },
  {
    name: 'filters',
    steps: [
      {
        ...stepOf('filters', (page) => page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true })),
        pageTarget: { selector: '[role="search"] button[aria-label="Filtrat"]' },
      },
    ],
  },
];

/** The rows an action gives, in order: 'menu' then 'contact' for the contact form. */
export const earlyTapNames = (name: ActionName): EarlyTapName[] => EARLY_ACTIONS.find((action) => action.name === name)?.steps.map((step) => step.tap) ?? [];

const earlyTapLabel = (name: EarlyTapName): string =>
  name === 'menu' ? "the phone's menu ('Hap menunë'), before the contact form's 'Kontakti'" : (ACTIONS.find((action) => action.name === name)?.label ?? name);

const sleepUntil = (epochMs: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, epochMs - Date.now())));

/** The target's box, scrolled into view; reading it waits for the page's main thread. */
async function boxOf(target: Locator): Promise<{ x: number; y: number }> {
  await target.waitFor({ state: 'visible', timeout: ANSWER_LIMIT_MS });
  await target.scrollIntoViewIfNeeded({ timeout: ANSWER_LIMIT_MS });
  const box = await target.boundingBox({ timeout: ANSWER_LIMIT_MS });
  if (!box) throw new Error('the element to tap has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Runs in the page from its first script on: times each tap (its `pointerdown` event's
 * timestamp), then checks every animation frame for that tap's probes (timed once that frame is
 * drawn), and tells the bench once
 * the last tap's content is on screen. It watches nothing before a tap, so it adds no work to
 * the page's start.
 */
function installEarlyWatcher({ steps, first }: { steps: Record<'feedback' | 'content', EarlyProbe[]>[]; first: PageTarget | null }) {
  type Entry = { name: string; startTime: number; duration: number };
  /** `navigated`: the tap was a link's, and this page is the one it loaded. */
  type Tap = { missed: boolean; tapAt: number; done: Record<string, number>; afterEventsFrameAt: number; cardTitle: string; navigated?: boolean };
  /** `loadAt`: the visit's first page's load event; `navigated`: this page is one a tap's link loaded. */
  const state = { taps: [] as Tap[], entries: [] as Entry[], loadAt: Number.NaN, navigated: false };
  const global = window as unknown as {
    __benchEarly: typeof state;
    __benchEarlyDone?: () => void;
    __benchEarlyLoaded?: (loaded: { epochMs: number; point: { x: number; y: number } | null }) => void;
  };
  global.__benchEarly = state;
  // A tap on a link before the app runs loads another page (HTML first): its answer is on that
  // page. The state goes along in sessionStorage (kept for the tab across a same-origin
  // navigation; window.name is not: Chromium swaps the browsing instance), its times moved from
  // one page's clock to the next through the wall clock. Read only on a page a link of the site
  // led to, so the visit's first page makes no storage trip at its start.
  const CARRIED = '__benchEarly';
  // JSON has no NaN (a time not reached yet): it comes back as null, and stays NaN here.
  const moved = (time: number | null, by: number) => (time === null || !Number.isFinite(time) ? Number.NaN : time + by);
  const shift = (by: number) => {
    for (const tap of state.taps) {
      tap.tapAt = moved(tap.tapAt, by);
      tap.afterEventsFrameAt = moved(tap.afterEventsFrameAt, by);
      for (const name of Object.keys(tap.done)) tap.done[name] = moved(tap.done[name] ?? null, by);
    }
    for (const entry of state.entries) entry.startTime = moved(entry.startTime, by);
    state.loadAt = moved(state.loadAt, by);
  };
  addEventListener('pagehide', () => {
    if (state.taps.length === 0) return;
    shift(performance.timeOrigin);
    sessionStorage.setItem(CARRIED, JSON.stringify(state));
  });
  const ledHere = document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  const carriedText = ledHere ? sessionStorage.getItem(CARRIED) : null;
  const carried = carriedText === null ? null : (JSON.parse(carriedText) as typeof state);
  if (carried) sessionStorage.removeItem(CARRIED);
  const firstTarget = (): Element | null => {
    if (!first) return null;
    const match = document.querySelectorAll(first.selector)[first.index ?? 0] ?? null;
    if (!match || first.text === undefined) return match;
    const pattern = new RegExp(first.text);
    return [...match.querySelectorAll('*')].find((element) => element.children.length === 0 && pattern.test(element.textContent ?? '')) ?? null;
  };
  // The load event's time on the wall clock the bench shares, and where the first tap goes, read
  // here: Playwright's own 'load' and any box it reads wait for the page's main thread, which is
  // starting the app then, so a tap meant for 0.5 s after the load event would come seconds late.
  addEventListener('load', () => {
    if (state.navigated) return;
    state.loadAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart || performance.now();
    const epochMs = performance.timeOrigin + performance.now();
    const target = firstTarget();
    if (target && first?.scroll) {
      const box = target.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) target.scrollIntoView({ block: 'center' });
    }
    const box = target?.getBoundingClientRect();
    global.__benchEarlyLoaded?.({ epochMs, point: box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null });
  });
  performance.setResourceTimingBufferSize(2_000);
  try {
    // 16 ms is the lowest threshold Event Timing allows; quicker answers fall back to the frame below.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  } catch {
    // No Event Timing: the frame fallback alone.
  }
  const shown = (tap: Tap, probe: EarlyProbe) =>
    [...document.querySelectorAll(probe.selector)].some((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (getComputedStyle(element).visibility === 'hidden') return false;
      const text = probe.tappedCardTitle ? tap.cardTitle : probe.text;
      return text === undefined || (element.textContent ?? '').includes(text);
    });
  // A figure is timed when the frame that shows it has been drawn, not when that frame began: the
  // frame's own style, layout and paint (a modal dialog restyles the whole page) are part of
  // what the visitor waits for. The first task after the frame's rendering is that moment: posted
  // at the highest priority, so the page's own queued tasks (its scripts, as it starts) do not
  // run before it and count as the frame's.
  const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: string }) => Promise<void> } }).scheduler;
  const afterThisFrame = (then: (at: number) => void) => {
    if (scheduler?.postTask) {
      void scheduler.postTask(() => then(performance.now()), { priority: 'user-blocking' });
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => then(performance.now());
    channel.port2.postMessage(null);
  };
  const watch = (tap: Tap, sets: Record<string, EarlyProbe[]>, last: boolean) => {
    const names = Object.keys(sets);
    // On the page a link loaded, what the page before it drew is already timed.
    const seen = new Set(names.filter((name) => name in tap.done));
    let drawn = seen.size;
    const frame = () => {
      const shownNow = names.filter((name) => !seen.has(name) && sets[name]!.some((probe) => shown(tap, probe)));
      for (const name of shownNow) seen.add(name);
      if (shownNow.length > 0) {
        afterThisFrame((at) => {
          for (const name of shownNow) tap.done[name] = at;
          drawn += shownNow.length;
          if (drawn === names.length && last) global.__benchEarlyDone?.();
        });
      }
      if (seen.size < names.length) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  if (carried) {
    Object.assign(state, carried, { navigated: true });
    shift(-performance.timeOrigin);
    const last = state.taps.at(-1);
    if (last) {
      last.navigated = true;
      watch(last, steps[state.taps.length - 1]!, state.taps.length === steps.length);
    }
  }
  addEventListener(
    'pointerdown',
    (event) => {
      const sets = steps[state.taps.length];
      if (!event.isTrusted || !sets) return;
      const card = event.target instanceof Element ? event.target.closest('[data-listing-id]') : null;
      const tap: Tap = {
        missed: state.taps.length === 0 && first !== null && !(event.target instanceof Node && firstTarget()?.contains(event.target)),
        tapAt: event.timeStamp, done: {}, afterEventsFrameAt: Number.NaN, cardTitle: (card?.querySelector('h1, h2, h3, h4, [role="heading"]')?.textContent ?? '').trim() };
      state.taps.push(tap);
      watch(tap, sets, state.taps.length === steps.length);
    },
    { capture: true },
  );
  // A tap's last events: the frame after them is when its next paint can be at the earliest.
  const afterEvents = (event: Event) => {
    const tap = state.taps.at(-1);
    if (!event.isTrusted || !tap || event.timeStamp < tap.tapAt) return;
    requestAnimationFrame(() => (tap.afterEventsFrameAt = performance.now()));
  };
  addEventListener('pointerup', afterEvents, { capture: true });
  addEventListener('click', afterEvents, { capture: true });
}

type SeenTap = { missed: boolean; tapAt: number; done: Record<string, number>; afterEventsFrameAt: number; navigated?: boolean };

/** One fresh visit whose first tap is made `delayMs` after the load event: a run per tap, in order. */
async function runEarlyOnce(browser: Browser, origin: string, action: EarlyAction, delayMs: number): Promise<EarlyTapRun[]> {
  const context: BrowserContext = await browser.newContext({ ...PHONE });
  await addNameShim(context);
  await context.addInitScript(installEarlyWatcher, {
    steps: action.steps.map((step) => ({ feedback: [...step.feedback, ...step.content], content: step.content })),
    first: action.steps[0]?.pageTarget ?? null,
  });
  let answered = () => {};
  const answer = new Promise<'answered'>((resolve) => (answered = () => resolve('answered')));
  // A binding rather than polling: an evaluation every few frames would be work on the page's main thread.
  await context.exposeBinding('__benchEarlyDone', () => answered());
  type Loaded = { epochMs: number; point: { x: number; y: number } | null };
  let onLoad = (_loaded: Loaded) => {};
  const loaded = new Promise<Loaded>((resolve) => (onLoad = resolve));
  await context.exposeBinding('__benchEarlyLoaded', (_source, at: Loaded) => onLoad(at));
  try {
    const { page } = await throttledPage(context);
    await page.goto(`${origin}/pronat?page=1`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const [first, ...rest] = action.steps;
    if (!first) throw new Error(`${action.name} has no tap`);
    const { epochMs, point: pagePoint } = await Promise.race([
      loaded,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the page never fired its load event')), 120_000)),
    ]);
    const tapAt = epochMs + delayMs;
    let point = pagePoint ?? (await boxOf(first.target(page)));
    // A long wait: read the place again shortly before, once the app has drawn the page.
    if (delayMs >= 5_000) {
      await sleepUntil(tapAt - 1_500);
      point = await boxOf(first.target(page));
    }
    await sleepUntil(tapAt);
    await page.touchscreen.tap(point.x, point.y);
    let outcome: 'answered' | 'lost' = 'lost';
    try {
      for (const step of rest) {
        const target = step.target(page);
        await target.waitFor({ state: 'visible', timeout: ANSWER_LIMIT_MS });
        // The overlay's opening transition, so the tap lands on a still button (as the settled taps).
        await page.waitForTimeout(400);
        await touch(page, target);
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      outcome = await Promise.race([answer, new Promise<'lost'>((resolve) => (timer = setTimeout(() => resolve('lost'), ANSWER_LIMIT_MS)))]);
      clearTimeout(timer);
    } catch (error) {
      // An earlier tap that never brought the next one's target (the menu never opened) is a
      // lost tap, the site's figure, not the bench's failure.
      if ((error as Error).name !== 'TimeoutError') throw error;
    }
    // Event Timing delivers an entry after its paint: give the observer a moment.
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => {
      const state = (window as unknown as { __benchEarly: { taps: SeenTap[]; entries: EventEntry[]; loadAt: number } }).__benchEarly;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script')
        .map((entry) => entry.startTime);
      return { ...state, scripts };
    });
    const firstTapAt = seen.taps[0]?.tapAt ?? Number.NaN;
    return action.steps.map((step, index) => {
      const tap = seen.taps[index];
      const contentAt = tap?.done.content ?? Number.NaN;
      const lost = !tap || (index === action.steps.length - 1 && outcome === 'lost') || !Number.isFinite(contentAt);
      const tapAt = tap?.tapAt ?? Number.NaN;
      return {
        tappedAtMs: tapAt - seen.loadAt,
        nextPaintMs: tap ? nextPaintAfterTap(tapAt, seen.entries, tap.afterEventsFrameAt, seen.taps[index + 1]?.tapAt) : Number.NaN,
        feedbackMs: (tap?.done.feedback ?? Number.NaN) - tapAt,
        contentMs: lost ? Number.NaN : contentAt - tapAt,
        firstTapToContentMs: lost ? Number.NaN : contentAt - firstTapAt,
        scriptsAtTap: seen.scripts.filter((start) => start >= tapAt && start <= (Number.isFinite(contentAt) ? contentAt : Infinity)).length,
        lost,
        missed: tap?.missed ?? false,
        navigated: tap?.navigated ?? false,
      } satisfies EarlyTapRun;
    });
  } finally {
    await context.close();
  }
}

/**
 * One fresh visit for an action, its first tap `delayMs` after the load event: a run per tap
 * (`earlyTapNames`). A run that failed on the bench's side (not a lost tap) is retried once.
 */
export async function measureEarlyTap(browser: Browser, origin: string, name: ActionName, delayMs: number): Promise<Map<EarlyTapName, EarlyTapRun>> {
  const action = EARLY_ACTIONS.find((each) => each.name === name);
  if (!action) throw new Error(`no early tap named ${name}`);
  const visit = async () => {
    const runs = await runEarlyOnce(browser, origin, action, delayMs);
    return new Map(action.steps.map((step, index) => [step.tap, runs[index] as EarlyTapRun]));
  };
  try {
    return await visit();
  } catch (error) {
    console.warn(`  early ${name} at ${delayMs} ms failed (${(error as Error).message.split('\n')[0]}); retrying once`);
    return visit();
  }
}

/**
 * Every action at every delay, `runs` fresh visits each, in turns (one visit of every pair, then
 * the next …) so a busy spell of the machine spreads over all of them.
 */
export async function measureEarlyTaps(
  browser: Browser,
  origin: string,
  runs: number,
  actions: ReadonlySet<ActionName>,
  delays: readonly number[],
  onRun?: (name: EarlyTapName, delayMs: number, run: EarlyTapRun, index: number) => void,
): Promise<EarlyTapFigures[]> {
  const chosen = EARLY_ACTIONS.filter((action) => actions.has(action.name));
  const byKey = new Map<string, EarlyTapRun[]>();
  for (let index = 0; index < runs; index++) {
    for (const action of chosen) {
      for (const delayMs of delays) {
        const visit = await measureEarlyTap(browser, origin, action.name, delayMs);
        for (const [tap, run] of visit) {
          const key = `${tap}@${delayMs}`;
          byKey.set(key, [...(byKey.get(key) ?? []), run]);
          onRun?.(tap, delayMs, run, index);
        }
      }
    }
  }
  return chosen.flatMap((action) =>
    action.steps.flatMap((step) => delays.map((delayMs) => summarizeEarly(step.tap, earlyTapLabel(step.tap), delayMs, byKey.get(`${step.tap}@${delayMs}`) ?? []))),
  );
}

export { describeEarlyRun };
