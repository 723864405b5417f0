/**
 * The Node flags the production server runs with: `pnpm start` (package.json's start script
 * passes them to node), the load test and the end-to-end suite.
 *
 * `--max-old-space-size=1024`: not to hide a leak (the server's live heap at 100,000 listings is
 * far below it) but for what V8 makes of the limit. Past a limit of 2 GB, which Node picks on any
 * machine with 8 GB of memory or more, V8 lets the old space grow to up to 4 × what
 * survived the last full collection before it collects again; at 1 GB it allows at most about
 * 1.6 × (its heap controller scales the factor between 1.3 and 2 below 2 GB). Under the load test at
 * 100,000 listings that keeps the peak far lower, with the same throughput (measured:
 * docs/decisions/0006-server-at-100000-listings.md). The limit itself stays eight times the live heap.
 *
 * `--max-semi-space-size=4`: V8's space for new objects, 4 MB per semi-space instead of its
 * default 16 MB. The server's renders moved to their own thread (server/src/ssr/render-thread.ts), which
 * took the event loop's largest source of short-lived garbage with them and added the thread's
 * own heap; with the smaller new space the peak at 100,000 listings under the load test came
 * back under its target, at the same pages per second (measured:
 * docs/decisions/0006-server-at-100000-listings.md).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-old-space-size=1024', '--max-semi-space-size=4'];
