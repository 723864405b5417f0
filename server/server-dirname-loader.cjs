/**
 * Used by rspack.config.ts: `import.meta.dirname` and `import.meta.filename` become the
 * source file's own folder and path, as they are when the server runs from its sources (rspack
 * otherwise leaves them to mean the compiled file's folder, or a path relative to the build).
 */
const path = require('node:path');

module.exports = function sourceDirname(source) {
  return source
    .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(this.resourcePath)))
    .replaceAll('import.meta.filename', JSON.stringify(this.resourcePath));
};
