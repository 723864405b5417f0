/**
 * `pnpm --filter <app> preview`: serves one app's production build on its own port, with the
 * sample data under /assets, so a remote's standalone page can be tried as it was built.
 * Usage: tsx scripts/preview.ts <app> <port>
 * PREVIEW_DIR serves another build folder (a remote deployed with `pnpm deploy:remote`);
 * CORS_ORIGIN names the one site allowed to load it (default: any).
 */
import path from 'node:path';
import { readConfig } from 'server/config';
import { buildPreviewServer } from 'server/preview';

const [app, portArg] = process.argv.slice(2);
if (!app) {
  console.error('Usage: tsx scripts/preview.ts <app> <port>');
  process.exit(2);
}
const config = readConfig();
const dist = process.env.PREVIEW_DIR ? path.resolve(process.env.PREVIEW_DIR) : path.join(config.repoRoot, app, 'dist');
const port = Number(process.env.PORT ?? portArg ?? 8080);

const server = await buildPreviewServer({ config, dist, corsOrigin: process.env.CORS_ORIGIN ?? '*', app });
await server.listen({ port, host: '127.0.0.1' });
console.log(`${app} preview at http://127.0.0.1:${port}/`);
