import { t } from '../../i18n/t';

/** Visible and spoken text of the image gallery, in the page's language (read when drawn). */
export const galleryStrings = {
  get label() { return t('gallery.label'); },
  /** What a screen reader calls the gallery and each of its photos. */
  get roleDescription() { return t('gallery.roleDescription'); },
  get slideRoleDescription() { return t('gallery.slideRoleDescription'); },
  get previous() { return t('gallery.previous'); },
  get next() { return t('gallery.next'); },
  dot: (position: number) => t('gallery.dot', { position }),
  position: (position: number, total: number) => t('gallery.position', { position, total }),
  get empty() { return t('gallery.empty'); },
};
