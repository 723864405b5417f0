import { createAppConfigs } from 'shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs({
    name: 'mfe-admin',
    dir: __dirname,
    port: 8085,
    mode: argv.mode ?? 'production',
    exposes: {
      './AdminApp': './src/AdminApp.tsx',
    },
    // Standalone, the admin talks to a running server's API (`pnpm start`, or ADMIN_API).
    devProxy: [{ context: ['/admin/api'], target: process.env.ADMIN_API ?? 'http://127.0.0.1:8080' }],
  });
