/**
 * The server puts its markup into the empty app root of the shell's index.html, and every
 * remote's standalone page renders into its own (shared/src/dev-host.tsx). A page whose root
 * is spelt differently would be served without its markup, so each index.html is checked
 * against the one id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROOT_ID, REMOTE_NAMES } from 'shared/contracts';

const REPOSITORY = path.resolve(import.meta.dirname, '../..');

describe('the app root', () => {
  it.each(['shell', ...REMOTE_NAMES])("is the empty element with APP_ROOT_ID in %s's index.html", (app) => {
    const html = fs.readFileSync(path.join(REPOSITORY, app, 'index.html'), 'utf8');
    expect(html).toContain(`<div id="${APP_ROOT_ID}"></div>`);
  });
});
