import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from '@mantine/core';
import { IconCamera, IconChevronLeft, IconChevronRight, IconPhotoOff } from '@tabler/icons-react';
import { imageAtWidth } from '../../format/images';
import {
  ARROW_SIZE,
  SLIDE_DURATION_MS,
  canStep,
  goTo,
  keyStep,
  lazyWindow,
  step,
  swipeStep,
  type GalleryState,
  type GalleryStep,
} from './model';
import { galleryStrings } from './strings';
import classes from './Gallery.module.css';
import { ImageOrPlaceholder } from '../ImageOrPlaceholder';

export interface GalleryProps {
  /** Image URLs (the first is the cover), as stored: ending in -1200.webp. */
  images: readonly string[];
  /** Arrows (SPEC default on). They show only with more than one image, on hover or focus. */
  navigation?: boolean;
  /** Arrows beside the image (SPEC default) or over it. */
  arrowsOutside?: boolean;
  /** Pagination dots (SPEC default off). */
  pagination?: boolean;
  /** Dots over the image (SPEC default) or below it. */
  paginationInside?: boolean;
  /** How the image fills the frame; SPEC default 'cover'. */
  fit?: 'cover' | 'contain';
  withBorder?: boolean;
  /** Corner radius of the frame in px or any CSS length; SPEC default 0. */
  radius?: number | string;
  /** SPEC default on: next at the last image goes to the first. */
  loop?: boolean;
  /** Arrow keys change the image when the gallery has focus; SPEC default off. */
  keyboard?: boolean;
  /** Dragging with a mouse changes the image (touch swipes always do); SPEC default on. */
  mouseDrag?: boolean;
  /** The 1200 px images (default) or the 600 px ones. */
  highQuality?: boolean;
  /** Width / height of the frame; default 3 / 2, the proportion of the photos. */
  aspectRatio?: number;
  /** A fixed frame height instead of the aspect ratio. */
  height?: number | string;
  /** The first image is the page's main image: load it at once with high priority. */
  priority?: boolean;
  /** Show the photo position and count over the image. */
  showCount?: boolean;
  /** Accessible name of the gallery. */
  label?: string;
  initialIndex?: number;
  /** An image click reports its index. */
  onImageClick?: (index: number) => void;
  onIndexChange?: (index: number) => void;
  /** Overlays drawn over the image (badges and the like). */
  children?: ReactNode;
  className?: string;
}

interface Move {
  from: number;
  direction: GalleryStep;
  /** Where the drag left the slides, in px. */
  offset: number;
}

const DRAG_START_PX = 6;
const reducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The image swiper of SPEC section 2: arrows and swipes move one image (looping by default),
 * a drag beyond 50 px changes the image, only the current and next images are rendered.
 */
export function Gallery({
  images,
  navigation = true,
  arrowsOutside = true,
  pagination = false,
  paginationInside = true,
  fit = 'cover',
  withBorder = false,
  radius = 0,
  loop = true,
  keyboard = false,
  mouseDrag = true,
  highQuality = true,
  aspectRatio = 3 / 2,
  height,
  priority = false,
  showCount = false,
  label = galleryStrings.label,
  initialIndex = 0,
  onImageClick,
  onIndexChange,
  children,
  className,
}: GalleryProps) {
  const count = images.length;
  const [index, setIndex] = useState(() => (initialIndex >= 0 && initialIndex < count ? initialIndex : 0));
  const [move, setMove] = useState<Move | null>(null);
  const [dragOffset, setDragOffset] = useState(0);
  const slides = useRef(new Map<number, HTMLDivElement>());
  const pointer = useRef<{ id: number; x: number; y: number; dragging: boolean } | null>(null);
  const suppressClick = useRef(false);

  const current = Math.min(index, Math.max(count - 1, 0));
  const state: GalleryState = { index: current, count, loop };

  useEffect(() => {
    if (count === 0) console.warn('you need to provide some images');
  }, [count]);

  const changeTo = useCallback(
    (target: number, direction: GalleryStep, offset = 0) => {
      if (target === current) return;
      setMove(reducedMotion() ? null : { from: current, direction, offset });
      setIndex(target);
      onIndexChange?.(target);
    },
    [current, onIndexChange],
  );

  const go = (direction: GalleryStep, offset = 0) => changeTo(step(state, direction).index, direction, offset);
  const jump = (target: number) => changeTo(goTo(state, target).index, target > current ? 'next' : 'previous');

  // The slide animation: the new image comes in from the side of travel, the old one leaves.
  useLayoutEffect(() => {
    if (!move) return;
    const entering = slides.current.get(current);
    const leaving = slides.current.get(move.from);
    const sign = move.direction === 'next' ? 1 : -1;
    if (!entering || !leaving || typeof entering.animate !== 'function') {
      setMove(null);
      return;
    }
    const timing: KeyframeAnimationOptions = { duration: SLIDE_DURATION_MS, easing: 'ease' };
    const animations = [
      entering.animate(
        [{ transform: `translateX(calc(${sign * 100}% + ${move.offset}px))` }, { transform: 'translateX(0)' }],
        timing,
      ),
      leaving.animate(
        [{ transform: `translateX(${move.offset}px)` }, { transform: `translateX(${-sign * 100}%)` }],
        timing,
      ),
    ];
    let live = true;
    void animations[0]!.finished.then(
      () => live && setMove(null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [move, current]);

  const draggable = count > 1 && mouseDrag;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    suppressClick.current = false;
    if (count < 2 || event.button !== 0 || (event.pointerType === 'mouse' && !mouseDrag)) return;
    pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (!start.dragging) {
      if (Math.abs(dx) < DRAG_START_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
      start.dragging = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    // Past an end with loop off the image only gives a little.
    const blocked = !canStep(state, dx < 0 ? 'next' : 'previous');
    setDragOffset(blocked ? dx * 0.25 : dx);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const start = pointer.current;
    if (!start || start.id !== event.pointerId) return;
    pointer.current = null;
    if (!start.dragging) return;
    suppressClick.current = true;
    const dx = event.clientX - start.x;
    const direction = cancelled ? null : swipeStep(dx);
    setDragOffset(0);
    if (direction && canStep(state, direction)) go(direction, dx);
  };

  const onClickCapture = (event: MouseEvent) => {
    // The click that ends a drag is not a click on the image.
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = keyStep(event.key, keyboard);
    if (!direction || !canStep(state, direction)) return;
    event.preventDefault();
    go(direction);
  };

  const arrowClick = (direction: GalleryStep) => (event: MouseEvent) => {
    event.stopPropagation();
    go(direction);
  };

  const frame: CSSProperties = {
    borderRadius: radius,
    ...(height !== undefined ? { height } : { aspectRatio: String(aspectRatio) }),
  };

  if (count === 0) {
    return (
      <div className={[classes.root, className].filter(Boolean).join(' ')} data-arrows="inside">
        <div className={classes.viewport} style={frame} data-bordered={withBorder || undefined}>
          <Placeholder label={galleryStrings.empty} />
          {children}
        </div>
      </div>
    );
  }

  const width = highQuality ? 1200 : 600;
  const rendered = new Set(lazyWindow(state));
  if (move) rendered.add(move.from);
  const showArrows = navigation && count > 1;

  const slideTransform = (slide: number): string => {
    if (slide === current) return `translateX(${dragOffset}px)`;
    if (move && slide === move.from) return `translateX(${move.direction === 'next' ? -100 : 100}%)`;
    return `translateX(calc(100% + ${dragOffset}px))`;
  };

  return (
    <div
      className={[classes.root, className].filter(Boolean).join(' ')}
      style={{ '--gallery-arrow-size': `${ARROW_SIZE}px` } as CSSProperties}
      data-arrows={arrowsOutside ? 'outside' : 'inside'}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={keyboard ? 0 : undefined}
      onKeyDown={keyboard ? onKeyDown : undefined}
    >
      <div
        className={classes.viewport}
        style={frame}
        data-bordered={withBorder || undefined}
        data-draggable={draggable || undefined}
        data-dragging={dragOffset !== 0 || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, false)}
        onPointerCancel={(event) => endDrag(event, true)}
        onClickCapture={onClickCapture}
      >
        {images.map((url, slide) =>
          rendered.has(slide) ? (
            <div
              key={slide}
              ref={(element) => {
                if (element) slides.current.set(slide, element);
                else slides.current.delete(slide);
              }}
              className={classes.slide}
              style={{ transform: slideTransform(slide) }}
              aria-hidden={slide === current ? undefined : true}
            >
              <ImageOrPlaceholder
                className={classes.image}
                src={imageAtWidth(url, width)}
                alt={galleryStrings.alt(slide + 1)}
                width={width}
                height={Math.round(width / aspectRatio)}
                style={{ objectFit: fit }}
                loading={priority && slide === 0 ? 'eager' : 'lazy'}
                fetchPriority={priority && slide === 0 ? 'high' : undefined}
                decoding="async"
                draggable={false}
                onClick={onImageClick ? () => onImageClick(slide) : undefined}
              />
            </div>
          ) : null,
        )}
        {children}
        {showCount && (
          <span className={classes.counter} aria-hidden>
            <IconCamera size={14} stroke={2} />
            {count > 1 ? `${current + 1}/${count}` : count}
          </span>
        )}
        {pagination && paginationInside && count > 1 && (
          <Dots count={count} current={current} inside onSelect={jump} />
        )}
      </div>
      {count > 1 && (
        <VisuallyHidden aria-live="polite" aria-atomic>
          {galleryStrings.position(current + 1, count)}
        </VisuallyHidden>
      )}
      {showArrows && (
        <>
          <button
            type="button"
            className={`${classes.arrow} ${classes.previous}`}
            aria-label={galleryStrings.previous}
            disabled={!canStep(state, 'previous')}
            onClick={arrowClick('previous')}
          >
            <IconChevronLeft size={18} stroke={2.2} aria-hidden />
          </button>
          <button
            type="button"
            className={`${classes.arrow} ${classes.next}`}
            aria-label={galleryStrings.next}
            disabled={!canStep(state, 'next')}
            onClick={arrowClick('next')}
          >
            <IconChevronRight size={18} stroke={2.2} aria-hidden />
          </button>
        </>
      )}
      {pagination && !paginationInside && count > 1 && (
        <Dots count={count} current={current} onSelect={jump} />
      )}
    </div>
  );
}

/** The photo-off icon on the frame's grey: no images, or an image whose file did not load. */
function Placeholder({ label }: { label: string }) {
  return (
    <div className={classes.placeholder} role="img" aria-label={label}>
      <IconPhotoOff size={48} stroke={1.4} aria-hidden />
    </div>
  );
}

function Dots({
  count,
  current,
  inside = false,
  onSelect,
}: {
  count: number;
  current: number;
  inside?: boolean;
  onSelect: (index: number) => void;
}) {
  return (
    <div className={classes.dots} data-inside={inside || undefined}>
      {Array.from({ length: count }, (_, dot) => (
        <button
          key={dot}
          type="button"
          className={classes.dot}
          data-active={dot === current || undefined}
          aria-label={galleryStrings.dot(dot + 1)}
          aria-current={dot === current ? 'true' : undefined}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(dot);
          }}
        />
      ))}
    </div>
  );
}
