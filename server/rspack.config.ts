/**
 * Compiles the production server (src/main.ts) into one JavaScript file, dist/main.mjs, and its
 * render thread into render-worker.mjs beside it, so
 * `pnpm start`, the end-to-end suite and the load test run it on plain Node. Run from TypeScript through tsx, the server paid for a loader thread with its own
 * heap, a transform of every module and of the server-render build it requires, and a good part
 * of its start at 100,000 listings (measured: docs/decisions/0006-server-at-100000-listings.md).
 *
 * The packages in node_modules stay outside the file (Node loads them as before, from the
 * server package's node_modules: better-sqlite3, sharp and argon2 are native); the workspace's `shared`
 * package (TypeScript sources) and the server's own modules are compiled in. `import.meta.dirname`
 * and `import.meta.url` become the source file's folder at build time, so the compiled server
 * finds what the sources find (the repository root, the app-start script (ssr/app-start.browser.js), the
 * sources the kept projection's code hash is made of): it runs from the checkout it was built in.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

const SERVER_DIR = path.join(__dirname, 'dist');

/**
 * Compiled in: relative imports, absolute paths, the workspace's `shared` package and JSON files
 * (`react/package.json`: Node would want an import attribute for it); every other package is
 * Node's to load.
 */
const bundled = (request: string) =>
  request.startsWith('.') || path.isAbsolute(request) || request === 'shared' || request.startsWith('shared/') || request.endsWith('.json');

/**
 * The server (main.mjs) and its render thread (render-worker.mjs, server/ssr/render-thread.ts),
 * compiled into `outDir`; the server finds the thread's file by the path defined here.
 */
export const serverBuildConfig = (outDir: string): Configuration => ({
  mode: 'production',
  context: __dirname,
  target: 'node20',
  entry: { main: './src/main.ts', 'render-worker': './src/ssr/render-worker.ts' },
  devtool: false,
  output: {
    path: outDir,
    filename: '[name].mjs',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  externalsType: 'module',
  externals: [({ request }, callback) => (request && !bundled(request) ? callback(undefined, request) : callback())],
  resolve: { extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
  module: {
    // `new URL(relative, import.meta.url)` stays a plain URL (kept.ts's source folders), not an
    // asset; rspack fixes import.meta.url to the source file's at build time.
    parser: { javascript: { url: false } },
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
        type: 'javascript/auto',
      },
      { test: /\.tsx?$/, loader: path.join(__dirname, 'server-dirname-loader.cjs') },
    ],
  },
  plugins: [
    // One file per entry: no chunk shared between the server and its thread to load at run time.
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 2 }),
    new rspack.DefinePlugin({ RENDER_WORKER_FILE: JSON.stringify(path.join(outDir, 'render-worker.mjs')) }),
  ],
  // Readable stack traces in the server's log; the file is read once per start.
  optimization: { minimize: false },
  performance: { hints: false },
  node: false,
});

export default serverBuildConfig(SERVER_DIR);
