/**
 * Test helper: every public route of a running server, asked as a browser or a tool asks it,
 * and what each must answer from the snapshot that serves (the outage tests).
 */
import { expect } from 'vitest';

export interface Shown {
  id: string;
  title: string;
  description: string;
}

const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

async function get(origin: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers });
  return { path, status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

/**
 * Asks every public route (each in parallel with the others) and checks each answers from a
 * snapshot that shows `listings`, every one of them, and `gone` nowhere.
 */
export async function expectEveryPublicRoute(origin: string, listings: readonly Shown[], gone: readonly string[] = []): Promise<void> {
  const pages = ['/pronat?page=1', '/', '/pronat', '/home', '/kontakti'].map((path) => get(origin, path, BROWSER));
  const perListing = listings.flatMap(({ id }) => [
    get(origin, `/pronat/${id}`, BROWSER),
    get(origin, `/assets/pronat/${id}/index.html`, BROWSER),
    get(origin, `/assets/data/listings/${id}.json`),
  ]);
  const files = [get(origin, '/assets/data/listings.json'), get(origin, '/assets/data/listings-index/0.json'), get(origin, '/sitemap.xml'), get(origin, '/robots.txt')] as const;
  const [answers, listingAnswers, [json, index, sitemap, robots], missing] = await Promise.all([
    Promise.all(pages),
    Promise.all(perListing),
    Promise.all(files),
    get(origin, '/nuk-ekziston', BROWSER),
  ]);
  for (const answer of [...answers, ...listingAnswers, json, index, sitemap, robots]) {
    expect({ path: answer.path, status: answer.status }).toEqual({ path: answer.path, status: 200 });
  }
  for (const answer of answers) expect(answer.type).toContain('text/html');
  expect({ status: missing.status, type: missing.type }).toEqual({ status: 404, type: 'text/html; charset=utf-8' });

  listings.forEach((listing, n) => {
    const [page, seo, record] = listingAnswers.slice(n * 3, n * 3 + 3);
    expect(page?.body).toContain(listing.title);
    expect(seo?.body).toContain(listing.description);
    expect((JSON.parse(record?.body ?? 'null') as { title?: string } | null)?.title).toBe(listing.title);
  });
  const served = (JSON.parse(json.body) as { listings: { id: string; title: string }[] }).listings;
  expect(new Map(served.map((listing) => [listing.id, listing.title]))).toEqual(new Map(listings.map((listing) => [listing.id, listing.title])));
  for (const id of listings.map((listing) => listing.id)) expect(sitemap.body).toContain(`/pronat/${id}<`);
  for (const id of gone) {
    expect(sitemap.body).not.toContain(`/pronat/${id}<`);
    expect((await get(origin, `/assets/pronat/${id}/index.html`, BROWSER)).status).toBe(404);
  }
  expect(robots.body).toContain('Sitemap:');
}
