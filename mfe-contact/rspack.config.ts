import { createAppConfigs } from 'shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfigs({
    name: 'mfe-contact',
    dir: __dirname,
    port: 8084,
    mode: argv.mode ?? 'production',
    exposes: {
      './ContactSheet': './src/ContactSheet.tsx',
    },
  });
