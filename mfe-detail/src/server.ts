/**
 * The entry of this remote's server build (`dist/server/remote.cjs`, see shared/build): the
 * exposed components by their `exposes` keys, which the shell's server renders on a detail page
 * before the browser hydrates them.
 */
import DetailPage from './DetailPage';
import DetailPreview from './DetailPreview';

export const exposes = {
  './DetailPage': DetailPage,
  './DetailPreview': DetailPreview,
};
