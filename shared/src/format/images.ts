import { LISTING_LANGUAGE, type Locale } from '../i18n/locales';
import { t } from '../i18n/t';

/** SPEC 2 and 9: images come at 1200 px (high quality) and 600 px (thumbnails, standard). */
export type ImageWidth = 600 | 1200;

/** The same image at another width: '…-1200.webp' ↔ '…-600.webp'. Other URLs are returned as they are. */
export function imageAtWidth(url: string, width: ImageWidth): string {
  return url.replace(/-(?:600|1200)\.webp$/, `-${width}.webp`);
}

/**
 * A listing photo's public alt text: the agent's caption for it (`Listing.captions`, in the
 * image list's order; the agent's words, in the agent's language), else SPEC's 'Pamje e pronës'
 * and its 1-based position, in the page's language. A caption that is not text (a hand-edited
 * record) counts as none.
 */
export function photoAlt(captions: readonly unknown[] | undefined, index: number, locale?: Locale): string {
  return captionAt(captions, index) ?? t('photo.alt', { position: index + 1 }, locale);
}

/**
 * The language of photoAlt's text, for the image's `lang`: a caption is the agent's words, in the
 * listing's language (Albanian) whatever the page's; the fallback is the page's own (undefined).
 */
export function photoAltLang(captions: readonly unknown[] | undefined, index: number): Locale | undefined {
  return captionAt(captions, index) === null ? undefined : LISTING_LANGUAGE;
}

function captionAt(captions: readonly unknown[] | undefined, index: number): string | null {
  const caption = captions?.[index];
  return typeof caption === 'string' && caption.trim() !== '' ? caption : null;
}
