import { createAppConfigs } from 'shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs({
    name: 'mfe-detail',
    dir: __dirname,
    port: 8082,
    mode: argv.mode ?? 'production',
    exposes: {
      './DetailPage': './src/DetailPage.tsx',
      './DetailPreview': './src/DetailPreview.tsx',
    },
    serverEntry: './src/server.ts',
  });
