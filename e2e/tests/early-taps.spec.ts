/**
 * Taps on the page the server drew, at the moment it shows: 0, 200 and 500 ms after the load
 * event, long before the app has started on a slow phone. Each must do what it says, whatever
 * the app is doing meanwhile; the test waits for what the visitor waits for, the content.
 */
import { test, expect } from './fixtures';
import { MAP_READY, mapRegion } from './screens';

const MOMENTS_MS = [0, 200, 500];

test.describe('a tap the moment the page shows', () => {
  for (const moment of MOMENTS_MS) {
    test(`'Harta' tapped ${moment} ms after the load event shows the map, and the URL says so`, async ({ page }) => {
      await page.goto('/pronat?page=1');
      if (moment > 0) await page.waitForTimeout(moment);
      await page.getByRole('search').getByText('Harta', { exact: true }).click();
      await expect(page).toHaveURL(/[?&]view=harta(&|$)/);
      await expect(mapRegion(page).locator('.leaflet-container')).toBeVisible(MAP_READY);
    });
  }
});
