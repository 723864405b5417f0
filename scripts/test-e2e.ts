/**
 * `pnpm test:e2e`: Debian's Chromium, the production build (only when it is missing or stale),
 * the browser suite, then the load test for 5 seconds. Each runs on free loopback ports
 * (E2E_PORT, when set, fixes the suite's first one), so a site already running on the machine
 * (`pnpm start`, another clone's tests) is neither hit nor disturbed.
 */
import { spawnSync } from 'node:child_process';
import { SUITE_PORTS } from '../e2e/ports';
import { ensureBuild } from './ensure-build';
import { freePortBlock } from './free-ports';

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('bash', ['scripts/ensure-chromium.sh']);
try {
  if (ensureBuild() === 'stopped') process.exit(130);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const e2ePort = process.env.E2E_PORT ?? String(await freePortBlock(SUITE_PORTS));
console.log(`Browser tests on 127.0.0.1:${e2ePort}–${Number(e2ePort) + SUITE_PORTS - 1}`);
run('pnpm', ['--filter', 'e2e', 'test'], { E2E_PORT: e2ePort });
run('pnpm', ['load', '--duration', '5', '--port', String(await freePortBlock(1))]);
