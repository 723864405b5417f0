import { createAppConfigs } from 'shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs({
    name: 'shell',
    dir: __dirname,
    port: 8080,
    mode: argv.mode ?? 'production',
    serverEntry: './src/server-render.tsx',
    // `SITE_BUNDLE=one pnpm build`: the whole site as one bundle, to measure federation against.
    oneBundle: {
      runtime: './one-bundle/runtime.ts',
      serverReplacements: [
        { request: /\/federation\/bundledExposed$/, with: './one-bundle/exposed.server.ts' },
        // As the map remote's own server build (mfe-map/rspack.config.ts).
        { request: /\/map\/ListingsMap$/, with: '../mfe-map/src/map/ListingsMap.server.ts' },
      ],
      // As the map remote's own `runAhead`.
      runAhead: ['one-bundle.mfe-map.MapPanel'],
    },
  });
