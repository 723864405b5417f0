/** Test helper: the production server (buildServer) in this process, on a free port. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig, type ServerConfig } from './config';
import { buildServer, type BuiltServer } from './server';

export interface TestApp extends BuiltServer {
  origin: string;
  config: ServerConfig;
  close(): Promise<void>;
}

export const tempDir = (prefix = 'server-test-'): string => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/**
 * A shell build of one page, enough for the app pages; with `render`, the source of a
 * server-render build beside it (dist-server/render.cjs, where the server looks for it).
 */
export function fakeShellDist(
  page = '<!doctype html><html lang="sq"><head><title>App</title><meta name="description" content="d"></head><body><div id="root"></div></body></html>',
  render?: string,
): string {
  const dir = path.join(tempDir('shell-build-'), 'dist');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  if (render !== undefined) {
    fs.mkdirSync(path.join(dir, '..', 'dist-server'));
    fs.writeFileSync(path.join(dir, '..', 'dist-server', 'render.cjs'), render);
  }
  return dir;
}

export async function startTestApp(overrides: Partial<ServerConfig> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const base = readConfig(env);
  const config: ServerConfig = { ...base, dataDir: tempDir('data-dir-'), ...overrides, env: { PRIVACY_SECRET: 'a-test-secret-of-some-length', ...env } };
  const built = await buildServer(config);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as { port: number };
  return { ...built, config, origin: `http://127.0.0.1:${port}`, close: () => built.app.close() };
}
