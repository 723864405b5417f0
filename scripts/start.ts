/**
 * `pnpm start`: builds the site when the build is missing or older than its sources,
 * then runs the production server.
 */
import { spawnSync } from 'node:child_process';
import { isBuildStale } from './build-state';

if (isBuildStale()) {
  console.log('The build is missing or stale: building…');
  const build = spawnSync('pnpm', ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../shell/server/main');
