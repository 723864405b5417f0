// Builds the benchmark page (bench/src) with the apps' preset, into bench/dist.
import path from 'node:path';
import { createAppConfig } from 'shared/build';

export default () => {
  const config = createAppConfig({ name: 'mfe-map-bench', dir: path.join(__dirname, '..'), port: 8093, mode: 'production' });
  return { ...config, context: __dirname, output: { ...config.output, path: path.join(__dirname, 'dist') } };
};
