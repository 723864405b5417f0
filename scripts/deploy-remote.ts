/**
 * `pnpm deploy:remote <name> <dir> [--url <public base URL> --remotes-file <file>]`
 *
 * Builds one remote into its own folder, checks that its shared singletons match the live
 * shell's (a major mismatch stops the deploy), and optionally points the site's remotes file
 * at it: the running shell then loads the new build on the next page load, without a rebuild
 * or a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from 'shared/contracts';
import { checkSharedCompat, type ManifestShared } from './shared-compat';

const root = path.resolve(import.meta.dirname, '..');
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, 'remotes-file': { type: 'string' }, host: { type: 'string' } },
});
const [name, dirArg] = positionals;

function fail(message: string): never {
  console.error(`deploy:remote: ${message}`);
  process.exit(1);
}

if (!name || !dirArg) fail('usage: pnpm deploy:remote <remote> <dir> [--url <base URL> --remotes-file <file>]');
if (!REMOTE_NAMES.includes(name as RemoteName)) fail(`unknown remote "${name}" (one of ${REMOTE_NAMES.join(', ')})`);
const outDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), dirArg);

const build = spawnSync('pnpm', ['--filter', name, 'exec', 'rspack', 'build', '--mode', 'production'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, APP_OUTPUT_DIR: outDir },
});
if (build.status !== 0) fail(`the build of ${name} failed`);

const readShared = (file: string): ManifestShared[] =>
  (JSON.parse(fs.readFileSync(file, 'utf8')) as { shared: ManifestShared[] }).shared;
const hostManifest = path.resolve(values.host ?? path.join(root, 'shell/dist/mf-manifest.json'));
if (!fs.existsSync(hostManifest)) fail(`no shell manifest at ${hostManifest}: build the shell first`);

const report = checkSharedCompat(readShared(path.join(outDir, 'mf-manifest.json')), readShared(hostManifest));
report.warnings.forEach((warning) => console.warn(`warning: ${warning}`));
if (report.errors.length > 0) {
  report.errors.forEach((error) => console.error(`error: ${error}`));
  fail('shared singletons are incompatible with the live shell; not deployed');
}

const manifestUrl = values.url ? new URL('mf-manifest.json', values.url.endsWith('/') ? values.url : `${values.url}/`).href : undefined;
if (values['remotes-file'] && manifestUrl) {
  const file = path.resolve(values['remotes-file']);
  const map = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
  map[name] = manifestUrl;
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(map, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
  console.log(`${name} now loads from ${manifestUrl} (${file})`);
} else {
  console.log(`Built ${name} into ${outDir}. Serve that folder (with CORS for the site's origin) and set`);
  console.log(`  "${name}": "<its URL>/mf-manifest.json"  in the file REMOTES_FILE names.`);
}
