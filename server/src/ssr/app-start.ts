/**
 * The inline script that starts the app on server-rendered pages (app-start.browser.js), and the CSP source
 * that allows exactly that script.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const APP_START_ID = 'app-start';
/** How long the app waits at most for the page's main image before it starts anyway. */
export const APP_START_MAX_WAIT_MS = 2_500;
/** How many of the app's requests (preloads, then the entry script) it adds per task. */
export const APP_START_REQUESTS_PER_TASK = 4;

/** The script as it is inlined: its leading comment is for readers of the file, not for every page. */
export const APP_START_SCRIPT = fs
  .readFileSync(path.join(import.meta.dirname, 'app-start.browser.js'), 'utf8')
  .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
  .trim();

/** `'sha256-…'` of the inline script, for script-src. */
export const APP_START_CSP_SOURCE = `'sha256-${crypto.createHash('sha256').update(APP_START_SCRIPT, 'utf8').digest('base64')}'`;
