/**
 * Taps on the page the server drew, at the moment it shows: 0, 200 and 500 ms after the load
 * event, long before the app has started on a slow phone. Each must do what it says, whatever
 * the app is doing meanwhile (not started, starting, hydrating, running); each test waits for
 * what the visitor waits for, the content. Then the same controls with JavaScript off.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { hydrated } from './hydrated';
import { activeListings, newestListings } from './sample-listings';
import { MAP_READY, cards, contactSheet, filterDialog, mapRegion, phoneMenu, previewDialog } from './screens';

const MOMENTS_MS = [0, 200, 500];
/**
 * The contact sheet and the filter dialog are the app's: a tap before it has started waits for
 * its start, its hydration and the overlay's code, which on a two-core machine shared with
 * builds takes longer than expect's default. A bound for the test, not a speed goal.
 */
const APP_READY = { timeout: 20_000 } as const;
const PHONE = { width: 390, height: 844 };
/** A 1×1 PNG: a map tile that loads. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** Anything not on this server: the map's tiles. */
const ELSEWHERE = /^https?:\/\/(?!127\.0\.0\.1|localhost)/;
/** A group of listings on the map, named by its count. */
const GROUP_NAME = /^(\d+) prona në këtë zonë$/;

/** The listings the map's opening markers show (the layer its box shows): groups by their counts, lone ones as one. */
async function shownCount(opening: Locator): Promise<number> {
  let sum = 0;
  for (const link of await opening.getByRole('link').all()) {
    // A group shows its count (its name says it in words); a lone listing is one.
    sum += (await link.getAttribute('data-listing-id')) === null ? Number(await link.locator('[aria-hidden="true"]').textContent()) : 1;
  }
  return sum;
}

/**
 * The message form: the contact sheet (the app had started) or the form's own page (it had not).
 * Either way the visitor can write at once.
 */
const messageForm = (page: Page) => contactSheet(page).or(page.getByRole('form', { name: 'Na dërgoni një mesazh' }));

/** The filter dialog's panels (SPEC 3). */
const FILTER_SECTIONS = ['Qyteti dhe ID', 'Çmimi', 'Lloji', 'Statusi'];

async function expectFilterSections(page: Page): Promise<void> {
  for (const section of FILTER_SECTIONS) await expect(filterDialog(page).getByRole('group', { name: section })).toBeVisible();
  await expect(filterDialog(page).getByRole('button', { name: 'Shto' })).toBeVisible();
}

/** Marks the document: a full page load forgets the mark, an in-place change keeps it. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** Holds every script the page asks for (the app does not start) until the returned release is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * On a phone, a tap on the dimmed page beside the open menu closes the menu and reaches nothing
 * under it: the first card's title link lies there (a popover's own backdrop lets taps through).
 */
async function expectTapBesideMenuClosesIt(page: Page): Promise<void> {
  const menu = phoneMenu(page);
  const title = cards(page).first().getByRole('heading').getByRole('link');
  await title.scrollIntoViewIfNeeded();
  const under = await title.boundingBox();
  await page.getByRole('button', { name: 'Hap menunë' }).click();
  await expect(menu.getByRole('link', { name: 'Kontakti' })).toBeVisible();
  const panel = await menu.getByRole('navigation', { name: 'Menuja kryesore' }).boundingBox();
  expect(under!.x + 8).toBeLessThan(panel!.x);
  const where = page.url();
  await page.mouse.click(under!.x + 8, under!.y + under!.height / 2);
  await expect(menu).toBeHidden();
  expect(page.url()).toBe(where);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(title).toBeVisible();
}

/**
 * The open menu holds the page behind it: a wheel over the dimmed part scrolls nothing, and once
 * it closes the page is where the visitor left it and scrolls again.
 */
async function expectMenuHoldsThePage(page: Page): Promise<void> {
  const menu = phoneMenu(page);
  const scrolled = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(40, 400);
  await page.mouse.wheel(0, 600);
  // Where the wheel has brought the page once it has come to rest (the same place read twice).
  let where = -1;
  await expect
    .poll(async () => {
      const now = await scrolled();
      const atRest = now > 0 && now === where;
      where = now;
      return atRest;
    })
    .toBe(true);
  await page.getByRole('button', { name: 'Hap menunë' }).click();
  await expect(menu.getByRole('link', { name: 'Kontakti' })).toBeVisible();
  // Over the dimmed page, left of the panel.
  await page.mouse.move(40, 400);
  await page.mouse.wheel(0, 600);
  // A scroll the page would take lands within a frame or two; give it several.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await scrolled()).toBe(where);
  await menu.getByRole('button', { name: 'Mbyll menunë' }).click();
  await expect(menu).toBeHidden();
  expect(await scrolled()).toBe(where);
  await page.mouse.move(40, 400);
  await page.mouse.wheel(0, 600);
  await expect.poll(scrolled).toBeGreaterThan(where);
}

/** A fresh page, then the wait a visitor's tap comes after (the load event has passed once goto returns). */
async function openAndWait(page: Page, path: string, moment: number): Promise<void> {
  await page.goto(path);
  if (moment > 0) await page.waitForTimeout(moment);
}

test.describe('a tap the moment the page shows', () => {
  for (const moment of MOMENTS_MS) {
    test(`'Harta' tapped ${moment} ms after the load event shows the map, and the URL says so`, async ({ page }) => {
      await openAndWait(page, '/pronat?page=1', moment);
      await page.getByRole('search').getByText('Harta', { exact: true }).click();
      await expect(page).toHaveURL(/[?&]view=harta(&|$)/);
      await expect(mapRegion(page).locator('.leaflet-container')).toBeVisible(MAP_READY);
    });

    test(`a card's title tapped ${moment} ms after the load event shows that listing`, async ({ page }) => {
      const [newest] = await newestListings(page.request);
      await openAndWait(page, '/pronat?page=1', moment);
      await cards(page).first().getByRole('heading').getByRole('link', { name: newest!.title }).click();
      // The preview (the app had started) or the listing's own page (it had not): the listing either way.
      const inPreview = previewDialog(page).getByRole('heading', { name: newest!.title });
      const onItsPage = page.getByRole('main').getByRole('heading', { level: 1, name: newest!.title });
      await expect(inPreview.or(onItsPage)).toBeVisible(APP_READY);
    });

    test(`'Kontakti' tapped ${moment} ms after the load event shows the contact form`, async ({ page }) => {
      await openAndWait(page, '/pronat?page=1', moment);
      await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByText('Kontakti', { exact: true }).click();
      await expect(messageForm(page).getByRole('textbox', { name: 'Numri i telefonit' })).toBeVisible(APP_READY);
    });

    test(`on a phone, the menu tapped ${moment} ms after the load event opens, and its 'Kontakti' shows the contact form`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openAndWait(page, '/pronat?page=1', moment);
      await page.getByRole('button', { name: 'Hap menunë' }).click();
      const menu = phoneMenu(page);
      await menu.getByRole('navigation', { name: 'Menuja kryesore' }).getByText('Kontakti', { exact: true }).click();
      await expect(messageForm(page).getByRole('textbox', { name: 'Numri i telefonit' })).toBeVisible(APP_READY);
      await expect(menu).toBeHidden();
    });

    test(`on a phone, 'Filtrat' tapped ${moment} ms after the load event shows the filters, which the app then applies in place`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openAndWait(page, '/pronat?page=1', moment);
      await page.getByRole('search').getByText('Filtrat', { exact: true }).click();
      await expectFilterSections(page);
      // The app takes the open dialog over: it stays open (the tap is not given again as a second one).
      await hydrated(page);
      await expect(filterDialog(page)).toBeVisible();
      await markDocument(page);
      await filterDialog(page).getByRole('checkbox', { name: 'Truall' }).check();
      await filterDialog(page).getByRole('button', { name: 'Shto' }).click();
      await expect(filterDialog(page)).toBeHidden();
      await expect(page).toHaveURL(/\/pronat\?page=1&type=land$/);
      await expect(cards(page).first()).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
    });
  }
});

/** On a phone's grid, `check` before any of the app's scripts has arrived, then again once the app runs. */
async function beforeTheAppAndOnceItRuns(page: Page, check: (page: Page) => Promise<void>): Promise<void> {
  await page.setViewportSize(PHONE);
  const release = await holdScripts(page);
  await page.goto('/pronat?page=1');
  await check(page);
  release();
  await hydrated(page);
  await check(page);
}

test('on a phone, a tap beside the open menu closes it and reaches nothing under it, before the app has started and once it runs', async ({ page }) => {
  await beforeTheAppAndOnceItRuns(page, expectTapBesideMenuClosesIt);
});

test('on a phone, the open menu holds the page behind it still, before the app has started and once it runs', async ({ page }) => {
  await beforeTheAppAndOnceItRuns(page, expectMenuHoldsThePage);
});

test("on a phone, 'Filtrat' opens the filters before any of the app's scripts has arrived, and the app keeps what was ticked", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const release = await holdScripts(page);
  await page.goto('/pronat?page=1');
  await page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true }).click();
  await expectFilterSections(page);
  const dialog = filterDialog(page);
  // A modal dialog: the focus is in it, and Escape closes it, with no script.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Shtëpi' }).check();

  release();
  await hydrated(page);
  await expect(dialog.getByRole('checkbox', { name: 'Shtëpi' })).toBeChecked();
  await markDocument(page);
  await dialog.getByRole('button', { name: 'Shto' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/pronat\?page=1&type=house$/);
  expect(await sameDocument(page)).toBe(true);
});

test("'Harta' tapped before any of the app's scripts has arrived shows the map's markers, links each; the map draws its own over them once it runs", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.route(ELSEWHERE, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
  const located = (await activeListings(page.request)).filter((listing) => listing.geoPoint).length;
  const release = await holdScripts(page);
  await page.goto('/pronat?page=1');
  await page.getByRole('search').getByRole('link', { name: 'Harta' }).click();
  await expect(page).toHaveURL(/\/pronat\?page=1&view=harta$/);
  // The server's markers: every located listing counted once, in groups and alone.
  const opening = mapRegion(page).locator('[data-opening-markers]');
  await expect(opening.getByRole('link', { name: GROUP_NAME }).first()).toBeVisible();
  expect(await shownCount(opening)).toBe(located);
  // The app starts: the map draws its markers, and the server's go.
  release();
  await hydrated(page);
  await expect(mapRegion(page).locator('.leaflet-marker-icon').first()).toBeVisible(MAP_READY);
  await expect(opening).toHaveCount(0);
});

test.describe('a link followed before the app handles it', () => {
  const bar = (page: Page) => page.locator('[data-leaving-bar]');

  test("says at once that its page is on its way, until that page shows; Back brings the grid without it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const [newest] = await newestListings(page.request);
    // What the leaving page showed, written down as it showed it: the page is gone once the next
    // one commits, and while a navigation is pending the test cannot ask the page anything.
    // It watches the document, not its <html>: a script added before the page's own runs before the
    // parser has made that.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (!document.documentElement.hasAttribute('data-leaving')) return;
        const shown = document.querySelector('[data-leaving-bar]');
        const box = shown?.getBoundingClientRect();
        const seen = { display: shown ? getComputedStyle(shown).display : 'none', width: box?.width ?? 0, height: box?.height ?? 0, from: location.pathname + location.search };
        sessionStorage.setItem('leaving-seen', JSON.stringify(seen));
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-leaving'] });
    });
    // The app's scripts held: it has not started, and the card's title is a plain link.
    const release = await holdScripts(page);
    await page.goto('/pronat?page=1');
    await expect(bar(page)).toBeHidden();
    await cards(page).first().getByRole('heading').getByRole('link', { name: newest!.title }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: newest!.title })).toBeVisible();
    // The grid showed its bar in the tap's own task, before the listing's page replaced it…
    const seen = JSON.parse((await page.evaluate(() => sessionStorage.getItem('leaving-seen'))) ?? 'null') as { display: string; width: number; height: number; from: string } | null;
    expect(seen).toMatchObject({ display: 'block', height: 3, from: '/pronat?page=1' });
    expect(seen!.width).toBeGreaterThan(0);
    // …and the listing's page shows none.
    await expect(bar(page)).toBeHidden();
    // The app may start now (a page's load event waits for the scripts it has asked for).
    release();
    await page.goBack();
    await expect(cards(page).first()).toBeVisible();
    await expect(bar(page)).toBeHidden();
  });

  test('shows nothing for a link the app answers itself (a card opens its preview in place)', async ({ page }) => {
    await page.goto('/pronat?page=1');
    await hydrated(page);
    await cards(page).first().getByRole('heading').getByRole('link').click();
    await expect(previewDialog(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-leaving');
    await expect(bar(page)).toBeHidden();
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says what needs JavaScript, and not the filters, the map mode or the message form that work without it', async ({ page }) => {
    await page.goto('/pronat?page=1');
    // Its text as drawn (the note's text node is the parser's, not the DOM's textContent).
    const note = page.locator('noscript');
    await expect(note).toHaveText(/harta nuk lëviz.*të preferuarat/, { useInnerText: true });
    await expect(note).not.toHaveText(/filtrat|formulari/, { useInnerText: true });
  });

  test("'Harta' and 'Pronat' load the map mode and the grid the server draws", async ({ page }) => {
    await page.goto('/pronat?page=1&city=Prishtin%C3%AB');
    await page.getByRole('search').getByRole('link', { name: 'Harta' }).click();
    await expect(page).toHaveURL(/\/pronat\?page=1&city=Prishtin%C3%AB&view=harta$/);
    await expect(mapRegion(page)).toBeVisible();
    await expect(page.getByRole('search').getByRole('link', { name: 'Harta' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('search').getByRole('link', { name: 'Pronat' }).click();
    await expect(page).toHaveURL(/\/pronat\?page=1&city=Prishtin%C3%AB$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("at 1280 px map mode's grid column offers the same search as a list, and the map says no 'loading' it will never finish", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pronat?page=1&type=house&view=harta');
    await expect(mapRegion(page)).toBeVisible();
    await expect(mapRegion(page).getByText('Harta po ngarkohet…')).toBeHidden();
    await page.getByRole('link', { name: 'Shiko pronat e këtij kërkimi në listë' }).click();
    await expect(page).toHaveURL(/\/pronat\?page=1&type=house$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("map mode's markers are links: a group loads its area's map, a lone listing its page", async ({ page }) => {
    await page.route(ELSEWHERE, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
    await page.goto('/pronat?page=1&view=harta');
    const opening = mapRegion(page).locator('[data-opening-markers]');
    const group = opening.getByRole('link', { name: GROUP_NAME }).first();
    const count = Number(await group.locator('[aria-hidden="true"]').textContent());
    expect(count).toBeGreaterThan(1);
    await group.click();
    // The same search limited to the group's area, on the map: exactly the group's listings.
    await expect(page).toHaveURL(/[?&]bbox=[-\d.]+(%2C|,)[-\d.]+(%2C|,)[-\d.]+(%2C|,)[-\d.]+(&|$)/);
    expect(new URL(page.url()).searchParams.get('view')).toBe('harta');
    await expect(opening.getByRole('link').first()).toBeVisible();
    expect(await shownCount(opening)).toBe(count);

    const [listing] = (await activeListings(page.request)).filter((candidate) => candidate.geoPoint);
    await page.goto(`/pronat?page=1&view=harta&id=${listing!.id}`);
    // Named by its title and price, as the map's own marker is.
    // (The box shows one layer; the other's copy of the link is hidden.)
    const lone = opening.getByRole('link').and(page.locator(`[data-listing-id="${listing!.id}"]`));
    await expect(lone).toBeVisible();
    expect((await lone.textContent())?.startsWith(`${listing!.title.trim()}, `)).toBe(true);
    await lone.click();
    await expect(page).toHaveURL(new RegExp(`/pronat/${listing!.id}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();
  });

  test("on a phone, 'Filtrat' opens the filters, 'Shto' loads the page of the search the app would write, and 'Fshij' the unfiltered one", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const all = await activeListings(page.request);
    const listing = all.find((candidate) => candidate.category === 'house' && candidate.option === 'Në Shitje' && typeof candidate.price === 'number' && !candidate.reducedPrice);
    if (!listing) throw new Error('the sample has no house for sale with a price');
    const maxPrice = String(Math.ceil((listing.price as number) / 10_000) * 10_000);
    const status = listing.option === 'Në Shitje' ? 'shitje' : 'qera';

    await page.goto('/pronat?page=3&sort=oldest');
    await page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true }).click();
    const dialog = filterDialog(page);
    await expectFilterSections(page);
    await dialog.getByRole('combobox', { name: 'Qyteti' }).selectOption(listing.city);
    await dialog.getByRole('textbox', { name: 'ID' }).fill(listing.id);
    // The range's fields work without script (the slider, a shortcut, needs the app).
    await dialog.getByRole('textbox', { name: 'Çmimi deri' }).fill(maxPrice);
    await dialog.getByRole('checkbox', { name: 'Shtëpi' }).check();
    await dialog.getByRole('checkbox', { name: listing.option, exact: true }).check();
    await dialog.getByRole('button', { name: 'Shto' }).click();

    // The app's own address for this search: the first page, the sort kept, each filter once.
    const expected = new URLSearchParams([['page', '1'], ['type', 'house'], ['status', status], ['maxPrice', maxPrice], ['city', listing.city], ['id', listing.id], ['sort', 'oldest']]);
    await expect.poll(() => new URL(page.url()).search).toBe(`?${expected.toString()}`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading', { name: listing.title })).toBeVisible();

    // The dialog opens again on the search the page shows; 'Fshij' loads the unfiltered first page.
    await page.getByRole('search').getByRole('button', { name: 'Filtrat, ka filtra aktivë' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Shtëpi' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'ID' })).toHaveValue(listing.id);
    await dialog.getByRole('button', { name: 'Fshij' }).click();
    await expect(page).toHaveURL(/\/pronat\?page=1&sort=oldest$/);
    await expect(cards(page)).not.toHaveCount(1);
    await expect(page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true })).toBeVisible();

    // 'Mbyll filtrat' closes it.
    await page.getByRole('search').getByRole('button', { name: 'Filtrat', exact: true }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Mbyll filtrat' }).click();
    await expect(dialog).toBeHidden();
  });

  test("a card's title opens the listing's page", async ({ page }) => {
    const [newest] = await newestListings(page.request);
    await page.goto('/pronat?page=1');
    await cards(page).first().getByRole('heading').getByRole('link', { name: newest!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/pronat/${newest!.id}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: newest!.title })).toBeVisible();
  });

  test("on a phone, the menu opens and closes, and its 'Kontakti' gives the message form", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/pronat?page=1');
    const menu = phoneMenu(page);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Hap menunë' }).click();
    await expect(menu.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Pronat' })).toBeVisible();
    await menu.getByRole('button', { name: 'Mbyll menunë' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Hap menunë' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Hap menunë' }).click();
    await menu.getByRole('link', { name: 'Kontakti' }).click();
    await expect(page).toHaveURL(/\/kontakti\/mesazh$/);
    await expect(page.getByRole('form', { name: 'Na dërgoni një mesazh' }).getByRole('textbox', { name: 'Mesazhi' })).toBeVisible();
  });

  test('on a phone, a tap beside the open menu closes it and reaches nothing under it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/pronat?page=1');
    await expectTapBesideMenuClosesIt(page);
  });

  test("the contact page's 'Dërgo një mesazh' gives the message form, which posts and is answered with a page", async ({ page }) => {
    await page.goto('/kontakti');
    await page.getByRole('main').getByRole('button', { name: 'Dërgo një mesazh' }).click();
    const form = page.getByRole('form', { name: 'Na dërgoni një mesazh' });
    await expect(page.getByRole('heading', { level: 1, name: 'Na dërgoni një mesazh' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Emri' }).fill('Arta');
    // A phone the server refuses: the form comes back with the error and the visitor's text.
    await form.getByRole('textbox', { name: 'Numri i telefonit' }).fill('abc');
    await form.getByRole('textbox', { name: 'Mesazhi' }).fill('Pa JavaScript: a është ende në shitje?');
    await form.getByRole('button', { name: 'Dërgo mesazhin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gabim' })).toBeVisible();
    await expect(page.getByText('Shkruani një numër telefoni të vlefshëm.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Mesazhi' })).toHaveValue('Pa JavaScript: a është ende në shitje?');
    await expect(form.getByRole('textbox', { name: 'Emri' })).toHaveValue('Arta');
    await form.getByRole('textbox', { name: 'Numri i telefonit' }).fill('+383 44 123 456');
    await form.getByRole('button', { name: 'Dërgo mesazhin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mesazhi u dërgua me sukses' })).toBeVisible();
    await expect(page.getByText('Prisni një përgjigje së shpejti')).toBeVisible();
  });
});
