/** The listings area: filter strip and dialog, cards, sort, pagination, preview, shareable searches. */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { hydrated } from './hydrated';
import type { Filters, Listing } from 'shared/contracts';
import { comparablePrice, inRange as inAmountRange, listingsIndexUrl, searchListings, type PriceBasis, type PriceRange } from 'shared/listings/rules';
import { activeListings, newestListings, recordPath, type PublicListing } from './sample-listings';
import { filterDialog, openGrid, previewDialog } from './screens';

const grid = (page: Page) => page.getByTestId('listings-grid');
const cards = (page: Page) => grid(page).getByRole('article');
const count = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /^\d+ pron[aë]$/ });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
/** The listings a price range lets through, by the rules of shared/listings (priceRange.ts). */
const inRange = (all: PublicListing[], range: PriceRange, basis: PriceBasis) =>
  all.filter((listing) => inAmountRange(range, comparablePrice(listing as unknown as Listing, basis)));
/** The ids of the listings a search lets through, newest first, by the rules of shared/listings. */
const matchingIds = (all: PublicListing[], filters: Filters) => searchListings(all as unknown as Listing[], filters, 'newest').map((listing) => listing.id);
const countText = (n: number) => (n === 1 ? '1 pronë' : `${n} prona`);

/**
 * The count the page shows is the server's for the search now. Other specs on the same server
 * publish and withdraw listings while this one runs (with more than one worker), so a count read
 * once at the test's start can be one off by its end.
 */
async function expectCountNow(page: Page, request: APIRequestContext, keep: (listing: PublicListing) => boolean = () => true) {
  await expect
    .poll(async () => {
      const expected = countText((await activeListings(request)).filter(keep).length);
      const shown = await count(page).textContent();
      return shown === expected ? 'as the server has it' : `${shown} shown, ${expected} on the server`;
    })
    .toBe('as the server has it');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('search').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The ids of the cards on the page, in order. */
async function cardIds(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((articles) => articles.map((article) => article.getAttribute('data-listing-id') ?? ''));
}

test.describe('filter strip', () => {
  test('filters by city, mirrored in the URL, and "Të gjitha" removes it', async ({ page, request, consoleErrors }) => {
    await page.goto('/pronat?page=1');
    await expectCountNow(page, request);

    await choose(page, 'Qyteti', 'Prizren');
    const prizren = (listing: PublicListing) => listing.city === 'Prizren';
    await expectCountNow(page, request, prizren);
    expect(query(page)).toEqual({ page: '1', city: 'Prizren' });
    const inPrizren = (await activeListings(request)).filter(prizren);
    await expect(cards(page)).toHaveCount(Math.min(inPrizren.length, 20));
    for (const card of await cards(page).all()) await expect(card.getByText(/, Prizren$/).first()).toBeVisible();

    await choose(page, 'Qyteti', 'Të gjitha');
    await expectCountNow(page, request);
    expect(query(page)).toEqual({ page: '1' });
    expect(consoleErrors).toEqual([]);
  });

  test('filters by type and by status', async ({ page, request }) => {
    const all = await activeListings(request);
    await page.goto('/pronat?page=1');
    await choose(page, 'Lloji', 'Truall');
    const land = all.filter((listing) => listing.category === 'land');
    await expect(count(page)).toHaveText(`${land.length} prona`);
    expect(query(page)).toMatchObject({ type: 'land' });
    await expect(cards(page).getByText('Truall', { exact: true })).toHaveCount(Math.min(land.length, 20));

    await choose(page, 'Statusi', 'Me Qera');
    const rentedLand = land.filter((listing) => listing.option === 'Me Qera');
    await expect(count(page)).toHaveText(rentedLand.length === 1 ? '1 pronë' : `${rentedLand.length} prona`);
    expect(query(page)).toMatchObject({ type: 'land', status: 'qera' });
    await expect(cards(page).getByText('NË SHITJE', { exact: true })).toHaveCount(0);
    await expect(cards(page).getByText('ME QERA', { exact: true })).toHaveCount(rentedLand.length);
  });

  test('filters by id, typed into the searchable ID select', async ({ page, request }) => {
    const target = (await activeListings(request))[17]!;
    await page.goto('/pronat?page=1');
    // Typing is the app's: the strip the server drew takes input once hydrated.
    await hydrated(page);
    await page.getByRole('search').getByRole('combobox', { name: 'ID' }).fill(target.id);
    await page.getByRole('option', { name: target.id, exact: true }).click();
    await expect(count(page)).toHaveText('1 pronë');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole('heading')).toHaveText(target.title);
    expect(query(page)).toEqual({ page: '1', id: target.id });
  });

  test('clicking the ID select and typing an id searches for that id alone, whatever the select showed', async ({ page, request }) => {
    const target = (await activeListings(request)).find((listing) => /^\d+$/.test(listing.id))!;
    await page.goto('/pronat?page=1');
    const id = page.getByRole('search').getByRole('combobox', { name: 'ID' });
    // As a visitor does: a click, then the digits, with no wait in between.
    await id.click();
    await page.keyboard.type(target.id);
    await expect(id).toHaveValue(target.id);
    await expect(page.getByText('Asnjë ID e tillë')).toHaveCount(0);
    await page.getByRole('option', { name: target.id, exact: true }).click();
    await expect(count(page)).toHaveText('1 pronë');
    await expect(cards(page).first().getByRole('heading')).toHaveText(target.title);
    expect(query(page)).toEqual({ page: '1', id: target.id });
    await expect(id).toHaveValue(target.id);
  });

  for (const idsLate of [false, true]) {
    test(`once the app runs, Enter after typing an id chooses that id${idsLate ? ', the ids arriving only after the typing' : ''}`, async ({ page, request }) => {
      const target = (await activeListings(request)).find((listing) => /^\d+$/.test(listing.id))!;
      let releaseIndex = () => {};
      if (idsLate) {
        // The listings index held back until the id is typed, as on a slow connection.
        const typed = new Promise<void>((resolve) => (releaseIndex = resolve));
        await page.route((url) => url.pathname === new URL(listingsIndexUrl(0), 'http://x').pathname, async (route) => {
          await typed;
          await route.continue();
        });
      }
      await page.goto('/pronat?page=1');
      await hydrated(page);
      const id = page.getByRole('search').getByRole('combobox', { name: 'ID' });
      await id.click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.keyboard.type(target.id);
      await expect(id).toHaveValue(target.id);
      releaseIndex();
      await expect(page.getByRole('option').first()).toHaveText(target.id);
      await page.keyboard.press('Enter');
      await expect(count(page)).toHaveText('1 pronë');
      expect(query(page)).toEqual({ page: '1', id: target.id });
    });
  }

  test('lists the ids numerically when both are numeric', async ({ page, request }) => {
    const ids = (await activeListings(request)).map((listing) => listing.id);
    await page.goto('/pronat?page=1');
    await page.getByRole('search').getByRole('combobox', { name: 'ID' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(ids.length + 1);
    const shown = (await options.allTextContents()).slice(1);
    const numeric = shown.filter((id) => /^\d+$/.test(id)).map(Number);
    expect(numeric).toEqual([...numeric].sort((a, b) => a - b));
    expect(new Set(shown)).toEqual(new Set(ids));
  });

  test('chips show the active filters and remove them one by one', async ({ page }) => {
    await page.goto('/pronat?page=1&city=Prishtin%C3%AB&type=apartment,house&status=shitje&maxPrice=200000');
    const chips = page.getByRole('list', { name: 'Filtrat aktivë' });
    await expect(chips.getByRole('button')).toHaveText([
      'Banesë',
      'Shtëpi',
      'Në Shitje',
      'Deri në 200.000 €',
      'Prishtinë',
      'Fshij të gjitha',
    ]);
    const before = Number((await count(page).textContent())?.split(' ')[0]);

    await chips.getByRole('button', { name: 'Hiq filtrin Deri në 200.000 €' }).click();
    await expect(chips.getByRole('button', { name: /Deri në/ })).toHaveCount(0);
    expect(query(page)).not.toHaveProperty('maxPrice');
    const after = Number((await count(page).textContent())?.split(' ')[0]);
    expect(after).toBeGreaterThan(before);

    await chips.getByRole('button', { name: 'Hiq filtrin Shtëpi' }).click();
    await expect.poll(() => query(page).type).toBe('apartment');

    await chips.getByRole('button', { name: 'Fshij të gjitha' }).click();
    await expect(chips).toHaveCount(0);
    expect(query(page)).toEqual({ page: '1' });
  });

  test('the toggle opens the map beside a narrower grid and leaving it removes view', async ({ page }) => {
    await page.goto('/pronat?page=1');
    const columnsOf = async () => new Set(await cards(page).evaluateAll((all) => all.map((card) => card.getBoundingClientRect().left))).size;
    await expect(cards(page)).toHaveCount(20);
    const gridColumns = await columnsOf();

    // The app changes the mode in place (the cards stay the same nodes, beside the map).
    await hydrated(page);
    const toggle = page.getByRole('group', { name: 'Pamja' });
    await toggle.getByRole('link', { name: 'Harta' }).click();
    await expect(toggle.getByRole('link', { name: 'Harta' })).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/view=harta/);
    await expect(page.getByRole('region', { name: 'Harta e pronave' })).toBeVisible();
    await expect.poll(columnsOf).toBeLessThan(gridColumns);

    // Hovering a card highlights its marker (or the cluster holding it) on the map.
    const map = page.getByRole('region', { name: 'Harta e pronave' });
    const card = cards(page).nth(1);
    const id = (await card.getAttribute('data-listing-id'))!;
    const highlight = map.locator(`[data-highlighted-listing="${id}"], [data-listing-id="${id}"][data-highlighted]`);
    await expect(highlight).toHaveCount(0);
    await card.hover();
    await expect(highlight).toHaveCount(1);
    await page.mouse.move(5, 5);
    await expect(highlight).toHaveCount(0);

    await toggle.getByText('Pronat').click();
    await expect(page.getByRole('region', { name: 'Harta e pronave' })).toHaveCount(0);
    expect(query(page)).toEqual({ page: '1' });
  });
});

test.describe('listings page', () => {
  test('sorts newest or oldest first', async ({ page, request }) => {
    const all = await activeListings(request);
    const byDate = [...all].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    await page.goto('/pronat?page=1');
    await expect(cards(page).first()).toHaveAttribute('data-listing-id', byDate.at(-1)!.id);

    await page.getByRole('combobox', { name: 'Shfaq:' }).click();
    await page.getByRole('option', { name: 'Më të vjetrat' }).click();
    await expect(cards(page).first()).toHaveAttribute('data-listing-id', byDate[0]!.id);
    expect(query(page)).toMatchObject({ sort: 'oldest', page: '1' });
  });

  for (const [label, word] of [
    ['Çmimi: nga më i ulëti', 'cheapest'],
    ['Çmimi: nga më i larti', 'priciest'],
    ['Sipërfaqja: nga më e madhja', 'largest'],
  ] as const) {
    test(`sorts by '${label}', the server's first page in the same order`, async ({ page, request }) => {
      const all = (await activeListings(request)) as unknown as Listing[];
      const expected = searchListings(all, { option: ['Në Shitje'] }, word).slice(0, 20).map((listing) => listing.id);
      await openGrid(page, '/pronat?page=1&status=shitje');
      await hydrated(page);
      await page.getByRole('combobox', { name: 'Shfaq:' }).click();
      await page.getByRole('option', { name: label }).click();
      await expect.poll(() => cardIds(page)).toEqual(expected);
      expect(query(page)).toMatchObject({ sort: word, page: '1', status: 'shitje' });
      // A shared link is drawn by the server in that order before the app runs.
      await page.goto(`/pronat?page=1&status=shitje&sort=${word}`);
      expect(await cardIds(page)).toEqual(expected);
      await expect(page.getByRole('combobox', { name: 'Shfaq:' })).toHaveValue(label);
    });
  }

  test('pages through every listing, 20 at a time, back at the top after each change', async ({ page, request }) => {
    test.setTimeout(90_000);
    const all = await activeListings(request);
    const pages = Math.ceil(all.length / 20);
    await page.goto('/pronat?page=1');
    await expect(cards(page)).toHaveCount(20);
    const pagination = page.getByRole('navigation', { name: 'Faqet e pronave' });
    await expect(pagination.getByRole('link', { name: 'Faqja e mëparshme' })).toHaveAttribute('aria-disabled', 'true');

    const seen: string[] = [];
    for (let current = 1; current <= pages; current += 1) {
      await expect(pagination.getByRole('link', { name: `Faqja ${current}`, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(cards(page)).toHaveCount(current < pages ? 20 : all.length - 20 * (pages - 1));
      seen.push(...(await cardIds(page)));
      if (current > 1) await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      if (current < pages) await pagination.getByRole('link', { name: 'Faqja tjetër' }).click();
    }
    expect(new Set(seen).size).toBe(all.length);
    await expect(pagination.getByRole('link', { name: 'Faqja tjetër' })).toHaveAttribute('aria-disabled', 'true');
    expect(query(page).page).toBe(String(pages));

    // Clicking the current page changes nothing; a number jumps.
    await pagination.getByRole('link', { name: `Faqja ${pages}`, exact: true }).click();
    expect(query(page).page).toBe(String(pages));
    await pagination.getByRole('link', { name: 'Faqja 1', exact: true }).click();
    await expect(pagination.getByRole('link', { name: 'Faqja 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/page=1(&|$)/);
  });

  test('a page beyond the total resets to 1', async ({ page }) => {
    await page.goto('/pronat?page=40');
    await expect(page).toHaveURL(/page=1(&|$)/);
    await expect(cards(page)).toHaveCount(20);

    await page.goto('/pronat?page=3&city=Prizren');
    await expect(page).toHaveURL(/page=1&city=Prizren/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('shows the empty state with its illustration when nothing matches', async ({ page }) => {
    await page.goto('/pronat?page=1&id=nuk-ekziston');
    const empty = page.getByTestId('listings-empty');
    await expect(empty.getByRole('heading', { name: 'Nuk ka asnjë pronë' })).toBeVisible();
    await expect(empty.locator('svg').first()).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Faqet e pronave' })).toHaveCount(0);
    await empty.getByRole('button', { name: 'Fshij filtrat' }).click();
    await expect(cards(page)).toHaveCount(20);
  });
});

test.describe('cards', () => {
  test('photos change with the arrows and a drag, without opening the preview', async ({ page }) => {
    await page.goto('/pronat?page=1');
    const card = cards(page).first();
    const gallery = card.getByRole('group', { name: 'Fotot e pronës' });
    await expect(gallery.getByRole('img', { name: 'Pamje e pronës 1' })).toBeVisible();
    // Only the current photo and the next are in the page.
    await expect(gallery.locator('img')).toHaveCount(2);
    const next = gallery.getByRole('button', { name: 'Fotoja tjetër' });
    await expect(next).toHaveCSS('opacity', '0');
    await gallery.hover();
    await expect(next).toHaveCSS('opacity', '1');
    await expect(next).toHaveCSS('width', '30px');
    await next.click();
    await expect(gallery.getByRole('img', { name: 'Pamje e pronës 2' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A drag of 40 px leaves the photo, even flung fast; one of 120 px to the left moves on.
    const box = (await gallery.boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (dx: number, steps = 4) => {
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx / 2, y, { steps });
      await page.mouse.move(box.x + box.width / 2 + dx, y, { steps });
      await page.mouse.up();
    };
    await drag(-40);
    await expect(gallery.getByRole('img', { name: 'Pamje e pronës 2' })).toBeVisible();
    await drag(-45, 1);
    await expect(gallery.getByRole('img', { name: 'Pamje e pronës 2' })).toBeVisible();
    await drag(-120);
    await expect(gallery.getByRole('img', { name: 'Pamje e pronës 3' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('photos loop: back from the first photo is the last one', async ({ page }) => {
    await page.goto('/pronat?page=1');
    const card = cards(page).first();
    const gallery = card.getByRole('group', { name: 'Fotot e pronës' });
    await expect(gallery.getByRole('img', { name: 'Pamje e pronës 1' })).toBeVisible();
    const total = Number((await card.getByText(/^\d+\/\d+$/).textContent())!.split('/')[1]);
    expect(total).toBeGreaterThan(2);
    await gallery.hover();
    await gallery.getByRole('button', { name: 'Fotoja e mëparshme' }).click();
    await expect(gallery.getByRole('img', { name: `Pamje e pronës ${total}` })).toBeVisible();
    await expect(card.getByText(`${total}/${total}`)).toBeVisible();
    // At rest, the photos in the page are the last and the one after it, the first.
    await expect(gallery.locator('img')).toHaveCount(2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // What a screen reader hears of the position is Albanian: Mantine's English announcer is gone.
    await expect(card.getByRole('status').filter({ hasText: /Slide/ })).toHaveCount(0);
  });

  test('on a phone, a card further down shows its cover until it comes near, then its arrows move its photos', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const newest = await newestListings(page.request);
    const far = newest.slice(0, 20).findLastIndex((listing) => listing.images.length > 1);
    expect(far).toBeGreaterThan(10);
    await page.goto('/pronat?page=1');
    await hydrated(page);
    const card = cards(page).nth(far);
    const gallery = card.getByRole('group', { name: 'Fotot e pronës' });
    // Screens away from it, the card is its cover: one photo, no carousel to start yet.
    await expect(gallery.getByRole('img')).toHaveCount(1);
    await expect(card.getByRole('button', { name: 'Fotoja tjetër' })).toHaveCount(0);
    await expect(card.getByText(`1/${newest[far]!.images.length}`)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    const next = card.getByRole('button', { name: 'Fotoja tjetër' });
    await expect(next).not.toHaveAttribute('data-inactive');
    await next.click();
    await expect(gallery.getByRole('img', { name: 'Pamje e pronës 2' })).toBeVisible();
    await expect(card.getByText(`2/${newest[far]!.images.length}`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the first cover loads eagerly with high priority, the rest lazily, all at 600 px', async ({ page }) => {
    await page.goto('/pronat?page=1');
    const images = grid(page).getByRole('img', { name: 'Pamje e pronës 1' });
    await expect(images).toHaveCount(20);
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    for (const src of await images.evaluateAll((all) => all.map((image) => image.getAttribute('src')))) {
      expect(src).toMatch(/-600\.webp$/);
    }
  });

  test('the card menu’s new-tab link opens the detail page in a new tab and no preview', async ({ page, context }) => {
    await page.goto('/pronat?page=1');
    const card = cards(page).nth(3);
    const id = await card.getAttribute('data-listing-id');
    await card.getByRole('button', { name: 'Më shumë veprime' }).click();
    const link = card.getByRole('group', { name: 'Më shumë veprime' }).getByRole('link', { name: 'Hap në skedë të re' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/pronat/${id}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

/** The card's lift (a transform) as drawn now. */
const cardTransform = (card: ReturnType<typeof cards>) => card.evaluate((element) => getComputedStyle(element).transform);

test.describe('a card under a pointer and under a finger', () => {
  test('a mouse over a card lifts it', async ({ page }) => {
    await openGrid(page);
    const card = cards(page).nth(2);
    await expect.poll(() => cardTransform(card)).toBe('none');
    await card.getByRole('heading').hover();
    await expect.poll(() => cardTransform(card)).toBe('matrix(1, 0, 0, 1, 0, -2)');
  });

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('a tap opens the preview and leaves the card where it was: no lift to repaint before the tap is answered', async ({ page }) => {
      await openGrid(page);
      const card = cards(page).nth(2);
      const title = (await card.getByRole('heading').textContent())!;
      await card.getByText(/€|Me Marrëveshje/).first().tap();
      await expect(previewDialog(page).getByRole('heading', { name: title })).toBeVisible();
      // Past the lift's transition (180 ms): a sticky :hover would have lifted it by now.
      await page.waitForTimeout(400);
      expect(await cardTransform(card)).toBe('none');
    });

    test('the preview holds the page still behind it without touching the body, which would restyle the whole page', async ({ page }) => {
      await openGrid(page);
      await hydrated(page);
      const card = cards(page).nth(2);
      await card.scrollIntoViewIfNeeded();
      const title = (await card.getByRole('heading').textContent())!;
      await card.getByText(/€|Me Marrëveshje/).first().tap();
      const dialog = previewDialog(page);
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
      // The scroll lock's body attribute selects its style sheet (overflow, and the scroll bar's
      // width as a custom property every element inherits): on a touch screen it stays off.
      expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(false);

      // A finger dragged up the screen's left edge, beside the dialog, moves nothing.
      const scrolled = await page.evaluate(() => scrollY);
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (x: number, from: number, to: number) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
        for (let step = 1; step <= 8; step += 1) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from + ((to - from) * step) / 8 }] });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await swipe(4, 700, 200);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => scrollY)).toBe(scrolled);
      await expect(dialog).toBeVisible();
    });

    test("a tapped control keeps its resting colours: a finger's tap sets :hover, which would stay on it", async ({ page }) => {
      await openGrid(page);
      await hydrated(page);
      const next = page.getByRole('link', { name: 'Faqja tjetër' });
      const colours = () => next.evaluate((element) => `${getComputedStyle(element).backgroundColor} ${getComputedStyle(element).borderTopColor}`);
      const resting = await colours();
      await next.tap();
      await expect(page).toHaveURL(/page=2/);
      // The page scrolls up to the grid: bring the link back under the finger that is still 'hovering' it.
      await next.scrollIntoViewIfNeeded();
      expect(await next.evaluate((element) => element.matches(':hover'))).toBe(true);
      expect(await colours()).toBe(resting);
    });
  });
});

test.describe('preview', () => {
  test('clicking a card opens the detail in the preview dialog at the SPEC size', async ({ page }) => {
    // The preview is the app's: before it has started, a card opens the listing's own page.
    await openGrid(page);
    const card = cards(page).nth(2);
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByText(/€|Me Marrëveshje/).first().click();
    const dialog = page.getByRole('dialog', { name: 'Parapamja e pronës' });
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.width - Math.min(viewport.width * 0.95, 1400))).toBeLessThanOrEqual(2);
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the preview opens with the focus on the listing: no control ringed, no hint over the photo, Tab to its first control', async ({ page }) => {
    await openGrid(page);
    await hydrated(page);
    const card = cards(page).nth(2);
    const title = (await card.getByRole('heading').textContent())!;
    // The record in hand, as when the visitor has browsed the cards (a scroll that comes to rest
    // fetches the records of the cards on screen): the preview draws it in its first render.
    const id = (await card.getAttribute('data-listing-id'))!;
    const recordFetched = page.waitForResponse((response) => new URL(response.url()).pathname === recordPath(id));
    await page.mouse.wheel(0, 300);
    await recordFetched;
    await card.getByText(/€|Me Marrëveshje/).first().click();
    const dialog = previewDialog(page);
    const listing = dialog.getByRole('article', { name: title });
    await expect(listing).toBeFocused();
    // What the visitor sees: no focus ring on what has the focus, and the hints stay hidden
    // (on a focused control the browser drew its ring, and the copy-link button's hint covered the photo).
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('none');
    const copyHint = dialog.getByText('Kopjo lidhjen e pronës');
    await page.waitForTimeout(300);
    expect(await copyHint.evaluate((hint) => getComputedStyle(hint).opacity)).toBe('0');
    // The keyboard goes on from the listing's top: its first control, whose hint then shows.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Kopjo lidhjen e pronës' })).toBeFocused();
    await expect.poll(() => copyHint.evaluate((hint) => getComputedStyle(hint).opacity)).toBe('1');
  });

  test('a preview whose record is fetched at the tap gives the focus to the listing once it is drawn', async ({ page }) => {
    await openGrid(page);
    await hydrated(page);
    const card = cards(page).nth(5);
    const title = (await card.getByRole('heading').textContent())!;
    // The record held back until the dialog shows its loading state.
    const id = (await card.getAttribute('data-listing-id'))!;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === recordPath(id), async (route) => {
      await held;
      await route.continue();
    });
    await card.getByText(/€|Me Marrëveshje/).first().click();
    const dialog = previewDialog(page);
    await expect(dialog.getByRole('progressbar').or(dialog.locator('[aria-busy="true"]')).first()).toBeVisible();
    release();
    const listing = dialog.getByRole('article', { name: title });
    await expect(listing).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('none');
  });

  test('the keyboard alone filters, pages and opens a card', async ({ page }) => {
    await page.goto('/pronat?page=1');
    await expect(cards(page)).toHaveCount(20);
    await hydrated(page);
    const status = page.getByRole('search').getByRole('combobox', { name: 'Statusi' });
    await status.focus();
    // As a keyboard visitor does: Enter, and the arrow once the list is seen open.
    await page.keyboard.press('Enter');
    await expect(status).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/status=shitje/);

    await page.getByRole('link', { name: 'Faqja 2', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);

    // Page 2's cards replace page 1's (and the page scrolls up) just after the URL changes: a
    // focus given to a card on its way out is lost, so focus and press again until it opens.
    const dialog = page.getByRole('dialog', { name: 'Parapamja e pronës' });
    await expect(async () => {
      await cards(page).first().getByRole('heading').getByRole('link').focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  });
});

test.describe('shareable searches', () => {
  test('a search survives a reload, and Back restores the previous one', async ({ page }) => {
    await page.goto('/pronat?page=2');
    await choose(page, 'Qyteti', 'Prishtinë');
    await expect(page).toHaveURL(/city=Prishtin/);
    expect(query(page).page).toBe('1');
    // The URL changes first; the page then renders the search it says (a transition).
    await expect(page.getByRole('search').getByRole('combobox', { name: 'Qyteti' })).toHaveValue('Prishtinë');
    const prishtina = await count(page).textContent();

    await choose(page, 'Statusi', 'Në Shitje');
    await page.getByRole('combobox', { name: 'Shfaq:' }).click();
    await page.getByRole('option', { name: 'Më të vjetrat' }).click();
    await expect(page).toHaveURL(/sort=oldest/);
    // The URL changes first; the page then renders the search it says (a transition).
    await expect(page.getByRole('combobox', { name: 'Shfaq:' })).toHaveValue('Më të vjetrat');
    const shared = page.url();
    const firstIds = await cardIds(page);

    await page.reload();
    await expect(page.getByRole('search').getByRole('combobox', { name: 'Qyteti' })).toHaveValue('Prishtinë');
    await expect(page.getByRole('search').getByRole('combobox', { name: 'Statusi' })).toHaveValue('Në Shitje');
    await expect(page.getByRole('combobox', { name: 'Shfaq:' })).toHaveValue('Më të vjetrat');
    await expect(cards(page).first()).toBeVisible();
    expect(await cardIds(page)).toEqual(firstIds);
    expect(page.url()).toBe(shared);

    await page.goBack(); // before the sort
    await expect(page.getByRole('combobox', { name: 'Shfaq:' })).toHaveValue('Më të rejat');
    await page.goBack(); // before the status
    await expect(page.getByRole('search').getByRole('combobox', { name: 'Statusi' })).toHaveValue('Të gjitha');
    await expect(count(page)).toHaveText(prishtina!);
    await page.goBack(); // before the city
    await expect(page.getByRole('search').getByRole('combobox', { name: 'Qyteti' })).toHaveValue('Të gjitha');
    expect(query(page)).toEqual({ page: '2' });
  });
});

/** Each type and status tile of the open filter dialog shows its whole label, on one line. */
async function expectWholeTileLabels(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Filtrat' });
  for (const name of ['Banesë', 'Shtëpi', 'Truall', 'Objekt', 'Lokal', 'Në Shitje', 'Me Qera']) {
    const tile = dialog.locator('label').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
    const label = tile.getByText(name, { exact: true });
    const fits = await label.evaluate((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      return element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().height < lineHeight * 1.5;
    });
    expect(fits, name).toBe(true);
  }
}

test('the filter dialog on a desktop shows every tile label whole', async ({ page }) => {
  await openGrid(page);
  await page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Filtrat' })).toBeVisible();
  await expectWholeTileLabels(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filter dialog shows every tile label whole', async ({ page }) => {
    await openGrid(page);
    await page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filtrat' })).toBeVisible();
    await expectWholeTileLabels(page);
  });

  test('the filter dialog fills the screen, applies its filters and the button gets a red dot', async ({ page, request }) => {
    const all = await activeListings(request);
    await page.goto('/pronat?page=1');
    const strip = page.getByRole('search');
    await expect(strip.getByRole('combobox', { name: 'Qyteti' })).toBeHidden();
    await expect(strip.getByRole('combobox', { name: 'ID' })).toBeVisible();
    await expect(strip.locator('[data-filter-dot]')).toHaveCount(0);

    await strip.getByRole('button', { name: 'Filtrat', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrat' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.height).toBeGreaterThanOrEqual(844 - 1);
    for (const panel of ['Qyteti dhe ID', 'Çmimi', 'Lloji', 'Statusi']) {
      await expect(dialog.getByRole('group', { name: panel })).toHaveJSProperty('open', true);
    }

    await dialog.getByRole('checkbox', { name: 'Truall' }).click();
    await dialog.getByRole('checkbox', { name: 'Shtëpi' }).click();
    // The slider starts at its top (any price) and is a shortcut for 'Çmimi deri'.
    const slider = dialog.getByRole('slider', { name: 'Çmimi maksimal' });
    // It needs the app: disabled in the server's page until then (the fields beside it work without).
    await expect(slider).toBeEnabled();
    await slider.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Deri në 50.000 €')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Çmimi deri' })).toHaveValue('50000');
    await dialog.getByRole('button', { name: 'Shto' }).click();
    await expect(dialog).toHaveCount(0);

    const expected = all.filter(
      (listing) => ['land', 'house'].includes(listing.category) && inRange([listing], { max: 50_000 }, 'sale').length === 1,
    );
    await expect(count(page)).toHaveText(expected.length === 1 ? '1 pronë' : `${expected.length} prona`);
    // The types in the tiles' order, as the form sends them with JavaScript off too.
    expect(query(page)).toMatchObject({ type: 'house,land', maxPrice: '50000' });
    await expect(strip.locator('[data-filter-dot]')).toBeVisible();
    await expect(strip.getByRole('button', { name: 'Filtrat, ka filtra aktivë' })).toBeVisible();

    // 'Fshij' clears everything and the dot goes.
    await strip.getByRole('button', { name: 'Filtrat, ka filtra aktivë' }).click();
    await page.getByRole('dialog', { name: 'Filtrat' }).getByRole('button', { name: 'Fshij' }).click();
    await page.getByRole('dialog', { name: 'Filtrat' }).getByRole('button', { name: 'Mbyll filtrat' }).click();
    await expect(strip.locator('[data-filter-dot]')).toHaveCount(0);
    await expect(count(page)).toHaveText(`${all.length} prona`);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`the page behind the open filter dialog is not drawn, and shows again where the visitor left it${javaScriptEnabled ? '' : ' (JavaScript off)'}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/pronat?page=1');
      const fifth = cards(page).nth(4);
      await fifth.scrollIntoViewIfNeeded();
      await expect(fifth).toBeInViewport();
      const scrolled = await page.evaluate(() => scrollY);
      expect(scrolled).toBeGreaterThan(500);
      // Drawn: the card, the footer's text.
      const drawn = () =>
        page.evaluate(() => [document.querySelectorAll('#main article')[4], document.querySelector('footer')?.firstElementChild].map((element) => element?.checkVisibility() ?? null));
      expect(await drawn()).toEqual([true, true]);

      await page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Filtrat' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('group', { name: 'Lloji' })).toBeVisible();
      expect(await drawn()).toEqual([false, false]);
      expect(await page.evaluate(() => scrollY)).toBe(scrolled);

      await dialog.getByRole('button', { name: 'Mbyll filtrat' }).click();
      await expect(dialog).toBeHidden();
      expect(await drawn()).toEqual([true, true]);
      await expect(fifth).toBeInViewport();
      expect(await page.evaluate(() => scrollY)).toBe(scrolled);
      await context.close();
    });
  }

  for (const javaScriptEnabled of [true, false]) {
    test(`the filter dialog's first frame is its header, and its form comes in the frame after${javaScriptEnabled ? '' : ' (JavaScript off)'}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/pronat?page=1');
      if (javaScriptEnabled) await hydrated(page);
      const opener = page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true });
      await expect(opener).toBeVisible();
      // What the frame drawn after the tap shows: read in the tap's own task, before it is drawn.
      const firstFrame = await opener.evaluate((button) => {
        (button as HTMLButtonElement).click();
        // The dialog the button's command opens.
        const dialog = document.getElementById(button.getAttribute('commandfor') ?? '') as HTMLDialogElement | null;
        return { open: dialog?.open, header: dialog?.querySelector('h2')?.checkVisibility(), form: dialog?.querySelector('form')?.checkVisibility() };
      });
      expect(firstFrame).toEqual({ open: true, header: true, form: false });
      const dialog = page.getByRole('dialog', { name: 'Filtrat' });
      await expect(dialog.getByRole('group', { name: 'Lloji' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Shto' })).toBeVisible();
      await context.close();
    });
  }

  test("the filter dialog's ID select lists every id in order once touched, and its choice applies", async ({ page, request }) => {
    const all = await activeListings(request);
    const target = all[11]!;
    // Counts the text collators the page makes: the first one loads ICU's collation data, and
    // the closed ID select needs no sorted list of ids (a non-numeric id is compared as text).
    await page.addInitScript(() => {
      const made = { count: 0 };
      (window as unknown as { __collators: typeof made }).__collators = made;
      const Native = Intl.Collator;
      const Counted = function (this: unknown, ...args: ConstructorParameters<typeof Intl.Collator>) {
        made.count += 1;
        return new Native(...args);
      } as unknown as typeof Intl.Collator;
      Counted.supportedLocalesOf = Native.supportedLocalesOf;
      Intl.Collator = Counted;
    });
    await openGrid(page);
    await hydrated(page);
    const collators = () => page.evaluate(() => (window as unknown as { __collators: { count: number } }).__collators.count);
    const before = await collators();
    await page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true }).click();
    const dialog = filterDialog(page);
    await expect(dialog.getByRole('button', { name: 'Shto' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await collators()).toBe(before);

    await dialog.getByRole('combobox', { name: 'ID' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(all.length + 1);
    const shown = (await options.allTextContents()).slice(1);
    const numeric = shown.filter((id) => /^\d+$/.test(id)).map(Number);
    expect(numeric).toEqual([...numeric].sort((a, b) => a - b));
    expect(new Set(shown)).toEqual(new Set(all.map((listing) => listing.id)));

    await dialog.getByRole('combobox', { name: 'ID' }).fill(target.id);
    await page.getByRole('option', { name: target.id, exact: true }).click();
    await dialog.getByRole('button', { name: 'Shto' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(count(page)).toHaveText('1 pronë');
    expect(query(page)).toMatchObject({ id: target.id });
  });

  test('map mode hides the grid', async ({ page }) => {
    await page.goto('/pronat?page=1&view=harta');
    await expect(page.getByRole('region', { name: 'Harta e pronave' })).toBeVisible();
    await expect(grid(page)).toBeHidden();
  });
});

test.describe('the price range', () => {
  test("a renter's range compares monthly rents, in the phone's dialog, with its chip", async ({ page, request, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const all = await activeListings(request);
    const rentals = all.filter((listing) => listing.option === 'Me Qera');
    const expected = inRange(all, { min: 300, max: 800 }, 'rent');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rentals.length);

    await openGrid(page);
    await hydrated(page);
    await page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true }).click();
    const dialog = filterDialog(page);
    await dialog.getByRole('checkbox', { name: 'Me Qera', exact: true }).check();
    // Rentals alone: the slider's scale is the month's.
    await expect(dialog.getByRole('slider', { name: 'Çmimi maksimal' })).toHaveAttribute('max', '3000');
    await dialog.getByRole('textbox', { name: 'Çmimi nga' }).fill('300');
    await dialog.getByRole('textbox', { name: 'Çmimi deri' }).fill('800');
    await expect(dialog.getByText('300 – 800 €/muaj')).toBeVisible();
    await dialog.getByRole('button', { name: 'Shto' }).click();

    await expect(count(page)).toHaveText(countText(expected.length));
    expect(query(page)).toMatchObject({ status: 'qera', minPrice: '300', maxPrice: '800' });
    await expect(page.getByRole('list', { name: 'Filtrat aktivë' }).getByRole('button', { name: 'Hiq filtrin 300 – 800 €/muaj' })).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(expected.length, 20));
    for (const id of await cardIds(page)) expect(expected.map((listing) => listing.id)).toContain(id);
    expect(consoleErrors).toEqual([]);
  });

  test("a buyer's maximum compares what a home costs in all: no rental on its monthly figure, a plot at its price per are times its area", async ({
    page,
    request,
  }) => {
    const all = await activeListings(request);
    const plot = all.find((listing) => listing.category === 'land' && listing.option === 'Në Shitje' && (comparablePrice(listing as unknown as Listing, 'sale') ?? 0) > 0);
    if (!plot) throw new Error('the sample has no plot for sale with a price and an area');
    const total = comparablePrice(plot as unknown as Listing, 'sale') as number;
    // Its price per are alone is far below its total: the old filter compared that.
    expect(total).toBeGreaterThan(Number(plot.price) * 10);

    await page.goto('/pronat?page=1&maxPrice=10000');
    const cheap = inRange(all, { max: 10_000 }, 'sale');
    if (cheap.length === 0) await expect(page.getByRole('heading', { name: 'Nuk ka asnjë pronë' })).toBeVisible();
    else await expect(count(page)).toHaveText(countText(cheap.length));
    await expect(page.getByRole('main').getByText(/€\/muaj/)).toHaveCount(0);

    await openGrid(page, `/pronat?page=1&type=land&minPrice=${total}&maxPrice=${total}`);
    const exact = inRange(all.filter((listing) => listing.category === 'land'), { min: total, max: total }, 'sale');
    await expect(count(page)).toHaveText(countText(exact.length));
    expect(await cardIds(page)).toContain(plot.id);
    await expect(page.getByRole('list', { name: 'Filtrat aktivë' }).getByRole('button', { name: /^Hiq filtrin .+ – .+ €$/ })).toBeVisible();
  });

  test('listings by agreement stay until a bound is set', async ({ page, request }) => {
    const all = await activeListings(request);
    const byAgreement = all.filter((listing) => typeof listing.price !== 'number' && typeof listing.reducedPrice !== 'number');
    expect(byAgreement.length).toBeGreaterThan(0);
    await openGrid(page, '/pronat?page=1&status=shitje');
    await expect(count(page)).toHaveText(countText(all.filter((listing) => listing.option === 'Në Shitje').length));
    await openGrid(page, '/pronat?page=1&status=shitje&minPrice=1');
    await expect(count(page)).toHaveText(countText(inRange(all, { min: 1 }, 'sale').length));
  });
});

test.describe('the area, the rooms and the sold listings', () => {
  const chips = (page: Page) => page.getByRole('list', { name: 'Filtrat aktivë' });
  async function openFilters(page: Page) {
    await page.getByRole('search').getByRole('button', { name: /^Filtrat/ }).click();
    const dialog = filterDialog(page);
    await expect(dialog.getByRole('button', { name: 'Shto' })).toBeVisible();
    return dialog;
  }

  test("the area range from the dialog: both bounds in the URL, the count and its chip, which removes it", async ({ page, request, consoleErrors }) => {
    const all = await activeListings(request);
    const expected = matchingIds(all, { area: { min: 80, max: 120 } });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);

    await openGrid(page);
    const dialog = await openFilters(page);
    await dialog.getByRole('textbox', { name: 'Sipërfaqja nga' }).fill('80');
    // As a visitor may type it, its unit and all.
    await dialog.getByRole('textbox', { name: 'Sipërfaqja deri' }).fill('120 m²');
    await dialog.getByRole('button', { name: 'Shto' }).click();
    await expect(dialog).toHaveCount(0);

    await expect(count(page)).toHaveText(countText(expected.length));
    expect(query(page)).toEqual({ page: '1', minArea: '80', maxArea: '120' });
    await expect(cards(page)).toHaveCount(Math.min(expected.length, 20));
    expect(await cardIds(page)).toEqual(expected.slice(0, 20));
    const chip = chips(page).getByRole('button', { name: 'Hiq filtrin 80 – 120 m²' });
    await expect(chip).toBeVisible();

    await chip.click();
    await expect(count(page)).toHaveText(countText(all.length));
    expect(query(page)).toEqual({ page: '1' });
    expect(consoleErrors).toEqual([]);
  });

  test('rooms 2+ and bedrooms 3+ from the segments, each chip removing its own', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const all = await activeListings(request);
    const both = matchingIds(all, { rooms: 2, bedrooms: 3 });
    const roomsOnly = matchingIds(all, { rooms: 2 });
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(roomsOnly.length);
    expect(roomsOnly.length).toBeLessThan(all.length);

    await openGrid(page);
    const dialog = await openFilters(page);
    const rooms = dialog.getByRole('group', { name: 'Dhoma', exact: true });
    const bedrooms = dialog.getByRole('group', { name: 'Dhoma gjumi', exact: true });
    await expect(rooms.getByRole('radio', { name: 'Çdo' })).toBeChecked();
    await rooms.getByText('2+', { exact: true }).click();
    // The keyboard moves the choice as in any radio group: from 1+ two steps on is 3+.
    await bedrooms.getByRole('radio', { name: '1+' }).check();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(bedrooms.getByRole('radio', { name: '3+' })).toBeChecked();
    await expect(rooms.getByRole('radio', { name: '2+' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Shto' }).click();
    await expect(dialog).toHaveCount(0);

    await expect(count(page)).toHaveText(countText(both.length));
    expect(query(page)).toEqual({ page: '1', rooms: '2', bedrooms: '3' });
    expect(await cardIds(page)).toEqual(both.slice(0, 20));
    await expect(chips(page).getByRole('button', { name: /^Hiq filtrin Dhoma/ })).toHaveText(['Dhoma: 2+', 'Dhoma gjumi: 3+']);

    await chips(page).getByRole('button', { name: 'Hiq filtrin Dhoma gjumi: 3+' }).click();
    await expect(count(page)).toHaveText(countText(roomsOnly.length));
    expect(query(page)).toEqual({ page: '1', rooms: '2' });
    await chips(page).getByRole('button', { name: 'Hiq filtrin Dhoma: 2+' }).click();
    await expect(count(page)).toHaveText(countText(all.length));
    expect(query(page)).toEqual({ page: '1' });

    // The dialog opens on the search again: both back to 'Çdo'.
    const again = await openFilters(page);
    await expect(again.getByRole('group', { name: 'Dhoma', exact: true }).getByRole('radio', { name: 'Çdo' })).toBeChecked();
    await expect(again.getByRole('group', { name: 'Dhoma gjumi', exact: true }).getByRole('radio', { name: 'Çdo' })).toBeChecked();
  });

  test("'Fshih të shiturat' hides a sold listing, and its chip shows it again", async ({ page, request }) => {
    const all = await activeListings(request);
    const inCity = (city: string) => all.filter((listing) => listing.city === city);
    // A sold sample listing on its city's first page, so its card is there to see go.
    const sold = all.find((listing) => listing.status === 'sold' && inCity(listing.city).length <= 20);
    if (!sold) throw new Error('the sample has no sold listing in a city of 20 listings or fewer');
    const available = matchingIds(all, { place: sold.city, available: true });
    expect(available.length).toBeLessThan(inCity(sold.city).length);

    await openGrid(page, `/pronat?page=1&city=${encodeURIComponent(sold.city)}`);
    await expect(count(page)).toHaveText(countText(inCity(sold.city).length));
    const card = cards(page).and(page.locator(`[data-listing-id="${sold.id}"]`));
    await expect(card.locator('[data-status-badge]')).toHaveText('E shitur');

    const dialog = await openFilters(page);
    await dialog.getByRole('checkbox', { name: 'Fshih të shiturat' }).check();
    await dialog.getByRole('button', { name: 'Shto' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(count(page)).toHaveText(countText(available.length));
    expect(query(page)).toEqual({ page: '1', city: sold.city, available: '1' });
    await expect(card).toHaveCount(0);
    await expect(cards(page).locator('[data-status-badge]')).toHaveCount(0);

    await chips(page).getByRole('button', { name: 'Hiq filtrin Fshih të shiturat' }).click();
    await expect(card).toBeVisible();
    expect(query(page)).toEqual({ page: '1', city: sold.city });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test("the server's page for '?minArea=…' is already filtered, and the dialog's fields and segments send the search", async ({ page, request }) => {
      const all = await activeListings(request);
      const byArea = matchingIds(all, { area: { min: 80, max: 120 } });
      await page.goto('/pronat?page=1&minArea=80&maxArea=120');
      await expect(count(page)).toHaveText(countText(byArea.length));
      expect(await cardIds(page)).toEqual(byArea.slice(0, 20));
      await expect(chips(page).getByRole('button', { name: 'Hiq filtrin 80 – 120 m²' })).toBeVisible();

      // The native dialog and its form, with no script at all.
      await page.getByRole('search').getByRole('button', { name: /^Filtrat/ }).click();
      const dialog = filterDialog(page);
      await expect(dialog.getByRole('textbox', { name: 'Sipërfaqja nga' })).toHaveValue('80');
      await dialog.getByRole('group', { name: 'Dhoma', exact: true }).getByText('2+', { exact: true }).click();
      await dialog.getByRole('checkbox', { name: 'Fshih të shiturat' }).check();
      await dialog.getByRole('button', { name: 'Shto' }).click();

      const expected = matchingIds(all, { area: { min: 80, max: 120 }, rooms: 2, available: true });
      expect(expected.length).toBeLessThan(byArea.length);
      await expect(count(page)).toHaveText(countText(expected.length));
      expect(query(page)).toMatchObject({ minArea: '80', maxArea: '120', rooms: '2', available: '1' });
      await expect(chips(page).getByRole('button', { name: /^Hiq filtrin / })).toHaveText(['80 – 120 m²', 'Dhoma: 2+', 'Fshih të shiturat']);
    });
  });
});
