/**
 * The selects' stand-in (shared/src/ui/select/): until the dropdown's code has loaded, each
 * select is a closed field that looks like Mantine's and must be announced like it and answer
 * the keyboard like it. These tests hold it to that, through the screen reader's view (the
 * accessibility tree) and the keyboard alone.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { hydrated } from './hydrated';

const STAND_IN = '[data-select-stand-in]';

/** The grid with its strip, hydrated, every select still the stand-in. */
async function openWithStandIns(page: Page): Promise<void> {
  await page.goto('/pronat?page=1');
  await hydrated(page);
  // Seven: the strip's city, kind, status, documents and id, the sort order, and the id in the
  // phone's filter dialog (in the page's markup, closed).
  await expect(page.locator(STAND_IN)).toHaveCount(7);
}

test.describe('a select before its code has loaded', () => {
  test('is announced exactly as the real select: the accessibility tree does not change when the code arrives', async ({ page }) => {
    await openWithStandIns(page);
    const strip = page.getByRole('search');
    const sort = page.getByRole('combobox', { name: 'Shfaq:' });
    const before = { strip: await strip.ariaSnapshot(), sort: await sort.ariaSnapshot() };
    expect(before.strip).toContain('combobox "Qyteti"');

    // Pointing at a select loads the real ones, which take the stand-ins' places.
    await strip.getByRole('combobox', { name: 'Qyteti' }).hover();
    await expect(page.locator(STAND_IN)).toHaveCount(0);
    await page.mouse.move(0, 0);
    expect({ strip: await strip.ariaSnapshot(), sort: await sort.ariaSnapshot() }).toEqual(before);
  });

  test('answers the keyboard: keys pressed before the code arrives are done again on the real select', async ({ page }) => {
    await openWithStandIns(page);
    // Hold every script asked for from now on: the dropdown's code stays on its way while the
    // visitor reaches the select with Tab and chooses with the arrow keys.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const status = page.getByRole('search').getByRole('combobox', { name: 'Statusi' });
    // Tab from the control before it, as a keyboard user arrives.
    await page.getByRole('search').getByRole('combobox', { name: 'Lloji' }).focus();
    await page.keyboard.press('Tab');
    await expect(status).toBeFocused();
    await expect(status).toHaveAttribute('data-select-stand-in');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/status=/);
    release();
    await expect(page).toHaveURL(/status=shitje/);
    await expect(page.locator(STAND_IN)).toHaveCount(0);
    await expect(status).toHaveValue('Në Shitje');
    await expect(status).toBeFocused();
  });
});
