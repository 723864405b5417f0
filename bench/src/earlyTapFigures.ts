/**
 * The early taps' figures (earlyTaps.ts measures them): pure functions, so they are unit-tested
 * without a browser. A visitor taps while the page is still starting; each run is one fresh
 * visit tapped once, at a fixed delay after the load event.
 */
import type { ActionName } from './args';

/**
 * A row of the early taps: one of the four taps, or 'menu', the phone menu's tap that comes
 * before the contact tap's 'Kontakti' (made at the delay; 'Kontakti' once the menu is on screen and still).
 */
export type EarlyTapName = ActionName | 'menu';
import { median } from './stats';

/** Delays after the load event the taps are made at, ms (`--delays 0.5,2,10`, in seconds). */
export const EARLY_DELAYS_MS: readonly number[] = [500, 2_000, 10_000];

/**
 * The goals of the issue "Taps that work the moment the page shows": the tap's first frame within
 * 100 ms, its content within 1.0 s at 0.5 s after the load event and within 0.5 s at 10 s. A delay
 * without a content goal of its own (2 s) is printed without a verdict.
 */
export const EARLY_GOALS = {
  feedbackMs: 100,
  contentMsByDelay: new Map<number, number>([
    [500, 1_000],
    [10_000, 500],
  ]),
};

/** One early tap: every time is ms, in the page's clock, from the tap unless said. */
export interface EarlyTapRun {
  /** The timed tap's `pointerdown` since the load event (the nominal delay plus the bench's lag; later for contact, after the menu). */
  tappedAtMs: number;
  /**
   * The first paint after the tap's events were handled (Event Timing: the latest end of the
   * tap's `pointerdown`/`pointerup`/`click` entries), or, when no entry reached Event Timing's
   * 16 ms threshold, the first animation frame after them. Says the page answered, not what it drew.
   */
  nextPaintMs: number;
  /** The first frame with the tapped feature's frame or content on screen (the first visual change), timed once drawn. */
  feedbackMs: number;
  /** The first frame with the content the tap asks for, timed once drawn; NaN when it never came (a lost tap). */
  contentMs: number;
  /** The visitor's first tap towards it (the phone's menu before 'Kontakti') to the content; equals contentMs without one. */
  firstTapToContentMs: number;
  /** Scripts requested between the tap and the content. */
  scriptsAtTap: number;
  /** The content never came within the bench's limit. */
  lost: boolean;
  /** The tap was a link's, answered by the page it loaded (before the app ran: HTML first). */
  navigated?: boolean;
  /** The tap landed outside its target (the page moved between the load event and the tap): said in its line. */
  missed?: boolean;
}

export interface EarlyTapMedians {
  tappedAtMs: number;
  nextPaintMs: number;
  feedbackMs: number;
  contentMs: number;
  firstTapToContentMs: number;
}

export interface EarlyTapFigures {
  action: EarlyTapName;
  label: string;
  /** Nominal delay after the load event, ms. */
  delayMs: number;
  runs: EarlyTapRun[];
  /** Medians over the runs that got their content (a lost tap is counted in `lost`, not in a median). */
  median: EarlyTapMedians;
  lost: number;
}

export interface GoalCheck {
  goal: string;
  value: number;
  /** False when this delay has no such goal (content at 2 s). */
  applies: boolean;
  /** null: no goal at this delay, or no figure. */
  met: boolean | null;
}

/** `--delays 0.5,2,10` (seconds) to ms, in the order given; refuses what is not a delay. */
export function parseDelays(text: string): number[] {
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  const delays = parts.map((part) => Math.round(Number(part) * 1000));
  const bad = parts.filter((_, index) => !Number.isFinite(delays[index]) || (delays[index] ?? -1) < 0 || (delays[index] ?? 0) > 60_000);
  if (parts.length === 0 || bad.length > 0) throw new Error(`--delays takes seconds after the load event, 0 to 60, comma-separated (0.5,2,10); not ${JSON.stringify(text)}`);
  return [...new Set(delays)];
}

/** `0.5 s`, `2 s`, `10 s`. */
export const delayLabel = (delayMs: number): string => `${delayMs / 1000} s`;

export function summarizeEarly(action: EarlyTapName, label: string, delayMs: number, runs: EarlyTapRun[]): EarlyTapFigures {
  const answered = runs.filter((run) => !run.lost);
  const of = (pick: (run: EarlyTapRun) => number) => median(answered.map(pick));
  return {
    action,
    label,
    delayMs,
    runs,
    median: {
      tappedAtMs: median(runs.map((run) => run.tappedAtMs)),
      nextPaintMs: of((run) => run.nextPaintMs),
      feedbackMs: of((run) => run.feedbackMs),
      contentMs: of((run) => run.contentMs),
      firstTapToContentMs: of((run) => run.firstTapToContentMs),
    },
    lost: runs.length - answered.length,
  };
}

/** The goals one tap × delay is held to, on given figures (medians, or one side of a compare). */
export function earlyGoals(delayMs: number, figures: { feedbackMs: number; contentMs: number }): { feedback: GoalCheck; content: GoalCheck } {
  const known = (value: number) => Number.isFinite(value);
  const contentGoal = EARLY_GOALS.contentMsByDelay.get(delayMs);
  return {
    feedback: {
      goal: `feedback ≤ ${EARLY_GOALS.feedbackMs} ms`,
      value: figures.feedbackMs,
      applies: true,
      met: known(figures.feedbackMs) ? figures.feedbackMs <= EARLY_GOALS.feedbackMs : null,
    },
    content: {
      goal: contentGoal === undefined ? 'content: no goal at this delay' : `content ≤ ${(contentGoal / 1000).toFixed(1)} s`,
      value: figures.contentMs,
      applies: contentGoal !== undefined,
      met: contentGoal === undefined || !known(figures.contentMs) ? null : figures.contentMs <= contentGoal,
    },
  };
}

/** A cell: the figure and its verdict, `3120 NOT MET`, `62 met`, `1650` (no goal). */
export function goalCell(check: GoalCheck): string {
  const value = Number.isFinite(check.value) ? String(Math.round(check.value)) : 'n/a';
  return check.met === null ? value : `${value} ${check.met ? 'met' : 'NOT MET'}`;
}

/** The event entries Event Timing reported (`PerformanceEventTiming`, as plain data). */
export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
}

/** Event types a tap dispatches, whose next paint is the tap's. */
const TAP_EVENTS = new Set(['pointerdown', 'pointerup', 'click', 'touchstart', 'touchend', 'mousedown', 'mouseup']);
/** A tap's events follow its `pointerdown` within this; later entries are another input. */
const TAP_EVENT_WINDOW_MS = 1_000;

/**
 * From the tap to the first paint after its events: the latest end (start + duration) of its
 * event entries, or the frame fallback when Event Timing reported none (each under 16 ms).
 * `nextTapAt`: where the visit's next tap begins (the menu's 'Kontakti' after the menu), whose
 * events are that tap's, however soon they come.
 */
export function nextPaintAfterTap(tapAt: number, entries: readonly EventEntry[], frameFallbackAt: number, nextTapAt = Number.POSITIVE_INFINITY): number {
  const windowEnd = Math.min(tapAt + TAP_EVENT_WINDOW_MS, nextTapAt - 1);
  const ends = entries
    .filter((entry) => TAP_EVENTS.has(entry.name) && entry.startTime >= tapAt - 1 && entry.startTime <= windowEnd)
    .map((entry) => entry.startTime + entry.duration);
  if (ends.length > 0) return Math.max(...ends) - tapAt;
  return frameFallbackAt - tapAt;
}

/** One run on a line: `tapped at 512 · next paint 24 · feedback 3120 · content 4410 ms (6 scripts at the tap)`. */
export function describeEarlyRun(run: EarlyTapRun): string {
  const round = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');
  const scripts = run.scriptsAtTap === 0 ? '' : ` (${run.scriptsAtTap} script${run.scriptsAtTap === 1 ? '' : 's'} at the tap)`;
  const first = Math.round(run.firstTapToContentMs) !== Math.round(run.contentMs) && !run.lost ? ` · from the first tap ${round(run.firstTapToContentMs)}` : '';
  const content = run.lost ? 'content never came (lost tap)' : `content ${round(run.contentMs)} ms${first}`;
  const missed = run.missed ? ' — the tap missed its target: the page had moved' : '';
  const page = run.navigated ? ' — answered by the page its link loaded' : '';
  return `tapped at ${round(run.tappedAtMs)} · next paint ${round(run.nextPaintMs)} · feedback ${round(run.feedbackMs)} · ${content}${scripts}${missed}${page}`;
}
