/**
 * Preload hints in the host's index.html for the app chunk: the chunk group the host's entry
 * imports last as `import(/* webpackChunkName: "app" *\/ './bootstrap')`. Without them its
 * files are asked for only once the shared modules before it have been evaluated, one more
 * round trip before the app can render. The tags carry `data-app-start`, so the server can hand
 * them to the page's app-start script (which adds hints only once the first view has painted).
 */
import { rspack, type RspackPluginInstance } from '@rspack/core';

export const APP_CHUNK_NAME = 'app';
export const APP_START_HINT_ATTRIBUTE = 'data-app-start';

export const appChunkHints: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.compilation.tap('AppChunkHints', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('AppChunkHints', async (data) => {
        // A host page without one (a remote's benchmark page) gets no hints; the shell's are
        // checked end to end (e2e first-view.spec).
        const group = compilation.namedChunkGroups.get(APP_CHUNK_NAME);
        if (!group) return data;
        for (const file of group.getFiles()) {
          const as = file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : null;
          if (!as) continue;
          data.assetTags.styles.push({
            tagName: 'link',
            attributes: { rel: 'preload', as, href: `/${file}`, [APP_START_HINT_ATTRIBUTE]: true },
            voidTag: true,
          });
        }
        return data;
      });
    });
  },
};
