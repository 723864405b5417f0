/**
 * Screenshots for looking at a screen (desktop and 390 px), taken only when SHOTS_DIR names a
 * folder; a run without it takes none.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';

const shotsDir = process.env.SHOTS_DIR;

/** `name`.png in SHOTS_DIR: the viewport, or the whole page with `fullPage`. */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}
