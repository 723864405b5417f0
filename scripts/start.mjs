/**
 * `pnpm start`: builds the site when the build is missing or older than its sources
 * (scripts/ensure-build.ts, run through tsx in a short-lived child process), then runs the
 * compiled production server (server/dist/main.mjs, made by `pnpm build`) in this process on
 * plain Node. Run from its TypeScript sources through tsx, the server carried a loader thread
 * with its own heap and was slower to start (measured:
 * docs/decisions/0006-server-at-100000-listings.md). Ctrl-C stops either quietly, with exit code 0
 * (the server closes on SIGINT; package.json runs this file in node itself, without a shell in
 * between that would turn the interrupt into exit code 130).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** ensure-build.ts's exit code when Ctrl-C stopped the build (STOPPED_EXIT_CODE there). */
const STOPPED = 130;

// Ctrl-C reaches the build and its checker too (one process group): they stop and say so.
const ignoreInterrupt = () => undefined;
process.on('SIGINT', ignoreInterrupt);
const check = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/ensure-build.ts'), '--quiet'], { stdio: 'inherit' });
process.off('SIGINT', ignoreInterrupt);

if (check.status === STOPPED || check.signal === 'SIGINT') process.exit(0);
if (check.status !== 0) process.exit(check.status ?? 1);
await import('../server/dist/main.mjs');
