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
      './FavouritesPage': './src/favourites/FavouritesPage.tsx',
    },
    serverEntry: './src/server.ts',
  });
