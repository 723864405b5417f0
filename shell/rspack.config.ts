import { createAppConfigs } from 'shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs({
    name: 'shell',
    dir: __dirname,
    port: 8080,
    mode: argv.mode ?? 'production',
    serverEntry: './src/server-render.tsx',
  });
