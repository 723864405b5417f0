/** SPEC 2 and 9: images come at 1200 px (high quality) and 600 px (thumbnails, standard). */
export type ImageWidth = 600 | 1200;

/** The same image at another width: '…-1200.webp' ↔ '…-600.webp'. Other URLs are returned as they are. */
export function imageAtWidth(url: string, width: ImageWidth): string {
  return url.replace(/-(?:600|1200)\.webp$/, `-${width}.webp`);
}

/**
 * A listing photo's public alt text: the agent's caption for it (`Listing.captions`, in the
 * image list's order), else SPEC's 'Pamje e pronës' and its 1-based position. A caption that is
 * not text (a hand-edited record) counts as none.
 */
export function photoAlt(captions: readonly unknown[] | undefined, index: number): string {
  const caption = captions?.[index];
  return typeof caption === 'string' && caption.trim() !== '' ? caption : `Pamje e pronës ${index + 1}`;
}
