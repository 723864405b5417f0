import { createAppConfigs } from 'shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs({
    name: 'mfe-map',
    dir: __dirname,
    port: 8083,
    mode: argv.mode ?? 'production',
    exposes: {
      './MapPanel': './src/MapPanel.tsx',
    },
    // The shell runs the map's code while the visitor looks at the grid.
    runAhead: ['./MapPanel'],
    serverEntry: './src/server.ts',
    // Leaflet reads window and document as it loads; the server draws the panel around the map
    // (which mounts a task after hydration), never the map itself.
    serverReplacements: [{ request: /\/map\/ListingsMap$/, with: './src/map/ListingsMap.server.ts' }],
  });
