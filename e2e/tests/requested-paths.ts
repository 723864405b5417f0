/** What a page asks for, as a test watches it. */
import type { Page } from '@playwright/test';

/** From now on, the path of every request the page makes, in order. */
export function watchRequestedPaths(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return () => paths;
}
