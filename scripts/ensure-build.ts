/**
 * Builds the site only when the build is missing or older than its sources (build-state.ts), so
 * `pnpm test` after `pnpm start` does not rebuild (and overwrite the dist/ a running server
 * serves) for nothing. `tsx scripts/ensure-build.ts [--quiet]` runs it alone (exit code 130 when
 * Ctrl-C stopped the build: scripts/start.mjs).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuildStale, isServerStale } from './build-state';

/** Runs a build step with Ctrl-C reaching it: 'stopped' when it was interrupted; throws when it fails. */
function runBuild(args: string[]): 'built' | 'stopped' {
  // Ctrl-C reaches the build too (one process group): let it stop, then leave quietly.
  const ignoreInterrupt = () => undefined;
  process.on('SIGINT', ignoreInterrupt);
  const build = spawnSync('pnpm', args, { stdio: 'inherit' });
  process.off('SIGINT', ignoreInterrupt);
  if (build.signal === 'SIGINT') return 'stopped';
  if (build.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (${build.signal ?? `exit code ${build.status}`})`);
  return 'built';
}

/** 'built', 'fresh', or 'stopped' when Ctrl-C interrupted the build; throws when the build fails. */
export function ensureBuild(): 'built' | 'fresh' | 'stopped' {
  if (!isBuildStale()) {
    if (!isServerStale()) return 'fresh';
    // Only the server's code changed: compiling it takes seconds, the whole site a minute.
    console.log('The compiled server is missing or older than its sources: compiling it.');
    return runBuild(['--filter', 'server', 'compile']);
  }
  console.log(
    'The build is missing or stale: building the site first. On a fresh clone this takes about a minute\n' +
      '(the sample photos, then the five apps, then precompressing); later runs reuse the build.',
  );
  const started = Date.now();
  const result = runBuild(['build']);
  if (result === 'built') console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return result;
}

/** Exit code of the command when Ctrl-C stopped the build (as a shell's for an interrupt). */
export const STOPPED_EXIT_CODE = 130;

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) {
  try {
    const result = ensureBuild();
    if (result === 'fresh' && !process.argv.includes('--quiet')) console.log('The build is up to date with its sources: not rebuilding.');
    if (result === 'stopped') {
      console.log('Build stopped.');
      process.exitCode = STOPPED_EXIT_CODE;
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
