/** `pnpm start`: the composed production site on http://127.0.0.1:${PORT:-8080}. */
import { SiteConfigError, describeApproximatePrices, readConfig } from './config';
import { ListingsFileError } from './listings-file';
import { buildServer, logLine } from './server';

let config;
try {
  config = readConfig();
} catch (error) {
  // A value of site.config.json the agency mistyped: its one line, naming the field.
  if (error instanceof SiteConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let built;
try {
  built = await buildServer(config);
} catch (error) {
  if (error instanceof ListingsFileError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const { app, imageHosts, siteStore } = built;

await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as { port: number };
const hosts = imageHosts();
logLine(describeApproximatePrices(config.approximatePrices));
logLine(`Photo hosts allowed besides the site: ${hosts.length > 0 ? hosts.join(', ') : 'none'}`);
logLine(`Site ready at http://${config.host}:${port}/ (store: ${siteStore.store()?.location ?? 'not open yet'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
