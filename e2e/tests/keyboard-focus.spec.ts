/**
 * Keyboard and focus: every control of a screen is a Tab stop, a focused control shows
 * a visible focus indicator, and the dialogs (filters, listing preview, image preview, contact
 * sheet) keep Tab inside themselves and give focus back to their opener when Escape closes them.
 * (Arrow keys in the image preview and the keyboard path through filters and pages are in the
 * detail and listings specs.)
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  contactSheet,
  filterDialog,
  imagePreview,
  mapRegion,
  openContactSheet,
  openDetail,
  openFilterDialog,
  openGrid,
  openHome,
  openImagePreview,
  openMapView,
  openNotFound,
  openPreviewDialog,
  phoneMenu,
  previewDialog,
} from './screens';
import { listingWithPhotos } from './sample-listings';

/** Marks every control a visitor can Tab to inside `scope` (visible, enabled, not made inert). */
async function markControls(scope: Locator): Promise<number> {
  return scope.evaluate((root) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, details > summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
    let count = 0;
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      element.removeAttribute('data-tab-control');
      if ((element as HTMLButtonElement).disabled || element.tabIndex < 0) continue;
      if (element.closest('[inert], [aria-hidden="true"]') || !element.checkVisibility({ visibilityProperty: true })) continue;
      // A radio group is one Tab stop: its checked radio (arrow keys move inside it).
      const radio = element as HTMLInputElement;
      if (radio.type === 'radio' && !radio.checked && radio.name) continue;
      element.setAttribute('data-tab-control', String(count));
      count += 1;
    }
    return count;
  });
}

/** Presses Tab until focus comes back round, recording which marked controls it visited. */
async function tabThrough(page: Page, presses: number): Promise<Set<string>> {
  const visited = new Set<string>();
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const mark = await page.evaluate(() => document.activeElement?.closest('[data-tab-control]')?.getAttribute('data-tab-control'));
    if (mark) visited.add(mark);
  }
  return visited;
}

/** Every control of the page is reached by Tab alone. */
async function expectAllReachable(page: Page): Promise<void> {
  const total = await markControls(page.locator('body'));
  expect(total).toBeGreaterThan(0);
  // Twice round: stops that become Tab stops after the marking (a carousel's arrows, once it has
  // measured; a select's real field replacing its stand-in) take presses without a mark.
  const visited = await tabThrough(page, total * 2 + 5);
  const missed = await page.locator('[data-tab-control]').evaluateAll((elements, seen) =>
    elements
      .filter((element) => !seen.includes(element.getAttribute('data-tab-control') ?? ''))
      .map((element) => element.outerHTML.slice(0, 120)),
  [...visited]);
  expect(missed, 'controls Tab never reached').toEqual([]);
}

/**
 * After a keyboard focus the control matches :focus-visible and looks different: an outline, or
 * a ring, border or background that it does not have unfocused (Mantine's inputs colour their
 * border), or for an SVG shape (a map marker) its stroke.
 */
async function expectVisibleFocus(control: Locator): Promise<void> {
  const look = () =>
    control.evaluate((element) => {
      // The indicator may be drawn by the control or by the card or field around it.
      const boxes = [element, element.parentElement, element.closest('article')].filter((box) => box !== null);
      const styles = boxes.map((box) => getComputedStyle(box));
      return {
        focusVisible: element.matches(':focus-visible'),
        outline: styles.some((style) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0),
        ring: styles.map((style) => style.boxShadow).join(),
        border: styles.map((style) => style.borderColor).join(),
        background: styles.map((style) => style.backgroundColor).join(),
        stroke: element instanceof SVGElement ? `${getComputedStyle(element).stroke} ${getComputedStyle(element).strokeWidth}` : '',
      };
    });
  await control.evaluate((element) => (element as HTMLElement).blur());
  const before = await look();
  await control.page().keyboard.press('Shift'); // keyboard modality: focus() then shows the indicator
  await control.focus();
  const name = await control.evaluate((element) => element.outerHTML.slice(0, 120));
  // Polled: indicators fade in (Mantine's inputs colour their border over 100 ms), and a select
  // whose code loads on focus shows it on the real input that replaces its stand-in.
  await expect
    .poll(async () => {
      const after = await look();
      if (!after.focusVisible) return `${name} is not :focus-visible`;
      const shows =
        after.outline || after.ring !== before.ring || after.border !== before.border || after.background !== before.background || after.stroke !== before.stroke;
      return shows ? 'shows' : `no focus indicator on ${name}`;
    })
    .toBe('shows');
}

/** Tab and Shift+Tab never leave the dialog; Escape closes it and focus returns to the opener. */
async function expectTrapAndRestore(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  const inside = await markControls(dialog);
  expect(inside).toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < inside + 2; i += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((root) => root.contains(document.activeElement)), `${key} ${i + 1} left the dialog`).toBe(true);
    }
  }
  // From the last control, Tab wraps to the first.
  await dialog.locator(`[data-tab-control="${inside - 1}"]`).focus();
  await page.keyboard.press('Tab');
  await expect(dialog.locator('[data-tab-control="0"]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('every control is a Tab stop with a visible focus indicator', () => {
  test.describe.configure({ timeout: 90_000 });

  test('on the home page', async ({ page }) => {
    await openHome(page);
    await expectAllReachable(page);
    await expectVisibleFocus(page.getByRole('link', { name: 'Shiko Pronat' }));
    await expectVisibleFocus(page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' }));
    await expectVisibleFocus(page.getByRole('link', { name: 'Facebook' }));
    await expectVisibleFocus(page.locator('main details > summary').first());
  });

  test('on the listings grid: filters, chips, cards and pagination', async ({ page }) => {
    // About a hundred Tab presses through twenty cards: slow on a busy machine.
    test.setTimeout(150_000);
    // A filter is set, so its removable chip shows too.
    await openGrid(page, '/pronat?page=1&type=apartment');
    await expectAllReachable(page);
    const strip = page.getByRole('search');
    await expectVisibleFocus(strip.getByRole('combobox', { name: 'Qyteti' }));
    await expectVisibleFocus(strip.getByRole('link', { name: 'Pronat' }));
    await expectVisibleFocus(strip.getByRole('button', { name: /^Hiq filtrin / }).first());
    const card = page.getByTestId('listings-grid').getByRole('article').first();
    await expectVisibleFocus(card.getByRole('heading').getByRole('link'));
    await expectVisibleFocus(card.getByRole('button', { name: 'Më shumë veprime' }));
    await expectVisibleFocus(card.getByRole('button', { name: 'Fotoja tjetër' }));
    await expectVisibleFocus(page.getByRole('link', { name: 'Faqja 2', exact: true }));
  });

  test('on the map view: zoom, layers, fullscreen and a marker', async ({ page }) => {
    await openMapView(page);
    const map = mapRegion(page);
    await expectVisibleFocus(map.getByRole('button', { name: 'Zmadho' }));
    await expectVisibleFocus(map.getByRole('button', { name: 'Shtresat e hartës' }));
    await expectVisibleFocus(map.locator('path[data-listing-id], .leaflet-marker-icon').first());
  });

  test('on the detail page', async ({ page, request }) => {
    await openDetail(page, await listingWithPhotos(request));
    await expectAllReachable(page);
    await expectVisibleFocus(page.getByRole('link', { name: 'Mbrapa' }));
    await expectVisibleFocus(page.getByRole('button', { name: /^Hap foton 1 nga/ }));
    await expectVisibleFocus(page.getByRole('button', { name: 'Dërgo Mesazh' }).first());
  });

  test('on the contact page and the 404 page', async ({ page }) => {
    await page.goto('/kontakti');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakti' })).toBeVisible();
    await expectAllReachable(page);
    await expectVisibleFocus(page.getByRole('main').getByRole('button', { name: 'Dërgo një mesazh' }));
    await openNotFound(page);
    await expectAllReachable(page);
    await expectVisibleFocus(page.getByRole('main').getByRole('link').first());
  });
});

test.describe('dialogs keep focus inside and give it back on Escape', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the listing preview dialog', async ({ page }) => {
    const opener = await openPreviewDialog(page);
    await expectTrapAndRestore(page, previewDialog(page), opener);
  });

  test('the full-screen image preview', async ({ page, request }) => {
    const opener = await openImagePreview(page, await listingWithPhotos(request));
    await expectVisibleFocus(imagePreview(page).getByRole('button', { name: 'Fotoja tjetër' }));
    await expectTrapAndRestore(page, imagePreview(page), opener);
  });

  test('the contact sheet', async ({ page }) => {
    const opener = await openContactSheet(page);
    await expectVisibleFocus(contactSheet(page).getByLabel('Numri i telefonit'));
    await expectTrapAndRestore(page, contactSheet(page), opener);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the phone's menu", async ({ page }) => {
      await openGrid(page);
      const opener = page.getByRole('button', { name: 'Hap menunë' });
      await opener.click();
      const menu = phoneMenu(page);
      await expect(menu).toBeVisible();
      await expectTrapAndRestore(page, menu, opener);
    });

    test('the filter dialog', async ({ page }) => {
      const opener = await openFilterDialog(page);
      await expectVisibleFocus(filterDialog(page).getByRole('checkbox').first());
      await expectTrapAndRestore(page, filterDialog(page), opener);
    });
  });
});
