/**
 * The figures of a fresh visit's long tasks (startTasks.ts measures them): pure, so the harness
 * tests them. A tap made during a task waits for its end, so the longest task once the page has
 * painted is the worst wait a tap can meet at that start (issue 54's goal: none over 200 ms).
 * Before the first contentful paint there is nothing to tap: that work (the first view's style,
 * layout and paint) delays the paint instead, and is reported apart. Like Lighthouse's TBT, a
 * task under way at the first paint counts from the paint on. The blocking time (each task's
 * time over 50 ms, as TBT counts it but observed, not simulated) is how much of the start a tap
 * can land in a wait. The busy time after load (the main thread's tasks of every length, from the
 * load event to the end of the watch) is what the page still costs the phone once it has loaded:
 * work split into short tasks is no long task, and yet a phone's CPU and battery pay for it.
 */
import { median } from './stats';

/** How long after the load event the tasks are watched: the latest early tap's delay. */
export const WATCH_AFTER_LOAD_MS = 10_000;
/** A task longer than this is a goal missed (issue 54: no task over 200 ms). */
export const TASK_GOAL_MS = 200;
/** The part of a task that counts as blocking, as in TBT. */
const BLOCKING_FROM_MS = 50;

/** One long task: its start since navigation and its duration, ms. */
export interface LongTask {
  start: number;
  duration: number;
}

export interface StartTaskRun {
  /** The longest task (its part) from the first contentful paint on; 0 when none was over 50 ms. */
  longestMs: number;
  /** The sum of each task's time over 50 ms, from the first contentful paint on. */
  blockingMs: number;
  /** Tasks longer than TASK_GOAL_MS from the first contentful paint on. */
  overGoal: number;
  /** The longest task's start, ms after the load event (negative: before it). */
  longestAfterLoadMs: number;
  /** The longest task that ended before the first contentful paint (what delayed it). */
  beforePaintMs: number;
  /** The main thread's time in tasks, of any length, from the load event to the end of the watch. */
  busyAfterLoadMs: number;
}

export interface StartTaskFigures {
  route: string;
  runs: StartTaskRun[];
  median: { longestMs: number; blockingMs: number; overGoal: number; beforePaintMs: number; busyAfterLoadMs: number };
}

/**
 * A visit's figures from its long tasks, its first contentful paint and its load event (ms since
 * navigation), and its main thread's time in tasks after the load event.
 */
export function startTaskRun(tasks: readonly LongTask[], fcpMs: number, loadMs: number, busyAfterLoadMs: number): StartTaskRun {
  const afterPaint = tasks
    .filter((task) => task.start + task.duration > fcpMs)
    .map((task) => ({ start: Math.max(task.start, fcpMs), duration: task.start + task.duration - Math.max(task.start, fcpMs) }));
  const longest = afterPaint.reduce<LongTask | null>((worst, task) => (!worst || task.duration > worst.duration ? task : worst), null);
  return {
    longestMs: longest?.duration ?? 0,
    blockingMs: afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_FROM_MS), 0),
    overGoal: afterPaint.filter((task) => task.duration > TASK_GOAL_MS).length,
    longestAfterLoadMs: longest ? longest.start - loadMs : Number.NaN,
    beforePaintMs: Math.max(0, ...tasks.filter((task) => task.start + task.duration <= fcpMs).map((task) => task.duration)),
    busyAfterLoadMs,
  };
}

export function summarizeStartTasks(route: string, runs: StartTaskRun[]): StartTaskFigures {
  const of = (pick: (run: StartTaskRun) => number) => median(runs.map(pick));
  return {
    route,
    runs,
    median: { longestMs: of((run) => run.longestMs), blockingMs: of((run) => run.blockingMs), overGoal: of((run) => run.overGoal), beforePaintMs: of((run) => run.beforePaintMs), busyAfterLoadMs: of((run) => run.busyAfterLoadMs) },
  };
}

/** `longest 174 ms (0.4 s after load), blocking 289 ms, 0 over 200 ms; before the first paint 327 ms; busy after load 2310 ms`. */
export function describeStartTasks(run: StartTaskRun): string {
  const when = Number.isFinite(run.longestAfterLoadMs) ? ` (${(run.longestAfterLoadMs / 1000).toFixed(1)} s after load)` : '';
  return `longest ${Math.round(run.longestMs)} ms${when}, blocking ${Math.round(run.blockingMs)} ms, ${run.overGoal} over ${TASK_GOAL_MS} ms; before the first paint ${Math.round(run.beforePaintMs)} ms; busy after load ${Math.round(run.busyAfterLoadMs)} ms`;
}
