/** Test setup shared by every journey: offline map tiles and external images, console capture. */
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { recordServerMarkup } from './hydrated';

const TRANSPARENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers every request that would leave the machine (map tiles, stock photos) locally. */
export async function answerExternalRequests(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TRANSPARENT_PNG }),
  );
}

export const test = base.extend<{ consoleErrors: string[]; noCspViolations: void; answerExternal: void; serverMarkup: void }>({
  /** The server-drawn elements are recorded, so a test can wait for the app to hydrate them (./hydrated.ts). */
  serverMarkup: [
    async ({ page }, use) => {
      await recordServerMarkup(page);
      await use();
    },
    { auto: true },
  ],
  /** Nothing leaves the machine: tiles and external images are answered locally in every test. */
  answerExternal: [
    async ({ page }, use) => {
      await answerExternalRequests(page);
      await use();
    },
    { auto: true },
  ],
  /** Every test fails if the page broke the server's Content-Security-Policy. */
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * Serves every request for one remote from another build's folder, as if that build were deployed
 * in its place; files it does not have (chunks of the real build the page preloads) answer 404.
 */
export async function serveRemoteFrom(page: Page, remote: string, dist: string): Promise<void> {
  await page.route(`**/remotes/${remote}/**`, (route) => {
    const file = path.join(dist, new URL(route.request().url()).pathname.replace(`/remotes/${remote}/`, ''));
    return fs.existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: 'not in this build' });
  });
}
