/** An agency user made with the real tool (`pnpm admin:add-user`) on a server's store. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Adds `email` with `password` to the store in `dataDir` (default: the suite's server's, E2E_DATA_DIR). */
export function addAdminUser(email: string, password: string, dataDir = process.env.E2E_DATA_DIR): void {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  execFileSync(process.execPath, ['--import', 'tsx', 'server/src/cli/admin-add-user.ts', email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: password },
    stdio: 'pipe',
  });
}
