import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { Carousel } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { IconPhotoOff } from '@tabler/icons-react';
import { Glyph } from '../glyph/Glyph';
import { imageAtWidth, photoAlt, photoAltLang } from '../../format/images';
import { ARROW_SIZE, EMBLA_DURATION, SLIDE_DURATION_MS, renderedSlides, swipeTarget } from './model';
import { galleryStrings } from './strings';
import classes from './Gallery.module.css';
import { ImageOrPlaceholder } from '../ImageOrPlaceholder';

/** How far a pointer may move and still be a tap (Embla's own drag threshold is 10 px). */
const DRAG_CLICK_SLOP_PX = 10;

/**
 * Embla measures and sets itself up again when its carousel is resized, unless this says no: a
 * carousel that left the layout (`display: none`, the grid behind map mode on a phone) has
 * nothing to lay out. Its sizes are kept, so it is measured again only if it comes back at
 * another size. On the throttled phone the grid's carousels' measures were 30-40 ms of a tap on
 * 'Harta', before its frame.
 */
const resizedInView: NonNullable<EmblaOptionsType['watchResize']> = (_, entries) =>
  entries.some((entry) => entry.contentRect.width > 0 || entry.contentRect.height > 0);

export interface GalleryProps {
  /** Image URLs (the first is the cover), as stored: ending in -1200.webp. */
  images: readonly string[];
  /** The photos' captions in the same order, their alt text ('Pamje e pronës N' without one). */
  captions?: readonly string[];
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
  /**
   * Until the gallery comes within a screen of the viewport or a mouse points at it, it shows
   * its cover photo alone, and the carousel is drawn only then: for the grid, whose 20 carousels
   * all starting at once were the longest task after a page's hydration.
   */
  startWhenNear?: boolean;
  /** Show the photo position and count over the image. */
  showCount?: boolean;
  /** Accessible name of the gallery. */
  label?: string;
  initialIndex?: number;
  /** An image click reports its index. */
  onImageClick?: (index: number) => void;
  /** Overlays drawn over the image (badges and the like). */
  children?: ReactNode;
  className?: string;
}

/** Where a drag began, and where the pointer is now. */
interface Drag {
  index: number;
  startX: number;
  lastX: number;
}


/**
 * The image swiper of SPEC section 2, on Mantine's carousel (Embla): arrows and swipes move one
 * image (looping by default), a drag beyond 50 px changes the image, only the current and next
 * images are rendered.
 */
export function Gallery({
  images,
  captions,
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
  startWhenNear = false,
  showCount = false,
  label = galleryStrings.label,
  initialIndex = 0,
  onImageClick,
  children,
  className,
}: GalleryProps) {
  const count = images.length;
  /** Embla's instance once the gallery has started: the gallery renders with it from then on. */
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [index, setIndex] = useState(() => (initialIndex >= 0 && initialIndex < count ? initialIndex : 0));
  /** The image that is sliding away, rendered until the carousel settles. */
  const [leaving, setLeaving] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  /** Set when a gesture moved the photos: the click it ends with is not a tap on the card. */
  const movedByDrag = useRef(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(!startWhenNear || priority);
  const start = useCallback(() => setStarted(true), []);

  const current = Math.min(index, Math.max(count - 1, 0));

  useEffect(() => {
    if (count === 0) console.warn('you need to provide some images');
  }, [count]);

  useEffect(() => {
    if (started) return;
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === 'undefined') return start();
    // A transition: cards that come near together (after hydration, two or three) start in
    // slices, not in one task of their carousels' renders (bench/README.md, 'Changes judged').
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && startTransition(start), { rootMargin: '100% 0px' });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [started, start]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const selected = embla.selectedScrollSnap();
      setIndex((previous) => {
        if (previous !== selected) setLeaving(previous);
        return selected;
      });
    };
    // Rendered until the carousel is at rest, or twice the SPEC's slide time: Embla's spring
    // settles within 0.001 px only well after the slide looks still.
    let restTimer: ReturnType<typeof setTimeout> | undefined;
    const onSettle = () => {
      clearTimeout(restTimer);
      setLeaving(null);
    };
    const onSelectTimed = () => {
      clearTimeout(restTimer);
      restTimer = setTimeout(onSettle, 2 * SLIDE_DURATION_MS);
    };
    const onPointerDown = () => setDragging(true);
    // SPEC: a drag changes the image only beyond 50 px, whatever its speed; Embla decides by
    // speed and distance, so its choice is corrected once the pointer is up.
    const onPointerUp = () => {
      setDragging(false);
      const finished = drag.current;
      drag.current = null;
      if (!finished) return;
      const target = swipeTarget({ index: finished.index, count: embla.slideNodes().length, loop }, finished.lastX - finished.startX);
      if (embla.selectedScrollSnap() !== target) embla.scrollTo(target);
    };
    embla.on('select', onSelect).on('select', onSelectTimed).on('settle', onSettle);
    embla.on('pointerDown', onPointerDown).on('pointerUp', onPointerUp);
    return () => {
      clearTimeout(restTimer);
      embla.off('select', onSelect).off('select', onSelectTimed).off('settle', onSettle);
      embla.off('pointerDown', onPointerDown).off('pointerUp', onPointerUp);
    };
  }, [embla, loop]);

  // Pointer events come before the mouse and touch events Embla reads, so the drag's distance
  // is known when Embla reports the pointer up.
  const onPointerDown = useCallback(
    (event: ReactPointerEvent) => {
      if (!embla || event.button !== 0) return;
      const started: Drag = { index: embla.selectedScrollSnap(), startX: event.clientX, lastX: event.clientX };
      drag.current = started;
      movedByDrag.current = false;
      const follow = (moved: PointerEvent) => {
        if (moved.pointerId === event.pointerId) started.lastX = moved.clientX;
      };
      const stop = (ended: PointerEvent) => {
        if (ended.pointerId !== event.pointerId) return;
        started.lastX = ended.clientX;
        movedByDrag.current = Math.abs(started.lastX - started.startX) > DRAG_CLICK_SLOP_PX;
        window.removeEventListener('pointermove', follow, true);
        window.removeEventListener('pointerup', stop, true);
        window.removeEventListener('pointercancel', stop, true);
      };
      window.addEventListener('pointermove', follow, true);
      window.addEventListener('pointerup', stop, true);
      window.addEventListener('pointercancel', stop, true);
    },
    [embla],
  );

  const frame: CSSProperties = {
    borderRadius: radius,
    ...(height !== undefined ? { height } : { aspectRatio: String(aspectRatio) }),
  };
  const rootClass = [classes.root, className].filter(Boolean).join(' ');

  if (count === 0) {
    return (
      <div className={rootClass} data-arrows="inside">
        <div className={classes.frame} style={frame} data-bordered={withBorder || undefined}>
          <Placeholder label={galleryStrings.empty} />
          {children}
        </div>
      </div>
    );
  }

  const width = highQuality ? 1200 : 600;
  const rendered = renderedSlides({ index: current, count, loop }, { leaving, dragging });
  const showArrows = navigation && count > 1;
  const stop = (event: MouseEvent) => event.stopPropagation();
  const photo = (slide: number) => (
    <ImageOrPlaceholder
      className={classes.image}
      src={imageAtWidth(images[slide]!, width)}
      alt={photoAlt(captions, slide)}
      lang={photoAltLang(captions, slide)}
      width={width}
      height={Math.round(width / aspectRatio)}
      style={{ objectFit: fit }}
      loading={priority && slide === 0 ? 'eager' : 'lazy'}
      fetchPriority={priority && slide === 0 ? 'high' : undefined}
      decoding="async"
      draggable={false}
      onClick={onImageClick ? () => onImageClick(slide) : undefined}
    />
  );
  const emblaOptions: EmblaOptionsType = {
    loop,
    align: 'start',
    duration: EMBLA_DURATION,
    // Touch swipes always work; a mouse drag only when allowed.
    watchDrag: count > 1 && (mouseDrag || ((_, event) => event.type !== 'mousedown')),
    watchResize: resizedInView,
  };

  return (
    <div
      className={rootClass}
      style={{ '--gallery-arrow-size': `${ARROW_SIZE}px` } as CSSProperties}
      data-arrows={arrowsOutside ? 'outside' : 'inside'}
    >
      <div
        ref={frameRef}
        className={classes.frame}
        style={frame}
        data-bordered={withBorder || undefined}
        data-draggable={(count > 1 && mouseDrag) || undefined}
        onPointerEnter={started ? undefined : (event) => event.pointerType === 'mouse' && start()}
        onPointerDown={onPointerDown}
        onClickCapture={(event) => {
          // The lazily rendered slides change under a drag, so the browser may send its click to
          // an element Embla does not watch: a drag never reaches the card as a click.
          if (!movedByDrag.current) return;
          movedByDrag.current = false;
          event.stopPropagation();
          event.preventDefault();
        }}
      >
        {started ? (
          // Mantine names the carousel and its slides in English: the names here replace them.
          <Carousel
            role="group"
            aria-roledescription={galleryStrings.roleDescription}
            aria-label={label}
            classNames={{
              root: classes.carousel,
              viewport: classes.viewport,
              container: classes.container,
              controls: classes.controls,
              control: classes.arrow,
              slide: classes.slide,
            }}
            emblaOptions={emblaOptions}
            getEmblaApi={setEmbla}
            initialSlide={current}
            withControls={showArrows}
            withKeyboardEvents={keyboard}
            tabIndex={keyboard ? 0 : undefined}
            controlSize={ARROW_SIZE}
            previousControlIcon={<Glyph name="chevron-left" size={18} />}
            nextControlIcon={<Glyph name="chevron-right" size={18} />}
            previousControlProps={{ 'aria-label': galleryStrings.previous, onClick: stop }}
            nextControlProps={{ 'aria-label': galleryStrings.next, onClick: stop }}
          >
            {images.map((_, slide) => (
              <Carousel.Slide
                key={slide}
                aria-roledescription={galleryStrings.slideRoleDescription}
                aria-label={galleryStrings.position(slide + 1, count)}
                aria-hidden={slide === current ? undefined : true}
              >
                {rendered.has(slide) && photo(slide)}
              </Carousel.Slide>
            ))}
          </Carousel>
        ) : (
          // The cover: the gallery's name and its photo on show, as the carousel will draw them.
          <div role="group" aria-roledescription={galleryStrings.roleDescription} aria-label={label} className={classes.carousel}>
            {photo(current)}
          </div>
        )}
        {children}
        {showCount && (
          <span className={classes.counter} aria-hidden>
            <Glyph name="camera" size={14} />
            {count > 1 ? `${current + 1}/${count}` : count}
          </span>
        )}
        {pagination && paginationInside && count > 1 && (
          <Dots count={count} current={current} inside onSelect={(dot) => embla?.scrollTo(dot)} />
        )}
      </div>
      {count > 1 && (
        <VisuallyHidden aria-live="polite" aria-atomic>
          {galleryStrings.position(current + 1, count)}
        </VisuallyHidden>
      )}
      {pagination && !paginationInside && count > 1 && (
        <Dots count={count} current={current} onSelect={(dot) => embla?.scrollTo(dot)} />
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
