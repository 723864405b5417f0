/**
 * The request chain before the LCP element: how many requests had to finish one after another
 * before the browser could ask for the LCP resource (or, for a text LCP, paint it).
 * Measured under a fixed round-trip latency, a request that starts after another one ended
 * waited for it (or for something as late), so a chain is a run of non-overlapping requests.
 */

export interface TimedRequest {
  url: string;
  /** Seconds, when the browser sent it. */
  start: number;
  /** Seconds, when its last byte arrived. */
  end: number;
}

export interface Chain {
  /** Number of requests in the chain, the document and the target included. */
  depth: number;
  urls: string[];
}

/**
 * The longest chain of requests, each started after the previous one ended, that ends in
 * `target`. Among equally long chains the one whose links ended latest is kept (the likeliest
 * cause). Requests are considered only when they ended before `target` started.
 */
export function chainTo(requests: readonly TimedRequest[], target: TimedRequest): Chain {
  const sorted = [...requests].filter((request) => request !== target).sort((a, b) => a.start - b.start);
  const best = new Map<TimedRequest, { depth: number; previous: TimedRequest | null }>();
  const link = (request: TimedRequest) => {
    let choice: { depth: number; previous: TimedRequest | null } = { depth: 1, previous: null };
    for (const [candidate, known] of best) {
      if (candidate.end > request.start) continue;
      const better =
        known.depth + 1 > choice.depth ||
        (known.depth + 1 === choice.depth && choice.previous !== null && candidate.end > choice.previous.end);
      if (better) choice = { depth: known.depth + 1, previous: candidate };
    }
    return choice;
  };
  for (const request of sorted) {
    if (request.start > target.start) break;
    best.set(request, link(request));
  }
  const last = link(target);
  const urls = [target.url];
  for (let step = last.previous; step; step = best.get(step)?.previous ?? null) urls.unshift(step.url);
  return { depth: last.depth, urls };
}

/** For a text LCP: a stand-in target that "starts" when the text painted. */
export function paintAt(time: number): TimedRequest {
  return { url: '(text painted)', start: time, end: time };
}
