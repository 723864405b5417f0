import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags';
import { suitePorts } from './ports';

export const PORT = suitePorts.site;
// Every temporary folder of a run (the server's data, the tests' own) goes under one, made once
// in the runner and inherited by the workers (os.tmpdir() reads TMPDIR), and removed when the
// runner exits, after the server has stopped.
const runDir = (process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'estate-e2e-')));
process.env.TMPDIR = runDir;
if (process.env.TEST_WORKER_INDEX === undefined) process.on('exit', () => fs.rmSync(runDir, { recursive: true, force: true }));
// Set once in the runner and inherited by the workers, so tests can read what the server stored.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(runDir, 'data'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // CI's machine has two cores: one browser and the server already fill them, and a second
  // worker made each journey two to three times slower and flaky, for little gain in total.
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  // Journeys of ten and more steps, two at a time on a two-core machine: half a minute is too
  // close to what they take there. Each wait for the page keeps its own 10 s bound (expect).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The site's visitors read Albanian; a test of an English or German page gives its browser that
    // language (test.use), as such a visitor's is, or the site suggests its Albanian page once.
    locale: 'sq-AL',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // Recording costs the browser CPU in every test, and CI keeps no files to read a trace from.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    // The compiled server, as `pnpm start` runs it (scripts/test-e2e.ts builds it first).
    command: ['node', ...SERVER_NODE_FLAGS, '../server/dist/main.mjs'].join(' '),
    url: `http://127.0.0.1:${PORT}/remotes.json`,
    reuseExistingServer: false,
    // Every test posts from one address; the contact rate limit is tested against the server itself.
    env: { PORT: String(PORT), DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '1000' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
