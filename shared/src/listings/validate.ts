/**
 * What happens to each entry of listings.json that does not match the schema (schema.ts).
 *
 * A listing is SKIPPED (not shown anywhere) when a field it cannot be shown without is bad:
 * it is not an object, or its id, active flag, title, category, option, city or price is
 * missing or wrong, or an earlier entry already uses its id (the first one keeps it).
 *
 * A listing is SHOWN WITHOUT the bad field when only fields it can do without are bad:
 * geoPoint (wrong, NaN or outside Kosovo: not on the map), createdAt (no date, sorted last),
 * images (not a list: no photos; a single entry that is not text: that photo), reducedPrice,
 * description, subcity, details (not an object: none; one wrong detail: that detail),
 * translations (not an object: none; one wrong language or text: that language's, or that text).
 *
 * Every problem is reported with the entry's place in the file, its id and the field's path.
 */
import * as v from 'valibot';
import type { Listing } from '../contracts';
import { fastListing } from './fastCheck';
import { idSchema, listingSchema, listingsFileSchema, repairedListingSchema } from './schema';

export interface ListingProblem {
  /** The field's path inside the entry: 'title', 'geoPoint.latitude', 'images[2]'; '' for the entry itself. */
  path: string;
  message: string;
}

export interface EntryReport {
  /** The entry's position in the `listings` array, from 0. */
  index: number;
  /** The entry's id when it has a usable one. */
  id?: string;
  /** `active: false`: the site does not show the entry anyway, so it warns about it only in the check. */
  inactive: boolean;
  outcome: 'skipped' | 'shown-without';
  /** For 'shown-without': the fields removed ('geoPoint', 'details.area', 'images[1]'). */
  dropped: string[];
  problems: ListingProblem[];
}

export interface ListingsCheck {
  /** Every entry that can be shown (active or not), repaired where needed, in file order. */
  listings: Listing[];
  /** One report per entry with problems, in file order. */
  reports: EntryReport[];
}

type PathItem = { key: unknown };

/** Fields a listing can be shown without; anything else failing skips the listing. */
const DROPPABLE = new Set(['status', 'description', 'subcity', 'reducedPrice', 'images', 'captions', 'createdAt', 'geoPoint', 'details', 'translations']);

function pathText(path: readonly PathItem[] | undefined): string {
  return (path ?? []).reduce<string>((text, { key }) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

/** What to remove for one issue: the whole field, one detail, one image, or one translation (a language's, or one of its texts). */
function dropTarget(path: readonly PathItem[] | undefined): string | undefined {
  const [first, second, third] = path ?? [];
  const field = first?.key;
  if (typeof field !== 'string' || !DROPPABLE.has(field)) return undefined;
  if (field === 'details' && typeof second?.key === 'string') return `details.${second.key}`;
  if (field === 'images' && typeof second?.key === 'number') return `images[${second.key}]`;
  // A language or field is named in the target only when its name cannot be misread in it (no dot).
  const plainKey = (item: PathItem | undefined): item is { key: string } => typeof item?.key === 'string' && !item.key.includes('.');
  if (field === 'translations' && plainKey(second)) {
    return plainKey(third) ? `translations.${second.key}.${third.key}` : `translations.${second.key}`;
  }
  return field;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entry's translations as copies one level deep, so a text is removed without touching the entry. */
function translationsCopy(value: unknown): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(Object.entries(value).map(([locale, translation]) => [locale, isRecord(translation) ? { ...translation } : translation]));
}

function withoutFields(entry: Record<string, unknown>, dropped: readonly string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...entry };
  const badImages = new Set<number>();
  const details = isRecord(entry.details) ? { ...entry.details } : undefined;
  const translations = translationsCopy(entry.translations);
  for (const target of dropped) {
    const image = /^images\[(\d+)\]$/.exec(target);
    const translation = /^translations\.([^.]*)(?:\.(.*))?$/.exec(target);
    if (image) badImages.add(Number(image[1]));
    else if (target.startsWith('details.') && details) delete details[target.slice('details.'.length)];
    else if (translation && translations) {
      const [, locale = '', field] = translation;
      const given = translations[locale];
      if (field !== undefined && isRecord(given)) delete given[field];
      else delete translations[locale];
    } else delete copy[target];
  }
  if (details && Object.hasOwn(copy, 'details')) copy.details = details;
  if (translations && Object.hasOwn(copy, 'translations')) copy.translations = translations;
  if (badImages.size > 0 && Array.isArray(copy.images)) copy.images = copy.images.filter((_, index) => !badImages.has(index));
  return copy;
}

function checkEntry(entry: unknown, index: number): { listing?: Listing; report?: EntryReport } {
  // Most entries are written as the schema wants: the quick check takes them; valibot words the rest.
  const fast = fastListing(entry);
  if (fast) return { listing: fast };
  const idResult = isRecord(entry) ? v.safeParse(idSchema, entry.id) : undefined;
  const id = idResult?.success ? idResult.output : undefined;
  const inactive = isRecord(entry) && entry.active === false;
  const parsed = v.safeParse(listingSchema, entry);
  if (parsed.success) return { listing: parsed.output };

  const problems = parsed.issues.map((issue) => ({ path: pathText(issue.path), message: issue.message }));
  const base = { index, ...(id === undefined ? {} : { id }), inactive, problems };
  const targets = parsed.issues.map((issue) => dropTarget(issue.path));
  if (!isRecord(entry) || targets.some((target) => target === undefined)) {
    return { report: { ...base, outcome: 'skipped', dropped: [] } };
  }
  const dropped = new Set(targets as string[]);
  // A strict object names one unknown key at a time: repair again while what fails is droppable.
  for (let round = 0; round < MAX_REPAIR_ROUNDS; round += 1) {
    const repaired = v.safeParse(repairedListingSchema, withoutFields(entry, [...dropped]));
    if (repaired.success) return { listing: repaired.output, report: { ...base, outcome: 'shown-without', dropped: [...dropped] } };
    const more = repaired.issues.map((issue) => dropTarget(issue.path));
    if (more.some((target) => target === undefined || dropped.has(target))) break;
    for (const target of more as string[]) dropped.add(target);
    base.problems.push(...repaired.issues.map((issue) => ({ path: pathText(issue.path), message: issue.message })));
  }
  return { report: { ...base, outcome: 'skipped', dropped: [] } };
}

/** Enough for every detail key the schema knows of and more; a hostile entry cannot loop on. */
const MAX_REPAIR_ROUNDS = 64;

/**
 * Checks entries one at a time, in file order, so a caller can spread the work over several
 * tasks (normalizeListingsInChunks). An id used by an earlier entry skips the later one.
 * With `onListing`, each listing that passes goes to it instead of into the result's `listings`
 * (the server projects 100,000 listings a batch at a time without holding a checked copy of all).
 */
export function createListingsChecker(onListing?: (listing: Listing) => void): {
  add: (entry: unknown, index: number) => void;
  result: () => ListingsCheck;
} {
  const listings: Listing[] = [];
  const reports: EntryReport[] = [];
  const firstIndexOfId = new Map<string, number>();
  const add = (entry: unknown, index: number): void => {
    let { listing, report } = checkEntry(entry, index);
    const id = report?.id ?? listing?.id;
    const earlier = id === undefined ? undefined : firstIndexOfId.get(id);
    if (id !== undefined && earlier === undefined) firstIndexOfId.set(id, index);
    if (id !== undefined && earlier !== undefined) {
      const duplicate = { path: 'id', message: `duplicate id "${id}": listings[${earlier}] already uses it` };
      report = {
        index,
        id,
        inactive: isRecord(entry) && entry.active === false,
        outcome: 'skipped',
        dropped: [],
        problems: [duplicate, ...(report?.problems ?? [])],
      };
      listing = undefined;
    }
    if (listing) {
      if (onListing) onListing(listing);
      else listings.push(listing);
    }
    if (report) reports.push(report);
  };
  return { add, result: () => ({ listings, reports }) };
}

/**
 * Checks every entry of the `listings` array: the listings that can be shown and a report for
 * each entry with problems. An id used by an earlier entry skips the later one.
 */
export function checkListings(entries: readonly unknown[]): ListingsCheck {
  const checker = createListingsChecker();
  entries.forEach(checker.add);
  return checker.result();
}

export type ListingsFileResult = { ok: true; entries: unknown[] } | { ok: false; problem: string };

/** The parsed file's top level: its `listings` array, or why there is none. */
export function listingsFileEntries(raw: unknown): ListingsFileResult {
  const result = v.safeParse(listingsFileSchema, raw);
  return result.success ? { ok: true, entries: result.output.listings } : { ok: false, problem: 'has no "listings" array' };
}

/** 'listings[4] (id "17")' or 'listings[4]' for an entry without a usable id. */
export function entryLabel(report: Pick<EntryReport, 'index' | 'id'>): string {
  return report.id === undefined ? `listings[${report.index}]` : `listings[${report.index}] (id "${report.id}")`;
}

const problemText = ({ path, message }: ListingProblem): string => (path === '' ? message : `${path}: ${message}`);

/** The one warning line for an entry: what happened to it and every problem, with its path. */
export function entryWarning(report: EntryReport): string {
  const outcome = report.outcome === 'skipped' ? 'skipped' : `shown without ${report.dropped.join(', ')}`;
  return `${entryLabel(report)} ${outcome}: ${report.problems.map(problemText).join('; ')}`;
}

/** One line per problem, for `pnpm listings:check`. */
export function problemLines(report: EntryReport): string[] {
  const outcome = report.outcome === 'skipped' ? 'listing skipped' : `shown without ${report.dropped.join(', ')}`;
  const inactive = report.inactive ? ', inactive' : '';
  return report.problems.map((problem) => `${entryLabel(report)} ${problemText(problem)} (${outcome}${inactive})`);
}
