/**
 * What each listing earns (issue 51, part 9), at 390 px: a listing's views are counted by the
 * server, once per visitor and day, without cookies. A visit from a fresh browser raises its
 * 'Shikime' by one, a repeat visit the same day (even from another fresh context of the same
 * browser on the same address) does not, nor does a bot, nor the agency's own signed-in browser;
 * a page the app shows itself (no request for the page) is counted by its beacon. The table's
 * 'Shikime' column and the listing's form show the count with its inquiries. Screenshots at 390
 * and 1280 px go to SHOTS_DIR when it is set.
 */
import type { Browser, Page } from '@playwright/test';
import { appendPage, encodeContactForm } from 'shared/contact';
import { test, expect as baseExpect, answerExternalRequests } from './fixtures';
import { shot } from './shots';
import { addAdminUser, signIn } from './admin-user';

// Argon2 sign-ins, API round trips and the counter's batch (written every 2 s) on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const EMAIL = 'shikimet@example.org';
const PASSWORD = 'fjalekalim-i-gjate-2026';
const PHONE = { width: 390, height: 844 };
// The visitors' browsers: phones, each its own build so no other spec's browser is the same visitor.
const run = Date.now() % 100_000;
const visitorAgent = (n: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E${run}${n} Safari/604.1`;
const GOOGLEBOT = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The signed-in back office's API from its page (the session's cookie and CSRF token). */
async function adminApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const session = (await (await fetch('/admin/api/session')).json()) as { csrfToken: string };
      const answer = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return answer.json();
    },
    { method, url, body },
  ) as Promise<T>;
}

/** The listing's views in the table's answer (the counter writes its batch within about 2 s). */
async function viewsOf(page: Page, id: string): Promise<number> {
  const { listings } = await adminApi<{ listings: { id: string; views: number }[] }>(page, 'GET', '/admin/api/listings');
  return listings.find((row) => row.id === id)?.views ?? -1;
}

/** A visitor's phone: a fresh context (no cookie, no storage) with its own browser. */
async function visitor(browser: Browser, userAgent: string): Promise<Page> {
  const context = await browser.newContext({ userAgent, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await answerExternalRequests(page);
  return page;
}

test.beforeAll(() => {
  addAdminUser(EMAIL, PASSWORD);
});

test("a listing's views: once per visitor and day, no bots, not the agency's own; in the table and on its form", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signIn(page, { email: EMAIL, password: PASSWORD });
  // A listing of this test's own, active (public), withdrawn at the end: other specs read the newest cards.
  const created = await adminApi<{ id: string }>(page, 'POST', '/admin/api/listings', {
    status: 'active',
    listing: {
      title: 'Banesë me pamje nga parku',
      description: 'Dy dhoma gjumi, ballkon i madh.',
      category: 'apartment',
      option: 'Me Qera',
      city: 'Prishtinë',
      subcity: 'Arbëria',
      price: 450,
      geoPoint: { latitude: 42.67, longitude: 21.17 },
      details: { area: 72, rooms: 2 },
    },
  });
  const id = created.id;
  expect(id).toMatch(/^\d+$/);
  const listingPage = `/pronat/${id}`;
  const heading = (visit: Page) => visit.getByRole('heading', { level: 1, name: 'Banesë me pamje nga parku' });

  try {
    // Public within about a second.
    await expect.poll(async () => (await page.request.get(listingPage)).status()).toBe(200);
    // Those checks came from the agency's own browser (its back office is open): not a view.
    await page.waitForTimeout(2_500);
    expect(await viewsOf(page, id)).toBe(0);

    // A fresh phone opens the page: one view.
    const arta = await visitor(browser, visitorAgent(1));
    await arta.goto(listingPage);
    await expect(heading(arta)).toBeVisible();
    await expect.poll(() => viewsOf(page, id)).toBe(1);

    // The same phone again today, and another fresh context of the same browser on the same
    // address (nothing stored in it): the same visitor, no new view.
    await arta.reload();
    await expect(heading(arta)).toBeVisible();
    const artaAgain = await visitor(browser, visitorAgent(1));
    await artaAgain.goto(listingPage);
    await expect(heading(artaAgain)).toBeVisible();
    // A crawler fetches it too.
    const bot = await visitor(browser, GOOGLEBOT);
    await bot.goto(listingPage);
    await expect(heading(bot)).toBeVisible();
    // The agency's own browser (its back office open today) looks at its listing.
    await page.goto(listingPage);
    await expect(heading(page)).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Pronat' })).toBeVisible();
    // Longer than the counter's batch: anything counted would be written by now.
    await page.waitForTimeout(3_000);
    expect(await viewsOf(page, id)).toBe(1);

    // Another phone reaches the page inside the app (the router shows it, as after Back or
    // Forward): no request for the page, the beacon counts it.
    const besa = await visitor(browser, visitorAgent(2));
    await besa.goto('/pronat');
    await expect(besa.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const documents: string[] = [];
    besa.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await besa.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, listingPage);
    await expect(heading(besa)).toBeVisible();
    // (Chromium's beacons are not among Playwright's request events: the count is what shows it.)
    await expect.poll(() => viewsOf(page, id)).toBe(2);
    expect(documents).toEqual([]);

    // An inquiry about it.
    const posted = await page.request.post('/', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: encodeContactForm({ name: 'Drita Gashi', email: 'drita@example.com', phone: '044 555 666', message: appendPage('A është e lirë nga janari?', { listingId: id, origin: '', route: '' }) }),
    });
    expect(posted.ok()).toBe(true);

    // The table: 'Shikime' 2, its inquiry under it; sorted by views, most first.
    await page.reload();
    const row = page.locator(`tr[data-listing-id="${id}"]`);
    const views = row.locator('td[data-views]');
    await expect(views).toHaveAttribute('data-views', '2');
    await expect(views).toContainText('2');
    await expect(views).toContainText('1 mesazh');
    await page.getByRole('button', { name: 'Rendit sipas: Shikime' }).click();
    await expect(page.getByRole('columnheader', { name: /Shikime/ })).toHaveAttribute('aria-sort', 'descending');
    const counts = await page.locator('tbody td[data-views]').evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-views'))));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'views-table-390');

    // The form: the text summary of the last 30 days.
    await row.getByRole('link', { name: `Ndrysho pronën ${id}` }).click();
    const section = page.getByRole('region', { name: 'Shikime dhe mesazhe' });
    await expect(section).toContainText('2 shikime dhe 1 mesazh në 30 ditët e fundit.');
    await expect(section).toContainText(/Dita me më shumë shikime: \d\d\.\d\d\.\d{4} \(2 shikime\)\./);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'views-form-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'views-form-1280');
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Rendit sipas: Shikime' }).click();
    await expect(page.locator(`tr[data-listing-id="${id}"]`)).toBeVisible();
    await shot(page, 'views-table-1280');
    await Promise.all([arta, artaAgain, bot, besa].map((visit) => visit.context().close()));
  } finally {
    await adminApi(page, 'POST', `/admin/api/listings/${id}/status`, { status: 'withdrawn' });
  }
});
