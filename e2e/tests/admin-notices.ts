/**
 * The back office's notifications (`mfe-admin/src/feedback.ts`): a newer answer replaces the one
 * before, which fades out for a moment beside it. A test that repeats an action with the same
 * answer ('Ndryshimet u ruajtën.') closes the answer on screen first, as an agent taps its ×, so
 * the words it then waits for can only be the new answer's.
 */
import { expect, type Page } from '@playwright/test';

export async function closeNotices(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Mbyll njoftimin' });
  for (const button of await close.all()) {
    // One that closes by itself meanwhile has nothing left to tap.
    await button.click({ timeout: 2000 }).catch(() => undefined);
  }
  await expect(close).toHaveCount(0);
}
