import { useEffect, useId, useRef } from 'react';
import type { Listing } from 'shared/contracts';
import { currentLocale } from 'shared/i18n';
import { listingDescription, listingSeoPath, listingTitle } from 'shared/listings';
import { deferComponent } from 'shared/ui';
import { DetailBreadcrumb } from '../breadcrumb/DetailBreadcrumb';
import { GalleryGrid } from '../gallery/GalleryGrid';
import { useImagePreview } from '../preview/useImagePreview';
import { ListingFacts } from '../facts/ListingFacts';
import { DetailList } from '../facts/DetailList';
import { Description } from '../facts/Description';
import { ContactCard } from '../contact/ContactCard';
import { FloatingContact } from '../contact/FloatingContact';
import { useFloatingContact } from '../contact/useFloatingContact';
import classes from './ListingDetail.module.css';

export type DetailMode = 'page' | 'modal';

/**
 * The full-screen image preview and what it alone uses (`shared/ui-overlays`, Mantine's Modal)
 * load when the visitor reaches for a photo, not with the page.
 */
const imagePreview = deferComponent('image preview', () =>
  import('../preview/ImagePreview').then((module) => module.ImagePreview),
);
const ImagePreview = imagePreview.Component;

interface ListingDetailProps {
  listing: Listing;
  mode: DetailMode;
  onClose?: () => void;
}

/** One listing, as the full page shows it and as the preview dialog shows it. */
export function ListingDetail({ listing, mode, onClose }: ListingDetailProps) {
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const floatingVisible = useFloatingContact(cardRef);
  const preview = useImagePreview(listing.images.length);
  const sectionOrder = mode === 'page' ? 2 : 3;
  const locale = currentLocale();
  const title = listingTitle(listing, locale);

  // In the preview dialog the focus starts on the listing itself (the dialog's focus trap looks
  // for data-autofocus), as for a dialog of long content: a screen reader reads it from its title,
  // Tab goes on to its first control, and a visitor who tapped a card sees no control focused.
  // On a control, the browser drew the focus ring and the control's hint over the photo.
  const articleRef = useRef<HTMLElement>(null);
  const focusTarget = mode === 'modal' ? { tabIndex: -1, 'data-autofocus': true } : {};
  // Drawn after a loading state (its record was fetched at the tap), the listing takes the focus
  // the dialog gave its own box meanwhile; a focus the visitor has moved is left where it is.
  useEffect(() => {
    const article = articleRef.current;
    if (mode !== 'modal' || !article) return;
    const dialog = article.closest('[role="dialog"]');
    const focused = document.activeElement;
    if (focused === dialog || focused === document.body) article.focus({ preventScroll: true });
  }, [mode]);

  return (
    <article ref={articleRef} className={classes.detail} data-mode={mode} aria-labelledby={titleId} data-listing-id={listing.id} {...focusTarget}>
      <DetailBreadcrumb listing={listing} mode={mode} onClose={onClose} />
      <GalleryGrid
        listing={listing}
        size={mode === 'modal' ? 'preview' : 'page'}
        onIntent={imagePreview.preload}
        onOpenImage={(index, opener) => {
          imagePreview.preload();
          preview.openAt(index, opener);
        }}
        onOpenAll={(opener) => {
          imagePreview.preload();
          preview.openAll(opener);
        }}
      />
      <div className={classes.columns}>
        <div className={classes.main}>
          <ListingFacts listing={listing} titleId={titleId} titleOrder={mode === 'page' ? 1 : 2} />
          <DetailList listing={listing} headingOrder={sectionOrder} />
          <Description description={listingDescription(listing, locale)} headingOrder={sectionOrder} />
        </div>
        <aside className={classes.aside}>
          <ContactCard ref={cardRef} listingId={listing.id} headingOrder={sectionOrder} />
        </aside>
      </div>
      <FloatingContact listingId={listing.id} visible={floatingVisible} mode={mode} />
      <a href={listingSeoPath(listing.id)} hidden lang={title.lang}>
        {title.text}
      </a>
      <ImagePreview images={listing.images} captions={listing.captions} controls={preview} />
    </article>
  );
}
