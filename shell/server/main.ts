/** `pnpm start`: the composed production site on http://127.0.0.1:${PORT:-8080}. */
import http from 'node:http';
import { readConfig } from './config';
import { createApp } from './app';
import { ListingsFileError } from './listings-store';
import { createContactEndpoint } from './contact';

const config = readConfig();

let handler;
try {
  handler = createApp(config, { post: createContactEndpoint(config.dataDir) });
} catch (error) {
  if (error instanceof ListingsFileError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const server = http.createServer((req, res) => {
  Promise.resolve(handler(req, res)).catch((error: unknown) => {
    console.error('Request failed', req.method, req.url, error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Gabim i brendshëm');
  });
});

server.listen(config.port, config.host, () => {
  console.log(`Site ready at http://${config.host}:${config.port}/ (listings: ${config.listingsFile})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
