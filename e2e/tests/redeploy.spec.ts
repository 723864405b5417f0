import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import { suitePorts } from '../ports';

const root = path.resolve(import.meta.dirname, '../..');
const SITE_PORT = suitePorts.redeploySite;
const REMOTE_PORT = suitePorts.redeployRemote;
const site = `http://127.0.0.1:${SITE_PORT}`;
const remoteOrigin = `http://127.0.0.1:${REMOTE_PORT}`;

const children: ChildProcess[] = [];
test.afterAll(() => children.forEach((child) => child.kill()));

async function startProcess(args: string[], env: Record<string, string>, readyUrl: string): Promise<void> {
  const child = spawn('node', ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' });
  children.push(child);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(readyUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${args.join(' ')} did not start`);
}

test('a map remote deployed to a second origin goes live by editing remotes.json, without touching the shell', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'redeploy-'));
  const remotesFile = path.join(work, 'remotes.json');
  const defaults = Object.fromEntries(
    ['mfe-listings', 'mfe-detail', 'mfe-map', 'mfe-contact'].map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  );
  fs.writeFileSync(remotesFile, JSON.stringify(defaults));

  await startProcess(['shell/server/main.ts'], { PORT: String(SITE_PORT), REMOTES_FILE: remotesFile, DATA_DIR: work }, `${site}/remotes.json`);
  await page.goto(`${site}/pronat?page=1&view=harta`);
  const map = page.getByRole('region', { name: 'Harta e pronave' });
  await expect(map).toHaveAttribute('data-build', '1.0.0');

  // The map team builds a new version into its own folder and points the site at it.
  const deployDir = path.join(work, 'mfe-map-v2');
  const deploy = spawnSync(
    'pnpm',
    ['deploy:remote', 'mfe-map', deployDir, '--url', `${remoteOrigin}/`, '--remotes-file', remotesFile],
    { cwd: root, env: { ...process.env, BUILD_ID: 'v2-redeploy' }, encoding: 'utf8' },
  );
  expect(deploy.status, deploy.stderr).toBe(0);
  await startProcess(
    ['scripts/preview.ts', 'mfe-map', String(REMOTE_PORT)],
    { PREVIEW_DIR: deployDir, CORS_ORIGIN: site },
    `${remoteOrigin}/mf-manifest.json`,
  );
  expect(JSON.parse(fs.readFileSync(remotesFile, 'utf8'))['mfe-map']).toBe(`${remoteOrigin}/mf-manifest.json`);

  const fromSecondOrigin = page.waitForResponse((response) => response.url().startsWith(`${remoteOrigin}/remoteEntry.js`));
  await page.reload();
  await fromSecondOrigin;
  await expect(map).toHaveAttribute('data-build', 'v2-redeploy');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
});
