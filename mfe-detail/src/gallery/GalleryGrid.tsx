import { IconLibraryPhoto, IconPhotoOff } from '@tabler/icons-react';
import type { Listing } from 'shared/contracts';
import { imageAtWidth, listingHeadline, optionLabel, photoAlt, photoAltLang } from 'shared/format';
import { ImageOrPlaceholder, StatusBadge, UnstyledButton } from 'shared/ui';
import { strings } from '../strings';
import classes from './GalleryGrid.module.css';

/** The large image plus at most this many side thumbnails. */
const SIDE_THUMBNAILS = 2;

interface GalleryGridProps {
  listing: Pick<Listing, 'images' | 'captions' | 'option' | 'status' | 'category' | 'city' | 'details'>;
  /** Opens the full-screen preview on one image; `opener` is the control tapped. */
  onOpenImage: (index: number, opener: HTMLElement) => void;
  /** Opens the full-screen preview with every image; `opener` is the control tapped. */
  onOpenAll: (opener: HTMLElement) => void;
  /** The pointer or the focus reached the gallery: a photo may be opened next. */
  onIntent?: () => void;
  /** 'preview': lower, inside the preview dialog. */
  size?: 'page' | 'preview';
}

/**
 * SPEC 2 'Listing detail page', gallery: one large image and up to two side thumbnails
 * (-600.webp), a button with the image count, a small thumbnail on phones, the overlay
 * ('Në Shitje' / 'Me Qera' and the headline), and a placeholder icon without images.
 */
export function GalleryGrid({ listing, onOpenImage, onOpenAll, onIntent, size = 'page' }: GalleryGridProps) {
  const { images } = listing;
  const count = images.length;
  const side = images.slice(1, 1 + SIDE_THUMBNAILS);
  const t = strings.gallery;

  return (
    <section
      className={classes.grid}
      data-count={Math.min(count, 1 + SIDE_THUMBNAILS)}
      data-size={size}
      aria-label={t.label}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    >
      <div className={classes.main}>
        {count > 0 ? (
          <UnstyledButton className={classes.tile} aria-label={t.openImage(1, count)} onClick={(event) => onOpenImage(0, event.currentTarget)}>
            <ImageOrPlaceholder src={images[0] ?? ''} alt={photoAlt(listing.captions, 0)} lang={photoAltLang(listing.captions, 0)} fetchPriority="high" />
          </UnstyledButton>
        ) : (
          <div className={classes.placeholder} role="img" aria-label={t.noImages}>
            <IconPhotoOff size={56} stroke={1.4} aria-hidden />
          </div>
        )}
        <div className={classes.overlay}>
          <StatusBadge listing={listing} className={classes.status} option={<span className={classes.option}>{optionLabel(listing.option)}</span>} />
          <p className={classes.headline}>{listingHeadline(listing)}</p>
        </div>
        {count > 1 && (
          <UnstyledButton className={classes.mobileThumb} aria-label={t.showAll(count)} onClick={(event) => onOpenAll(event.currentTarget)}>
            <ImageOrPlaceholder src={imageAtWidth(images[1] ?? '', 600)} alt="" />
            <span aria-hidden>{t.more(count - 1)}</span>
          </UnstyledButton>
        )}
      </div>
      {side.map((src, i) => (
        <UnstyledButton
          key={src + i}
          className={`${classes.tile} ${classes.side}`}
          aria-label={t.openImage(i + 2, count)}
          onClick={(event) => onOpenImage(i + 1, event.currentTarget)}
        >
          <ImageOrPlaceholder src={imageAtWidth(src, 600)} alt={photoAlt(listing.captions, i + 1)} lang={photoAltLang(listing.captions, i + 1)} loading="lazy" />
        </UnstyledButton>
      ))}
      {count > 0 && (
        <UnstyledButton className={classes.countButton} aria-label={t.showAll(count)} onClick={(event) => onOpenAll(event.currentTarget)}>
          <IconLibraryPhoto size={18} aria-hidden />
          <span aria-hidden>{t.count(count)}</span>
        </UnstyledButton>
      )}
    </section>
  );
}
