import { useRef, type PointerEvent } from 'react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { photoAlt, photoAltLang, swipeStep } from 'shared/format';
import { ActionIcon, ImageOrPlaceholder } from 'shared/ui';
import { strings } from '../strings';
import { STOP_ESCAPE } from './stopEscape';
import classes from './ImagePreview.module.css';

interface SingleImageProps {
  images: readonly string[];
  /** The photos' captions, their alt text (`Listing.captions`). */
  captions?: readonly string[];
  index: number;
  onStep: (step: -1 | 1) => void;
}

/** Single-image mode: the current image, previous/next buttons that wrap, and swiping. */
export function SingleImage({ images, captions, index, onStep }: SingleImageProps) {
  const startX = useRef<number | null>(null);
  const many = images.length > 1;
  const t = strings.preview;

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null || !many) return;
    const step = swipeStep(event.clientX - startX.current);
    startX.current = null;
    if (step !== 0) onStep(step);
  };

  return (
    <div className={classes.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
      {many && (
        <ActionIcon
          className={`${classes.arrow} ${classes.previous}`}
          variant="filled"
          color="dark.7"
          radius="xl"
          size={48}
          aria-label={t.previous}
          onClick={() => onStep(-1)}
          {...STOP_ESCAPE}
        >
          <IconChevronLeft size={26} />
        </ActionIcon>
      )}
      <ImageOrPlaceholder
        key={images[index]}
        className={classes.single}
        src={images[index] ?? ''}
        alt={photoAlt(captions, index)}
        lang={photoAltLang(captions, index)}
        draggable={false}
      />
      {many && (
        <ActionIcon
          className={`${classes.arrow} ${classes.next}`}
          variant="filled"
          color="dark.7"
          radius="xl"
          size={48}
          aria-label={t.next}
          onClick={() => onStep(1)}
          {...STOP_ESCAPE}
        >
          <IconChevronRight size={26} />
        </ActionIcon>
      )}
    </div>
  );
}
