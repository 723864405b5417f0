/**
 * `pnpm --filter <app> preview`: serves one app's production build on its own port, with the
 * sample data under /assets, so a remote's standalone page can be tried as it was built.
 * Usage: tsx scripts/preview.ts <app> <port>
 * PREVIEW_DIR serves another build folder (a remote deployed with `pnpm deploy:remote`);
 * CORS_ORIGIN names the one site allowed to load it (default: any).
 */
import http from 'node:http';
import path from 'node:path';
import { readConfig } from '../shell/server/config';
import { resolveInside, sendFile } from '../shell/server/static';

const [app, portArg] = process.argv.slice(2);
if (!app) {
  console.error('Usage: tsx scripts/preview.ts <app> <port>');
  process.exit(2);
}
const config = readConfig();
const dist = process.env.PREVIEW_DIR ? path.resolve(process.env.PREVIEW_DIR) : path.join(config.repoRoot, app, 'dist');
const corsOrigin = process.env.CORS_ORIGIN ?? '*';
const port = Number(process.env.PORT ?? portArg ?? 8080);

http
  .createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Access-Control-Allow-Origin', corsOrigin);
    if (corsOrigin !== '*') res.setHeader('Vary', 'Origin');
    if (pathname === '/assets/data/listings.json') return sendFile(req, res, config.listingsFile);
    if (pathname.startsWith('/assets/')) {
      for (const dir of config.assetDirs) {
        const file = resolveInside(dir, pathname.slice('/assets/'.length));
        if (file) return sendFile(req, res, file);
      }
    }
    const file = resolveInside(dist, pathname.slice(1));
    if (file) return sendFile(req, res, file);
    const index = resolveInside(dist, 'index.html');
    if (!index) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Build ${app} first.`);
      return;
    }
    return sendFile(req, res, index);
  })
  .listen(port, '127.0.0.1', () => console.log(`${app} preview at http://127.0.0.1:${port}/`));
