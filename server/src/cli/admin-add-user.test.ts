/** `pnpm admin:add-user`, run as a person runs it (a child process on a temporary DATA_DIR). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../admin/passwords';
import { openStore } from '../store';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function addUser(dataDir: string, password: string | undefined, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  delete env.ADMIN_PASSWORD;
  if (password !== undefined) env.ADMIN_PASSWORD = password;
  // stdin is not a terminal here: without ADMIN_PASSWORD the tool must refuse, not hang.
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/admin-add-user.ts', ...args], { cwd: repoRoot, encoding: 'utf8', env, input: '' });
}

describe('pnpm admin:add-user', () => {
  it('stores an argon2id hash of a long enough password, and changes it for the same e-mail', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'add-user-'));
    dirs.push(dataDir);

    const short = addUser(dataDir, 'elevenchars', 'agent@example.org');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('të paktën 12 shenja');
    expect(addUser(dataDir, undefined, 'agent@example.org').stderr).toContain('ADMIN_PASSWORD');
    expect(addUser(dataDir, 'a long enough password', 'not-an-email').status).toBe(1);

    const added = addUser(dataDir, 'a long enough password', 'Agent@Example.org');
    expect(added.status).toBe(0);
    expect(added.stdout).toContain('agent@example.org u shtua');
    const changed = addUser(dataDir, 'another long password', 'agent@example.org');
    expect(changed.status).toBe(0);

    const store = await openStore({ dataDir });
    const user = await store.accounts.findUserByEmail('agent@example.org');
    await store.close();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain('another long password');
    expect(await verifyPassword(user?.passwordHash ?? '', 'another long password')).toBe(true);
    expect(await verifyPassword(user?.passwordHash ?? '', 'a long enough password')).toBe(false);
  });
});
