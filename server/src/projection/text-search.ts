/**
 * A snapshot's text search (shared/listings textSearch.ts): its text index (text-index.ts), made
 * from the full records the first time a search asks (a batch at a time, letting other requests
 * through between batches), and the answers kept per query. Requests at once share one build;
 * a failed build is not kept, so the next search tries again.
 */
import type { Listing } from 'shared/contracts';
import { normalizeTextQuery, type TextMatches } from 'shared/listings/rules';
import type { ListingRecords } from './records';
import { TextIndexBuilder, type TextIndex } from './text-index';

/** Answers kept per snapshot; the least recently asked goes first past it. */
export const TEXT_ANSWERS_KEPT = 500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function buildIndex(ids: readonly string[], source: ListingRecords): Promise<TextIndex> {
  const rowOf = new Map(ids.map((id, row) => [id, row]));
  const builder = new TextIndexBuilder(ids);
  await source.read(ids, async (batch: readonly Listing[]) => {
    for (const listing of batch) {
      const row = rowOf.get(listing.id);
      if (row !== undefined) builder.add(row, listing);
    }
    // A store's batches may resolve without a turn of the event loop (project-store.ts): one here.
    await nextTurn();
  });
  return builder.finish();
}

/**
 * The text search of the listings `ids` (the snapshot's order), whose full records `source`
 * reads: the matches of a query (normalised: `normalizeTextQuery`), ids in that order.
 */
export function textSearchOf(ids: readonly string[], source: ListingRecords, kept = TEXT_ANSWERS_KEPT): (query: string) => Promise<TextMatches> {
  let index: Promise<TextIndex> | undefined;
  const answers = new Map<string, TextMatches>();
  const indexed = () => {
    if (!index) {
      const building = buildIndex(ids, source);
      index = building;
      building.catch(() => {
        if (index === building) index = undefined;
      });
    }
    return index;
  };
  return async (raw) => {
    const query = normalizeTextQuery(raw) ?? '';
    const held = answers.get(query);
    if (held) {
      answers.delete(query);
      answers.set(query, held);
      return held;
    }
    const answer: TextMatches = Object.freeze({ query, ids: new Set((await indexed()).match(query)) });
    answers.set(query, answer);
    if (answers.size > kept) answers.delete(answers.keys().next().value ?? query);
    return answer;
  };
}
