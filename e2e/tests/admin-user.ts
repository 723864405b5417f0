/** An agency user made with the real tool (`pnpm admin:add-user`) on a server's store, and their sign-in. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Adds `email` with `password` to the store in `dataDir` (default: the suite's server's, E2E_DATA_DIR). */
export function addAdminUser(email: string, password: string, dataDir = process.env.E2E_DATA_DIR): void {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  execFileSync(process.execPath, ['--import', 'tsx', 'server/src/cli/admin-add-user.ts', email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: password },
    stdio: 'pipe',
  });
}

/**
 * Signs in through the back office's form and waits for its first screen, the listings
 * ('Pronat'). `origin` is a server of the spec's own; the suite's server without it.
 */
export async function signIn(page: Page, who: { email: string; password: string }, origin = ''): Promise<void> {
  await page.goto(`${origin}/admin`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(who.email);
  await page.getByRole('textbox', { name: 'Fjalëkalimi' }).fill(who.password);
  await page.getByRole('button', { name: 'Hyr', exact: true }).click();
  // Argon2 on a two-core machine shared with other work.
  await expect(page.getByRole('heading', { name: 'Pronat' })).toBeVisible({ timeout: 30_000 });
}
