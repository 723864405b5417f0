import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import { hydrated } from './hydrated';
import { MAP_READY } from './screens';
import { activeListings } from './sample-listings';
import { suitePorts } from '../ports';

const root = path.resolve(import.meta.dirname, '../..');
const SITE_PORT = suitePorts.redeploySite;
const REMOTE_PORT = suitePorts.redeployRemote;
const site = `http://127.0.0.1:${SITE_PORT}`;
const remoteOrigin = `http://127.0.0.1:${REMOTE_PORT}`;

/**
 * The chunks of `remote` whose stylesheets the page links from `origin`, by the name the remote's
 * runtime knows each chunk by (`data-rspack`), so it takes them as loaded.
 */
const linkedChunks = (html: string, origin: string, remote: string): string[] =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" data-rspack="([^"]+)">/g)]
    .filter(([, href = '']) => href.startsWith(`${origin}/`))
    .map(([, , chunk = '']) => chunk)
    .filter((chunk) => chunk.startsWith(`${remote}:chunk-`));

// The tests share those two ports, so they run one after another in one worker, whatever the
// suite's parallelism (two workers ran the map's and the listings' at once, and the second site's
// remote server was the first one's).
test.describe.configure({ mode: 'default' });

const children: ChildProcess[] = [];
// Each test starts its own site and remote server on the suite's ports: stopped (and gone) after it.
test.afterEach(async () => {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill();
        }),
    ),
  );
});

/** Starts a server; `output` collects what it prints. */
async function startProcess(args: string[], env: Record<string, string>, readyUrl: string, output: string[] = []): Promise<void> {
  const child = spawn('node', ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' });
  children.push(child);
  child.stdout?.on('data', (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  child.stderr?.on('data', (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
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

/** A site on its own remotes map (every remote on this server) and data dir; its log lines are collected. */
async function startSiteOnOwnRemotes(prefix: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const remotesFile = path.join(work, 'remotes.json');
  const defaults = Object.fromEntries(
    ['mfe-listings', 'mfe-detail', 'mfe-map', 'mfe-contact'].map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  );
  fs.writeFileSync(remotesFile, JSON.stringify(defaults));
  const siteLog: string[] = [];
  await startProcess(['server/src/main.ts'], { PORT: String(SITE_PORT), REMOTES_FILE: remotesFile, DATA_DIR: work }, `${site}/remotes.json`, siteLog);
  return { work, remotesFile, siteLog };
}

/**
 * `pnpm deploy:remote` of one remote with its own build id, served from the second origin, with
 * a copy under `/broken/` whose server build throws as it loads.
 */
async function deployWithBrokenCopy(remote: string, buildId: string, work: string, remotesFile: string) {
  const deployDir = path.join(work, `${remote}-v2`);
  const deploy = spawnSync(
    'pnpm',
    ['deploy:remote', remote, deployDir, '--url', `${remoteOrigin}/`, '--remotes-file', remotesFile],
    { cwd: root, env: { ...process.env, BUILD_ID: buildId }, encoding: 'utf8' },
  );
  expect(deploy.status, deploy.stderr).toBe(0);
  expect(fs.existsSync(path.join(deployDir, 'server/remote.cjs'))).toBe(true);
  const copy = path.join(work, 'broken');
  fs.cpSync(deployDir, copy, { recursive: true });
  fs.renameSync(copy, path.join(deployDir, 'broken'));
  fs.writeFileSync(path.join(deployDir, 'broken/server/remote.cjs'), "throw new Error('broken on purpose');\n");
  await startProcess(['scripts/preview.ts', remote, String(REMOTE_PORT)], { PREVIEW_DIR: deployDir, CORS_ORIGIN: site }, `${remoteOrigin}/mf-manifest.json`);
}

/** Points the site's remotes map at the broken copy of `remote` (deployWithBrokenCopy). */
function pointAtBrokenCopy(remote: string, remotesFile: string) {
  const map = JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as Record<string, string>;
  map[remote] = `${remoteOrigin}/broken/mf-manifest.json`;
  fs.writeFileSync(remotesFile, JSON.stringify(map));
}

/** The map panel's build in the page as the server sent it (its section carries the build). */
const mapBuildInHtml = (html: string): string | undefined => /<section[^>]*data-build="([^"]+)"/.exec(html)?.[1];

test('a map remote deployed alone goes live by editing remotes.json, server-rendered map mode included, without touching the shell; a broken server build costs its region only', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { work, remotesFile, siteLog } = await startSiteOnOwnRemotes('redeploy-map-');
  const mapPath = `${site}/pronat?page=1&view=harta`;

  // The page as sent (no browser): the map's panel drawn by the map remote's server build.
  const before = await (await request.get(mapPath)).text();
  expect(mapBuildInHtml(before)).toBe('1.0.0');
  expect(before).toContain('data-opening-tiles');
  await page.goto(mapPath);
  const map = page.getByRole('region', { name: 'Harta e pronave' });
  await expect(map).toHaveAttribute('data-build', '1.0.0');

  // The map team builds a new version into its own folder and points the site at it.
  await deployWithBrokenCopy('mfe-map', 'v2-redeploy', work, remotesFile);
  expect(JSON.parse(fs.readFileSync(remotesFile, 'utf8'))['mfe-map']).toBe(`${remoteOrigin}/mf-manifest.json`);

  // The same shell process now draws the new build's panel, and the browser hydrates it from the second origin.
  const after = await (await request.get(mapPath)).text();
  expect(mapBuildInHtml(after)).toBe('v2-redeploy');
  expect(linkedChunks(after, remoteOrigin, 'mfe-map')).not.toEqual([]);
  const fromSecondOrigin = page.waitForResponse((response) => response.url().startsWith(`${remoteOrigin}/remoteEntry.js`));
  await page.reload();
  await fromSecondOrigin;
  await expect(map).toHaveAttribute('data-build', 'v2-redeploy');
  await expect(page.locator('.leaflet-container')).toBeVisible(MAP_READY);
  await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();

  // A broken server build: the page still answers 200 with the rest drawn (the filter strip from
  // the listings remote), the map's region is its slot's fallback, the log says so once, and the
  // browser renders the map.
  pointAtBrokenCopy('mfe-map', remotesFile);
  const broken = await request.get(mapPath);
  expect(broken.status()).toBe(200);
  const brokenHtml = await broken.text();
  expect(brokenHtml).toContain('data-ssr');
  expect(brokenHtml).not.toContain('data-opening-tiles');
  expect(brokenHtml).toContain('data-overlay-frame="panel"');
  expect(brokenHtml).toContain('Pronat në hartë');
  expect(brokenHtml).toContain('aria-label="Filtrat e pronave"');
  await request.get(mapPath);
  expect(siteLog.filter((line) => line.includes("mfe-map's server build cannot be used"))).toHaveLength(1);
  await page.goto(mapPath);
  await expect(page.locator('.leaflet-container')).toBeVisible(MAP_READY);
  await expect(map).toHaveAttribute('data-build', 'v2-redeploy');
});

/** The listings remote's region in the page as the server sent it (its container carries the build). */
const buildInHtml = (html: string): string | undefined => /<div[^>]*data-build="([^"]+)"/.exec(html)?.[1];

test('a listings remote deployed alone changes the server-rendered page, without restarting the shell; a broken server build costs its region only', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { work, remotesFile, siteLog } = await startSiteOnOwnRemotes('redeploy-listings-');

  // The page as sent (no browser): the grid drawn by the listings remote's server build.
  const before = await (await request.get(`${site}/pronat?page=1`)).text();
  expect(buildInHtml(before)).toBe('1.0.0');
  expect(before).toMatch(/<article [^>]*data-listing-id=/);

  await deployWithBrokenCopy('mfe-listings', 'v2-listings', work, remotesFile);

  // The same shell process now draws the new build's markup.
  const after = await (await request.get(`${site}/pronat?page=1`)).text();
  expect(buildInHtml(after)).toBe('v2-listings');
  expect(after).toMatch(/<article [^>]*data-listing-id=/);
  expect(linkedChunks(after, remoteOrigin, 'mfe-listings')).not.toEqual([]);
  // And the browser hydrates it with the same build, from the remote's origin.
  await page.goto(`${site}/pronat?page=1`);
  await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();
  await expect(page.locator('#root [data-build="v2-listings"]')).toBeVisible();

  // A broken server build: the page still answers 200, the region is its slot's fallback, the
  // log says so once, and the browser renders the region and the rest of the page hydrates.
  pointAtBrokenCopy('mfe-listings', remotesFile);
  const broken = await request.get(`${site}/pronat?page=1`);
  expect(broken.status()).toBe(200);
  const brokenHtml = await broken.text();
  expect(brokenHtml).toContain('data-ssr');
  expect(brokenHtml).not.toMatch(/<article /);
  expect(brokenHtml).toContain('aria-label="Menuja kryesore"');
  expect(brokenHtml).toContain('aria-busy="true"');
  await request.get(`${site}/pronat?page=1`);
  expect(siteLog.filter((line) => line.includes("mfe-listings's server build cannot be used"))).toHaveLength(1);
  await page.goto(`${site}/pronat?page=1`);
  await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  // The app drew the region the server could not; its sheet opens once it runs.
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' }).click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
});

test('a detail remote deployed alone changes the server-rendered detail page, without restarting the shell; a broken server build costs its region only', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { work, remotesFile, siteLog } = await startSiteOnOwnRemotes('redeploy-detail-');
  const [listing] = await activeListings(request, site);
  if (!listing) throw new Error('the sample data has no active listing');
  const detailPath = `${site}/pronat/${listing.id}`;

  // The page as sent (no browser): the listing drawn by the detail remote's server build.
  const before = await (await request.get(detailPath)).text();
  expect(buildInHtml(before)).toBe('1.0.0');
  expect(before).toMatch(/<h1 [^>]*>[^<]*<\/h1>/);

  await deployWithBrokenCopy('mfe-detail', 'v2-detail', work, remotesFile);

  // The same shell process now draws the new build's markup, and the browser hydrates it.
  const after = await (await request.get(detailPath)).text();
  expect(buildInHtml(after)).toBe('v2-detail');
  expect(after).toMatch(/<h1 [^>]*>[^<]*<\/h1>/);
  expect(linkedChunks(after, remoteOrigin, 'mfe-detail')).not.toEqual([]);
  await page.goto(detailPath);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.locator('#root [data-build="v2-detail"]')).toBeVisible();

  // A broken server build: the page still answers 200, the region is its slot's fallback, the
  // log says so once, and the browser renders the region and the rest of the page hydrates.
  pointAtBrokenCopy('mfe-detail', remotesFile);
  const broken = await request.get(detailPath);
  expect(broken.status()).toBe(200);
  const brokenHtml = await broken.text();
  expect(brokenHtml).toContain('data-ssr');
  expect(brokenHtml).not.toMatch(/<h1 /);
  expect(brokenHtml).toContain('aria-label="Menuja kryesore"');
  expect(brokenHtml).toContain('aria-busy="true"');
  await request.get(detailPath);
  expect(siteLog.filter((line) => line.includes("mfe-detail's server build cannot be used"))).toHaveLength(1);
  await page.goto(detailPath);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible({ timeout: 15_000 });
  // The app drew the region the server could not; its sheet opens once it runs.
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Menuja kryesore' }).getByRole('link', { name: 'Kontakti' }).click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
});
