/**
 * Builds the site only when the build is missing or older than its sources (build-state.ts), so
 * `pnpm test` after `pnpm start` does not rebuild (and overwrite the dist/ a running server
 * serves) for nothing. `tsx scripts/ensure-build.ts` runs it alone.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuildStale } from './build-state';

/** 'built', 'fresh', or 'stopped' when Ctrl-C interrupted the build; throws when the build fails. */
export function ensureBuild(): 'built' | 'fresh' | 'stopped' {
  if (!isBuildStale()) return 'fresh';
  console.log(
    'The build is missing or stale: building the site first. On a fresh clone this takes about a minute\n' +
      '(the sample photos, then the five apps, then precompressing); later runs reuse the build.',
  );
  const started = Date.now();
  // Ctrl-C reaches the build too (one process group): let it stop, then leave quietly.
  const ignoreInterrupt = () => undefined;
  process.on('SIGINT', ignoreInterrupt);
  const build = spawnSync('pnpm', ['build'], { stdio: 'inherit' });
  process.off('SIGINT', ignoreInterrupt);
  if (build.signal === 'SIGINT') return 'stopped';
  if (build.status !== 0) throw new Error(`pnpm build failed (${build.signal ?? `exit code ${build.status}`})`);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return 'built';
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) {
  if (ensureBuild() === 'fresh') console.log('The build is up to date with its sources: not rebuilding.');
}
