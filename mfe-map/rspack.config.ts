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
    serverEntry: './src/server.ts',
  });
