/** Where photos are kept, from the environment. */
import path from 'node:path';

export interface PhotosConfig {
  /** The public WebP versions (PHOTOS_DIR, default DATA_DIR/photos/public); the server serves it. */
  publicDir: string;
  /** The URL path the server serves `publicDir` under (PHOTOS_URL_PREFIX, default /assets/photos/). */
  publicUrlPrefix: string;
  /** The originals, private (DATA_DIR/photos/originals): never inside a served folder. */
  privateDir: string;
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * `servedDirs` are the folders the server answers from (its asset folders); the originals'
 * folder may be inside none of them, nor inside the public photo folder. A configuration that
 * would publish originals stops the server with this message rather than leaking them.
 */
export function readPhotosConfig(
  dataDir: string,
  servedDirs: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): PhotosConfig {
  const publicDir = env.PHOTOS_DIR ? path.resolve(process.cwd(), env.PHOTOS_DIR) : path.join(dataDir, 'photos', 'public');
  const privateDir = path.join(dataDir, 'photos', 'originals');
  const publicUrlPrefix = env.PHOTOS_URL_PREFIX || '/assets/photos/';
  if (!publicUrlPrefix.startsWith('/') && !/^https:\/\//.test(publicUrlPrefix)) {
    throw new Error(`PHOTOS_URL_PREFIX must be a path starting with / or an https:// address, not "${publicUrlPrefix}"`);
  }
  for (const served of [publicDir, ...servedDirs]) {
    if (isInside(privateDir, served) || isInside(served, privateDir)) {
      throw new Error(`Photo originals (${privateDir}) would be served from ${served}: choose another PHOTOS_DIR or DATA_DIR`);
    }
  }
  return { publicDir, publicUrlPrefix, privateDir };
}
