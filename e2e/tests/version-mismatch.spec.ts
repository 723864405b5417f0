import fs from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage } from '@playwright/test';
import { checkSharedCompat, type ManifestShared } from '../../scripts/shared-compat';
import { test, expect, serveRemoteFrom } from './fixtures';
import { hydrated } from './hydrated';

const newerMapDist = path.resolve(import.meta.dirname, '../fixtures/newer-minor-map/dist');
const shellManifest = path.resolve(import.meta.dirname, '../../shell/dist/mf-manifest.json');
const sharedOf = (manifestFile: string) =>
  (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { shared: ManifestShared[] }).shared;

test.describe('a map remote built against a newer minor of the singletons', () => {
  test('the deploy check lets it through with warnings, not errors', () => {
    const report = checkSharedCompat(sharedOf(path.join(newerMapDist, 'mf-manifest.json')), sharedOf(shellManifest));
    expect(report.errors).toEqual([]);
    expect(report.warnings.some((warning) => warning.startsWith('react:'))).toBe(true);
    expect(report.warnings.some((warning) => warning.startsWith('shared/bus:'))).toBe(true);
  });

  test('loads with a version warning, on the shell’s React and bus, and the page works', async ({ page, consoleErrors }) => {
    const warnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await serveRemoteFrom(page, 'mfe-map', newerMapDist);

    // The server draws map mode's panel from the map build on disk, and this stand-in is served
    // to the browser only: on a map-mode URL the two would differ and React would discard the
    // server's region. A visitor's switch to the map loads the remote in the browser alone.
    await page.goto('/pronat?page=1');
    await hydrated(page);
    await page.getByRole('group', { name: 'Pamja' }).getByRole('link', { name: 'Harta' }).click();
    await expect(page).toHaveURL(/view=harta/);
    const map = page.getByRole('region', { name: 'Harta e pronave' });
    await expect(map.getByText('Harta e versionit të ri')).toBeVisible();
    await expect(page.getByTestId('listings-grid').getByRole('article').first()).toBeVisible();

    // Its hooks run (a second React would throw 'Invalid hook call' and show the fallback) and it
    // reads the shell's bus: the card hovered in the listings remote reaches it.
    const card = page.getByTestId('listings-grid').getByRole('article').first();
    const href = await card.getByRole('link', { name: 'Hap në skedë të re', includeHidden: true }).getAttribute('href');
    await expect(page.getByTestId('newer-map-hovered')).toHaveText('Asnjë pronë');
    await card.hover();
    await expect(page.getByTestId('newer-map-hovered')).toHaveText(decodeURIComponent(href!.split('/').pop()!));

    // The federation runtime said so, once per mismatched singleton it handed over.
    // The federation runtime warned about each singleton it handed over at the older minor.
    const shellBus = sharedOf(shellManifest).find((item) => item.name === 'shared/bus');
    const remoteBus = sharedOf(path.join(newerMapDist, 'mf-manifest.json')).find((item) => item.name === 'shared/bus');
    const busWarning = warnings.find((text) => text.includes('singleton module shared/bus'));
    expect(busWarning, warnings.join('\n')).toContain(`Version ${shellBus?.version} from shell`);
    expect(busWarning).toContain(`needs ^${remoteBus?.version}`);
    expect(warnings.some((text) => text.includes('singleton module react/jsx-runtime'))).toBe(true);
    // The page preloads the chunks of the map build on disk, which this stand-in does not have.
    expect(consoleErrors.filter((text) => !text.includes('status of 404'))).toEqual([]);
  });
});
