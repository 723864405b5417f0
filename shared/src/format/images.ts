/** SPEC 2 and 9: images come at 1200 px (high quality) and 600 px (thumbnails, standard). */
export type ImageWidth = 600 | 1200;

/** The same image at another width: '…-1200.webp' ↔ '…-600.webp'. Other URLs are returned as they are. */
export function imageAtWidth(url: string, width: ImageWidth): string {
  return url.replace(/-(?:600|1200)\.webp$/, `-${width}.webp`);
}
