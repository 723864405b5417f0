/**
 * `pnpm start`: builds the site when the build is missing or older than its sources,
 * then runs the production server. Ctrl-C stops either quietly, with exit code 0 (the
 * server closes on SIGINT; package.json runs this file in node itself, without a shell
 * in between that would turn the interrupt into exit code 130).
 */
import { ensureBuild } from './ensure-build';

try {
  if (ensureBuild() === 'stopped') {
    console.log('Build stopped.');
    process.exit(0);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

await import('../shell/server/main');
