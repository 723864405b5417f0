import { createAppConfigs } from 'shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs({
    name: 'mfe-listings',
    dir: __dirname,
    port: 8081,
    mode: argv.mode ?? 'production',
    exposes: {
      './ListingsPage': './src/ListingsPage.tsx',
      './FilterStrip': './src/FilterStrip.tsx',
    },
    // The strip runs its filter dialog's code while the visitor looks at the page.
    runAhead: ['./filters/FilterDialog'],
    serverEntry: './src/server.ts',
  });
