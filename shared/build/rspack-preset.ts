/**
 * The one rspack configuration helper every app uses: swc for TypeScript and JSX, CSS
 * (modules for *.module.css), the HTML page, and Module Federation with the shared map.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { federationShared } from '../src/federation';

const repoRoot = path.resolve(__dirname, '../..');

export interface AppOptions {
  /** Folder name; also the federation name and output.uniqueName. */
  name: string;
  /** The app's folder (pass `__dirname`). */
  dir: string;
  /** Dev-server port. */
  port: number;
  /** Modules a remote exposes; absent for the host. */
  exposes?: Record<string, string>;
  /** Runtime plugins (absolute file paths) for the federation runtime. */
  runtimePlugins?: string[];
  mode: 'development' | 'production';
}

/** Static folders every app's dev server answers, so standalone pages have data and images. */
const devStatic = [
  { directory: path.join(repoRoot, 'sample-data/public'), publicPath: '/assets', watch: false },
  { directory: path.join(repoRoot, 'sample-data/.generated'), publicPath: '/assets', watch: false },
];

export function createAppConfig(options: AppOptions): Configuration {
  const { name, dir, port, exposes, runtimePlugins = [], mode } = options;
  const dev = mode === 'development';
  const isRemote = Boolean(exposes);
  const hashed = (ext: string) => (dev ? `[name]${ext}` : `[name].[contenthash:8]${ext}`);

  const plugins: RspackPluginInstance[] = [
    // Each app's page is served at the root of its own origin, and deep routes need absolute URLs.
    new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), chunks: ['main'], publicPath: '/' }),
    new ModuleFederationPlugin({
      name,
      // Folder names have dashes, which a `var` container cannot be named with.
      library: { type: 'global', name },
      ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
      shared: federationShared,
      shareStrategy: 'loaded-first',
      runtimePlugins,
      manifest: true,
      dts: false,
    }),
  ];
  // A label for this build (BUILD_ID, else the app's version), so a redeploy can be seen.
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string };
  plugins.push(new rspack.DefinePlugin({ __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? version ?? 'dev') }));
  if (fs.existsSync(path.join(dir, 'public'))) {
    plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }));
  }
  if (dev) plugins.push(new ReactRefreshRspackPlugin());

  return {
    mode,
    context: dir,
    target: 'browserslist',
    entry: { main: './src/index.ts' },
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    output: {
      // APP_OUTPUT_DIR builds one app into another folder (`pnpm deploy:remote`).
      path: process.env.APP_OUTPUT_DIR ? path.resolve(process.env.APP_OUTPUT_DIR) : path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
      filename: hashed('.js'),
      chunkFilename: hashed('.js'),
      cssFilename: hashed('.css'),
      cssChunkFilename: hashed('.css'),
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      // CSS modules as one default-exported object: `import classes from './X.module.css'`.
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // Modern browsers only (see each app's browserslist): no helpers for spread and friends.
              target: 'es2022',
              transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins,
    optimization: { sideEffects: true },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: devStatic,
    },
  };
}
