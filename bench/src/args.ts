/** The benchmark's command line. */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALES, type Locale } from 'shared/i18n';
import { resultsDir } from './paths';
import { EARLY_DELAYS_MS, parseDelays } from './earlyTapFigures';

/**
 * `interactions`: the early taps (each tap on a fresh visit at 0.5, 2 and 10 s after the load
 * event, earlyTaps.ts); `settled`: the same taps once the page has settled, cold then warm
 * (interactions.ts); `tasks`: the main thread's long tasks during a fresh visit of each page, up to
 * 10 s after the load event (startTasks.ts).
 */
export const SECTIONS = ['lighthouse', 'bytes', 'interactions', 'settled', 'tasks', 'data', 'map', 'federation'] as const;
/**
 * `federation`: the federated site against its one-bundle build, interleaved (federation.ts). It
 * builds both, so it runs alone and only when asked for (`--only federation`).
 */
const ASKED_ONLY: readonly Section[] = ['federation'];
export type Section = (typeof SECTIONS)[number];
/**
 * The pages of the Lighthouse, bytes and tasks sections: /pronat?page=1, /pronat/{id}, /home, map mode,
 * and the same listing's static SEO page, the yardstick of the listing page's LCP (within 1.10×).
 */
export const PAGES = ['grid', 'detail', 'home', 'map', 'seo'] as const;
export type PageName = (typeof PAGES)[number];
/** The taps of the interactions section (interactions.ts), measured in this order. */
export const ACTION_NAMES = ['contact', 'preview', 'map', 'filters'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export interface BenchArgs {
  /** One Lighthouse run per page, no 2,000/10,000/1,000-listing data sets. */
  quick: boolean;
  /** Measure the build that is there instead of running `pnpm build` first. */
  skipBuild: boolean;
  runs: number;
  /** First loopback port; each data set's server takes the next one. */
  port: number;
  sections: Set<Section>;
  /** The pages the Lighthouse, bytes and tasks sections measure. */
  pages: Set<PageName>;
  /** `--pages` was given (the federation section's default leaves out /home). */
  pagesGiven: boolean;
  /** The taps the interactions section measures (`--actions contact,map`: a compare of one change's taps, sooner). */
  actions: Set<ActionName>;
  /** Delays after the load event the early taps are made at, ms (`--delays 0.5,2,10`, seconds). */
  delays: number[];
  /** `--delays` was given (the federation section's default is 0.5 s alone). */
  delaysGiven: boolean;
  outDir: string;
  /** `--compare <rev>`: this tree against that revision, interleaved (compare.ts). */
  compare: string | undefined;
  /** `--locale en`: the Lighthouse and bytes sections' pages in that language (`/en/properties?page=1`). */
  locale: Locale;
}

/** What a compare measures unless `--only` says otherwise: what a speed change is judged by. */
export const COMPARE_SECTIONS: readonly Section[] = ['lighthouse', 'interactions'];
const COMPARABLE: readonly Section[] = [...COMPARE_SECTIONS, 'settled', 'tasks'];

export function parseBenchArgs(argv: string[]): BenchArgs {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      quick: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      runs: { type: 'string' },
      port: { type: 'string', default: '4340' },
      only: { type: 'string' },
      pages: { type: 'string' },
      actions: { type: 'string' },
      delays: { type: 'string' },
      out: { type: 'string' },
      compare: { type: 'string' },
      locale: { type: 'string', default: 'sq' },
    },
  });
  const compare = values.compare;
  if (compare !== undefined && !/^[\w./~^@{}-]+$/.test(compare)) throw new Error(`--compare takes a git revision, not ${JSON.stringify(compare)}`);
  const runs = values.runs === undefined ? (compare ? 8 : values.quick ? 1 : 3) : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, not ${values.runs}`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1024 || port > 65_000) throw new Error(`--port must be a free port number, not ${values.port}`);
  const only = values.only?.split(',').map((section) => section.trim()).filter(Boolean);
  const unknown = only?.filter((section) => !(SECTIONS as readonly string[]).includes(section)) ?? [];
  if (unknown.length > 0) throw new Error(`--only takes ${SECTIONS.join(', ')}; not ${unknown.join(', ')}`);
  if (only?.includes('federation') && (only.length > 1 || compare)) throw new Error('--only federation runs alone, without --compare');
  const notComparable = compare ? (only ?? []).filter((section) => !(COMPARABLE as readonly string[]).includes(section)) : [];
  if (notComparable.length > 0) throw new Error(`--compare measures ${COMPARABLE.join(', ')}; not ${notComparable.join(', ')}`);
  const pages = values.pages?.split(',').map((page) => page.trim()).filter(Boolean);
  const unknownPages = pages?.filter((page) => !(PAGES as readonly string[]).includes(page)) ?? [];
  if (unknownPages.length > 0) throw new Error(`--pages takes ${PAGES.join(', ')}; not ${unknownPages.join(', ')}`);
  const actions = values.actions?.split(',').map((action) => action.trim()).filter(Boolean);
  const unknownActions = actions?.filter((action) => !(ACTION_NAMES as readonly string[]).includes(action)) ?? [];
  if (unknownActions.length > 0) throw new Error(`--actions takes ${ACTION_NAMES.join(', ')}; not ${unknownActions.join(', ')}`);
  const locale = values.locale ?? 'sq';
  if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`--locale takes ${LOCALES.join(', ')}; not ${locale}`);
  return {
    quick: values.quick ?? false,
    skipBuild: values['skip-build'] ?? false,
    runs,
    port,
    sections: new Set((only ?? (compare ? COMPARE_SECTIONS : SECTIONS.filter((section) => !ASKED_ONLY.includes(section)))) as Section[]),
    pages: new Set((pages ?? PAGES) as PageName[]),
    pagesGiven: pages !== undefined,
    actions: new Set((actions ?? ACTION_NAMES) as ActionName[]),
    delays: values.delays === undefined ? [...EARLY_DELAYS_MS] : parseDelays(values.delays),
    delaysGiven: values.delays !== undefined,
    outDir: values.out ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : resultsDir,
    compare,
    locale: locale as Locale,
  };
}
