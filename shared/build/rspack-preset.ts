/**
 * The one rspack configuration helper every app uses: swc for TypeScript and JSX, CSS
 * (modules for *.module.css), the HTML page, and Module Federation with the shared map.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Console } from 'node:console';
import path from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { REMOTE_SERVER_FILE, federationShared, sharedEntryPoints } from '../src/federation';
import { sharedFallbackChunksPlugin } from './sharedFallbackChunks';
import { bundledModulesFile, siteBundle, type OneBundleOptions } from './oneBundle';
import { glyphDataUrl } from './glyphDataUrl';

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
  /** Paths the dev server passes on to another server (the admin's API). */
  devProxy?: { context: string[]; target: string }[];
  /**
   * The entry of the app's server-render build (Node): the host's renders routes
   * (serverRenderConfig); a remote's exports `exposes`, its exposed components by the same keys
   * as `exposes` (remoteServerConfig). Absent: none.
   */
  serverEntry?: string;
  /**
   * Modules that exist only in a browser, for the server build: each request matching `request`
   * is built from `with` (a path in the app) instead. For code that touches `window` as it loads
   * and that the server never renders anyway (the map remote's Leaflet map).
   */
  serverReplacements?: { request: RegExp; with: string }[];
  /**
   * Modules the host runs ahead of a tap (shell/src/speed/runAhead.ts): an exposed module's key
   * (`./MapPanel`) or a lazy import's request (`./filters/FilterDialog`). Their
   * chunks carry V8's compile hint, as the start's do (compileOnLoadHint).
   */
  runAhead?: readonly string[];
  /** The host's one-bundle build (`SITE_BUNDLE=one`, see oneBundle.ts); without it, SITE_BUNDLE=one builds the app as usual. */
  oneBundle?: OneBundleOptions;
  /** The shared map, when an app must declare other versions than the workspace's (test fixtures). */
  shared?: Record<string, { singleton: boolean; requiredVersion: string; version?: string; import?: string }>;
}

/** Static folders every app's dev server answers, so standalone pages have data and images. */
const devStatic = [
  { directory: path.join(repoRoot, 'sample-data/public'), publicPath: '/assets', watch: false },
  { directory: path.join(repoRoot, 'sample-data/.generated'), publicPath: '/assets', watch: false },
];

/**
 * Remotes use the host's federation runtime instead of bundling their own (one runtime fewer to
 * download with every remote entry; docs/decisions/0004-federation-costs.md): the host provides it,
 * a production remote expects it. In development each remote keeps its own runtime, so dev servers
 * need no extra script.
 */
const externalRuntime = (isRemote: boolean, dev: boolean) => isRemote && !dev;

/**
 * react-router ships a production build (its dev warnings compiled out) that its package.json
 * `exports` never select (remix-run/react-router#12532, #14102), so production builds point
 * the package's two entry points at it.
 */
function reactRouterProductionBuild(): Record<string, string> {
  const requireFromRouterDom = createRequire(require.resolve('react-router-dom'));
  const dir = path.dirname(requireFromRouterDom.resolve('react-router/package.json'));
  return {
    'react-router$': path.join(dir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(dir, 'dist/production/dom-export.mjs'),
  };
}

/**
 * The federation plugin hands Rspack the CommonJS builds of the bundler runtime and the runtime
 * (Node's require.resolve picks them), and everything they require comes as CommonJS too, which
 * cannot be tree-shaken: the SDK's manifest-to-snapshot code, its logger and more ride along in
 * the host's `main` and in every remote entry. Their ES builds are the same code, published in
 * the same packages; pointed at them, the bundler drops what is unused.
 */
function federationRuntimeEsBuilds(): Record<string, string> {
  const requireFromEnhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const runtimeTools = requireFromEnhanced.resolve('@module-federation/runtime-tools/package.json');
  const requireFromTools = createRequire(runtimeTools);
  const resolvers: Array<[string, NodeJS.Require]> = [
    ['@module-federation/webpack-bundler-runtime', requireFromTools],
    ['@module-federation/runtime', requireFromTools],
    ['@module-federation/runtime-core', requireFromTools],
    ['@module-federation/runtime-tools/runtime-core', requireFromEnhanced],
    ['@module-federation/inject-external-runtime-core-plugin', requireFromEnhanced],
  ];
  const aliases: Record<string, string> = {};
  for (const [name, resolver] of resolvers) {
    const commonJs = resolver.resolve(name);
    const esBuild = commonJs.replace(/\.cjs$/, '.js');
    if (esBuild === commonJs || !fs.existsSync(esBuild)) throw new Error(`No ES build beside ${commonJs}`);
    aliases[`${commonJs}$`] = esBuild;
    aliases[`${name}$`] = esBuild;
  }
  return aliases;
}

/** Tabler's outline icons, the glyphs' masks. */
const TABLER_OUTLINE = /[\\/]@tabler[\\/]icons[\\/]icons[\\/]outline[\\/][^\\/]+\.svg$/;

/** The script a remote's standalone page loads before `main` (see federation-runtime.ts). */
const RUNTIME_SCRIPT = 'federation-runtime.js';

/**
 * The build's own log (rspack's infrastructure logging) without one notice. Federation's
 * manifest plugin warns on every build that `publicPath` is 'auto' and the manifest's files
 * will be resolved against where it is loaded from. That is the design, not a fault (ARCHITECTURE
 * rule 10: a remote is served from wherever remotes.json points, so it cannot know its own URL),
 * and seven such warnings in a first build read as failures. Every other message still shows.
 */
const AUTO_PUBLIC_PATH_NOTICE = /Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'/;
function buildLogConsole(): Console {
  const out = new Console({ stdout: process.stdout, stderr: process.stderr });
  const warn = out.warn.bind(out);
  out.warn = (...args: unknown[]) => {
    if (!args.some((arg) => typeof arg === 'string' && AUTO_PUBLIC_PATH_NOTICE.test(arg))) warn(...args);
  };
  return out;
}

/**
 * Every app's build: the app itself and, for a production remote, the small separate build of
 * the federation runtime its standalone page needs. Use this in an app's rspack.config.ts.
 */
export function createAppConfigs(appOptions: AppOptions): Configuration[] {
  const options = oneBundleOf(appOptions) ? { ...appOptions, serverReplacements: [...(appOptions.serverReplacements ?? []), ...appOptions.oneBundle!.serverReplacements] } : appOptions;
  const app = createAppConfig(options);
  const configs = [app];
  if (externalRuntime(Boolean(options.exposes), options.mode === 'development')) configs.push(runtimeScriptConfig(app));
  if (options.serverEntry && options.mode === 'production') {
    configs.push(options.exposes ? remoteServerConfig(app, options, options.serverEntry) : serverRenderConfig(options, options.serverEntry));
  }
  return configs;
}

/** Where an app's server-render build goes: beside `dist/`, never served as a static file. */
export const SERVER_RENDER_DIR = 'dist-server';
export const SERVER_RENDER_FILE = 'render.cjs';

/**
 * The app's server-render build: the same components for Node (`renderToString` on the server,
 * `hydrateRoot` in the browser), one CommonJS file. CSS modules give their class names only,
 * made exactly as the browser build makes them (same `uniqueName`, same module paths), so the
 * markup matches the stylesheets the browser build emits; no CSS or asset file is written.
 */
function serverRenderConfig(options: AppOptions, entry: string): Configuration {
  const browser = createAppConfig(options);
  // Beside the browser build's folder (dist-server beside dist; the server looks for it there).
  const out = path.join(path.dirname(String(browser.output?.path)), SERVER_RENDER_DIR);
  return nodeBuildConfig(browser, options, entry, { path: out, filename: SERVER_RENDER_FILE, clean: true });
}

/**
 * A remote's server build: its exposed components for Node, one CommonJS file written into the
 * remote's own output folder (so `pnpm deploy:remote` ships it with the browser build, and the
 * shell's server finds it beside the manifest remotes.json names). The shared singletons (React,
 * ReactDOM, `shared/*`) are left as `require` calls, which the shell's server answers with its
 * own copies when it loads the file, as the browser's share scope does. It holds the same code the
 * browser build serves, nothing private. Built after the browser build, whose `clean` would
 * delete it.
 */
function remoteServerConfig(browser: Configuration, options: AppOptions, entry: string): Configuration {
  const outputPath = String(browser.output?.path);
  const config = nodeBuildConfig(browser, options, entry, {
    path: path.join(outputPath, path.dirname(REMOTE_SERVER_FILE)),
    filename: path.basename(REMOTE_SERVER_FILE),
    clean: false,
  });
  const shared = Object.keys(options.shared ?? federationShared);
  const isShared = (request: string) => shared.some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key));
  return {
    ...config,
    dependencies: [options.name],
    externalsType: 'commonjs',
    externals: [({ request }, callback) => (request && isShared(request) ? callback(undefined, request) : callback())],
  };
}

function nodeBuildConfig(
  browser: Configuration,
  options: AppOptions,
  entry: string,
  out: { path: string; filename: string; clean: boolean },
): Configuration {
  return {
    name: `${options.name}-server`,
    mode: 'production',
    context: options.dir,
    target: 'node20',
    entry: { render: entry },
    devtool: false,
    output: {
      path: out.path,
      filename: out.filename,
      library: { type: 'commonjs2' },
      uniqueName: options.name,
      publicPath: '/',
      clean: out.clean,
      assetModuleFilename: browser.output?.assetModuleFilename,
    },
    resolve: { extensions: browser.resolve?.extensions },
    module: {
      parser: browser.module?.parser,
      generator: { 'css/auto': { exportsOnly: true }, asset: { emit: false } },
      rules: browser.module?.rules,
    },
    // One file: Node loads it with require, without chunk loading.
    plugins: [
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      buildIdDefine(options.dir),
      ...(options.serverReplacements ?? []).map(
        (replacement) => new rspack.NormalModuleReplacementPlugin(replacement.request, path.resolve(options.dir, replacement.with)),
      ),
    ],
    optimization: { minimize: false, sideEffects: true },
    performance: { hints: false },
  };
}

/** A label for this build (BUILD_ID, else the app's version), so a redeploy can be seen. */
function buildIdDefine(dir: string): RspackPluginInstance {
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string };
  return new rspack.DefinePlugin({ __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? version ?? 'dev') });
}

/**
 * The host's shared map, each of the shared package's entry points given by its file. A host
 * provides a shared module named by a package request only if its own code imports it; one
 * given by its file it provides whatever it imports. Without this a remote that uses an entry
 * point the shell does not (`shared/alerts` in the listings) runs its own fallback copy, and with
 * it its own copies of the modules that copy imports (the translations, the formats, the listings
 * rules): about 12 KB of brotli script at every listings page's start, fetched after the shell's.
 */
function hostProvidesAll(shared: NonNullable<AppOptions['shared']>): NonNullable<AppOptions['shared']> {
  const packageDir = path.join(__dirname, '..');
  const files = new Map(sharedEntryPoints().map(({ name, file }) => [name, path.join(packageDir, file)]));
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [key, files.has(key) ? { ...config, import: files.get(key) } : config]),
  );
}

/**
 * The modules of the shared package, and the libraries every package imports directly (Lingui,
 * Tabler's icons), that two or more lazy chunks need go into one chunk, `shared-common`, however
 * small. Each shared entry point (`shared/ui`, `shared/format`, …) is its own lazy chunk in a
 * federated build, and most import the same internals (the translations, the formats, the
 * listings rules); the bundler's default leaves a module shared by chunks in each of them when the
 * chunk it would make is under 20 KB, so the shell's start fetched Lingui in six scripts and the
 * approximate prices in four; the site's settings (`site.config.json`, the shared package's `site`
 * and `map-view` read it) were in three of the start's scripts. The one-bundle build (the bench's
 * yardstick) gets the same rule.
 * The host's builds only: in a remote these modules are the fallbacks of shared modules the host
 * provides, and one chunk would mix them with the remote's own code, which then fetches them all.
 */
const sharedCommon = {
  test: /[\\/](?:(?:shared[\\/]src|node_modules[\\/](?:@lingui[\\/]core|@tabler[\\/]icons-react))[\\/].*\.m?[jt]sx?|site\.config\.json)$/,
  name: 'shared-common',
  chunks: 'async',
  minChunks: 2,
  minSize: 0,
  priority: 5,
  reuseExistingChunk: true,
} as const;

/** The host's one-bundle options when this build is the one-bundle build (SITE_BUNDLE=one, production), else null. */
function oneBundleOf(options: AppOptions): OneBundleOptions | null {
  return options.oneBundle && options.mode === 'production' && siteBundle() === 'one' ? options.oneBundle : null;
}

export function createAppConfig(options: AppOptions): Configuration {
  const { name, dir, port, exposes, runtimePlugins = [], mode, shared = federationShared, devProxy } = options;
  const dev = mode === 'development';
  const isRemote = Boolean(exposes);
  const useExternalRuntime = externalRuntime(isRemote, dev);
  const oneBundle = oneBundleOf(options);
  const hashed = (ext: string) => (dev ? `[name]${ext}` : `[name].[contenthash:8]${ext}`);

  const plugins: RspackPluginInstance[] = [
    // Each app's page is served at the root of its own origin, and deep routes need absolute URLs.
    new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), chunks: ['main'], publicPath: '/' }),
  ];
  if (oneBundle) plugins.push(bundledModulesFile);
  else plugins.push(
    new ModuleFederationPlugin({
      name,
      // Folder names have dashes, which a `var` container cannot be named with.
      library: { type: 'global', name },
      ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
      shared: isRemote ? shared : hostProvidesAll(shared),
      shareStrategy: 'loaded-first',
      runtimePlugins,
      manifest: true,
      dts: false,
      experiments: {
        // Browser-only builds: the runtime's Node.js code paths are left out.
        optimization: { target: 'web' },
        ...(useExternalRuntime ? { externalRuntime: true } : isRemote ? {} : { provideExternalRuntime: true }),
      },
    }),
  );
  if (useExternalRuntime) plugins.push(runtimeScriptTag);
  if (isRemote) plugins.push(sharedFallbackChunksPlugin);
  // The shared UI facade's stylesheet is a federation shared module's (the server reads it from the
  // manifest); in one bundle it is the entry's lazy import of it.
  if (options.serverEntry && !isRemote && !dev) plugins.push(startStylesheets(oneBundle ? ['shared/ui', './bootstrap'] : ['./bootstrap']));
  plugins.push(buildIdDefine(dir));
  if (fs.existsSync(path.join(dir, 'public'))) {
    plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }));
  }
  if (dev) plugins.push(new ReactRefreshRspackPlugin());
  else plugins.push(compileOnLoadHint([...(options.runAhead ?? []), ...(oneBundle?.runAhead ?? [])]));

  return {
    name,
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
      // A chunk's stylesheet is named by the chunk's id: the server links a rendered page's remote
      // stylesheets with the name the remote's runtime knows the chunk by (server/src/ssr/preload.ts),
      // so the runtime takes them as loaded instead of linking each again.
      cssChunkFilename: dev ? '[id].css' : '[id].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: dev
        ? {}
        : {
            ...reactRouterProductionBuild(),
            ...federationRuntimeEsBuilds(),
            ...(oneBundle ? { '@module-federation/enhanced/runtime$': path.resolve(dir, oneBundle.runtime) } : {}),
          },
    },
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
        // The glyphs' Tabler outlines (shared/src/ui/glyph) go into the stylesheet as short text.
        { test: TABLER_OUTLINE, type: 'asset/inline', generator: { dataUrl: (content: Buffer) => glyphDataUrl(content.toString('utf8')) } },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, exclude: TABLER_OUTLINE, type: 'asset' },
      ],
    },
    plugins,
    infrastructureLogging: { console: buildLogConsole() },
    optimization: { sideEffects: true, ...(isRemote ? {} : { splitChunks: { cacheGroups: { sharedCommon } } }) },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: devStatic,
      ...(devProxy ? { proxy: devProxy } : {}),
    },
  };
}

/** Start-up libraries whose chunk runs nearly all of its code once loaded: React DOM, Mantine, the router. */
const RUNS_ON_LOAD = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react-dom|@mantine[\\/]core|react-router)[\\/]/;
const COMPILE_ON_LOAD_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8's explicit compile hint for the scripts that run almost every function they hold, when they
 * load: the entries (the host's `main` with the federation runtime, each remote's entry), the
 * chunks of React DOM, Mantine and the router; and, when run ahead of a tap, the chunks of the
 * `runAhead` modules (the map remote's Leaflet and its own code). With this
 * magic comment on its first line, Chromium compiles the whole script on the thread that streams
 * it in, instead of each function on the main thread at its first call (about half of `main`'s
 * evaluation at start; most of the lazy compiles of the map's first tap). Other browsers ignore
 * it. Added after minifying, which drops comments, and before the source maps are made, so they
 * allow for the extra line.
 */
function compileOnLoadHint(runAhead: readonly string[]): RspackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('CompileOnLoadHint', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'CompileOnLoadHint', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
          () => {
            // An exposed module's chunk group is named after its key; a lazy import's has its request as origin.
            const groupNames = new Set(runAhead.map((request) => `__federation_expose_${request.replace(/^\.\//, '')}`));
            const ranAhead = new Set(
              compilation.chunkGroups
                .filter(
                  (group) =>
                    (group.name != null && (groupNames.has(group.name) || runAhead.includes(group.name))) ||
                    group.origins.some((origin) => origin.request != null && runAhead.includes(origin.request)),
                )
                .flatMap((group) => group.chunks),
            );
            for (const chunk of compilation.chunks) {
              const runsOnLoad =
                chunk.canBeInitial() ||
                ranAhead.has(chunk) ||
                compilation.chunkGraph.getChunkModules(chunk).some((module) => RUNS_ON_LOAD.test(module.identifier()));
              if (!runsOnLoad) continue;
              for (const file of chunk.files) {
                if (!file.endsWith('.js')) continue;
                compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource(COMPILE_ON_LOAD_HINT, source));
              }
            }
          },
        );
      });
    },
  };
}

/** The file naming the stylesheets a server-rendered page links in its head (read by the server). */
export const START_STYLES_FILE = 'start-styles.json';

/**
 * Writes START_STYLES_FILE: the CSS files of the chunks the app's start loads (the entry's
 * dynamic imports of `requests`, in their order), which a server-rendered page needs before its
 * first paint: the markup is the app's own, so it must wear the app's own stylesheets, not a copy.
 */
const startStylesheets = (requests: readonly string[]): RspackPluginInstance => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartStylesheets', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartStylesheets', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = new Set<string>();
        for (const request of requests) {
          for (const group of compilation.chunkGroups) {
            if (!group.origins.some((origin) => origin.request === request)) continue;
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.css')) files.add(file);
          }
        }
        compilation.emitAsset(START_STYLES_FILE, new rspack.sources.RawSource(JSON.stringify({ css: [...files] })));
      });
    });
  },
});

/** Puts the runtime script before the app's own scripts on a remote's standalone page. */
const runtimeScriptTag: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.compilation.tap('FederationRuntimeScript', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'FederationRuntimeScript',
        async (data) => {
          const tag = { tagName: 'script', attributes: { defer: true, src: `/${RUNTIME_SCRIPT}` }, voidTag: false };
          data.assetTags.scripts.unshift(tag);
          return data;
        },
      );
    });
  },
};

/**
 * A plain (non-federated) build of federation-runtime.ts into the app's output folder. It runs
 * after the app's build, whose `clean` would otherwise delete it.
 */
function runtimeScriptConfig(app: Configuration): Configuration {
  const requireFromEnhanced = createRequire(require.resolve('@module-federation/enhanced/rspack'));
  // The ES build of the runtime the host provides (the same package the bundler runtime uses).
  const runtimeCore = requireFromEnhanced.resolve('@module-federation/runtime-tools/runtime-core').replace(/\.cjs$/, '.js');
  return {
    name: `${app.name}-runtime`,
    dependencies: [app.name ?? ''],
    mode: 'production',
    context: __dirname,
    target: `browserslist:${browserslistOf(String(app.context))}`,
    entry: { runtime: path.join(__dirname, 'federation-runtime.ts') },
    devtool: 'source-map',
    output: { path: app.output?.path, filename: RUNTIME_SCRIPT, clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'], alias: { '@module-federation/runtime-tools/runtime-core$': runtimeCore } },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    performance: { hints: false },
  };
}

/** The app's browserslist query (its package.json), so the runtime script targets the same browsers. */
function browserslistOf(dir: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { browserslist?: string[] | string };
  const list = pkg.browserslist ?? 'defaults';
  return Array.isArray(list) ? list.join(',') : list;
}
