/**
 * The text search's matches from the server (TEXT_SEARCH_PATH, textSearch.ts), for the grid and
 * the map: one request per query however many ask (both ask for the URL's), the last answers
 * kept for the session (Back to an earlier search asks nothing), and a request for a query that
 * the visitor has typed past aborted, so answers arrive for the search on screen only.
 */
import { readTextSearchAnswer, textSearchUrl, type TextMatches } from '../textSearch';

/** Answers kept; the least recently asked goes first past it. */
export const TEXT_ANSWERS_KEPT = 20;

/** The part of `fetch` this uses, so tests can pass a fake. */
export type SignalFetch = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

const answers = new Map<string, TextMatches>();
let inFlight: { query: string; controller: AbortController; answer: Promise<TextMatches> } | undefined;

/** The matches of `query` if they are in hand already. */
export function textMatchesInHand(query: string): TextMatches | undefined {
  return answers.get(query);
}

function keep(matches: TextMatches): void {
  answers.delete(matches.query);
  answers.set(matches.query, matches);
  if (answers.size > TEXT_ANSWERS_KEPT) answers.delete(answers.keys().next().value ?? matches.query);
}

async function ask(query: string, signal: AbortSignal, fetchImpl: SignalFetch): Promise<TextMatches> {
  const response = await fetchImpl(textSearchUrl(query), { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The text search answered HTTP ${response.status}`);
  const answer = readTextSearchAnswer(await response.json());
  if (!answer) throw new Error('The text search answered something else than ids');
  // Kept under the query asked (the answer's spelling is the same: both normalised).
  return Object.freeze({ query, ids: new Set(answer.ids) });
}

/**
 * The server's matches of `query` (a normalised text filter). Rejects when the server or the
 * network fails, and with an AbortError when another query was asked meanwhile.
 */
export function fetchTextMatches(query: string, fetchImpl: SignalFetch = (url, init) => fetch(url, init)): Promise<TextMatches> {
  const held = answers.get(query);
  if (held) return Promise.resolve(held);
  if (inFlight?.query === query) return inFlight.answer;
  inFlight?.controller.abort();
  const controller = new AbortController();
  const answer = ask(query, controller.signal, fetchImpl).then((matches) => {
    keep(matches);
    return matches;
  });
  const current = { query, controller, answer };
  inFlight = current;
  const done = () => {
    if (inFlight === current) inFlight = undefined;
  };
  answer.then(done, done);
  return answer;
}

/** Whether a rejection is a superseded request's, not a fault. */
export const isAborted = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** Forgets every answer (tests). */
export function resetTextMatches(): void {
  inFlight?.controller.abort();
  inFlight = undefined;
  answers.clear();
}
