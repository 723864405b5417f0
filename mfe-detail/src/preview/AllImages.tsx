import { photoAlt, photoAltLang } from 'shared/format';
import { ImageOrPlaceholder, UnstyledButton } from 'shared/ui';
import { strings } from '../strings';
import { STOP_ESCAPE } from './stopEscape';
import classes from './ImagePreview.module.css';

interface AllImagesProps {
  images: readonly string[];
  /** The photos' captions, their alt text (`Listing.captions`). */
  captions?: readonly string[];
  /** Opens one image in single-image mode. */
  onShowOne: (index: number) => void;
}

/** Show-all mode: every image stacked, scrolled with the page keys; a click shows that one alone. */
export function AllImages({ images, captions, onShowOne }: AllImagesProps) {
  return (
    <div className={classes.scroller} data-testid="image-preview-all">
      <ol className={classes.list}>
        {images.map((src, i) => (
          <li key={src + i}>
            <UnstyledButton
              className={classes.stacked}
              aria-label={strings.gallery.openImage(i + 1, images.length)}
              onClick={() => onShowOne(i)}
              {...STOP_ESCAPE}
            >
              <ImageOrPlaceholder src={src} alt={photoAlt(captions, i)} lang={photoAltLang(captions, i)} loading="lazy" />
            </UnstyledButton>
          </li>
        ))}
      </ol>
    </div>
  );
}
