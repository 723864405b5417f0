import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocaleSource } from '../../i18n/current';
import { AppProviders } from '../AppProviders';
import { Gallery, type GalleryProps } from './Gallery';

const IMAGES = ['/a-1200.webp', '/b-1200.webp', '/c-1200.webp', '/d-1200.webp'];

function renderGallery(props: Partial<GalleryProps> = {}) {
  return render(
    <AppProviders>
      <Gallery images={IMAGES} {...props} />
    </AppProviders>,
  );
}

const shownAlts = () => screen.queryAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt'));
const currentAlt = () =>
  screen
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'))
    .join();

afterEach(() => vi.restoreAllMocks());

/**
 * jsdom lays nothing out, and Embla measures the slides to know where each one is: every box is
 * 300 px wide, a carousel slide sits its position times 300 px from the start, and slides have
 * no margin (Embla reads it from the computed style, which jsdom leaves empty otherwise), and
 * every box has an offset parent (Embla listens for drags only on a carousel that is shown).
 */
const SLIDE_WIDTH = 300;
const layout = ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop', 'offsetParent'] as const;
const jsdomLayout = layout.map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const);
const noMargin = document.createElement('style');
noMargin.textContent = '.mantine-Carousel-slide { margin: 0 }';
beforeAll(() => {
  document.head.append(noMargin);
  const slideIndex = (element: HTMLElement) =>
    element.classList.contains('mantine-Carousel-slide') ? Array.prototype.indexOf.call(element.parentElement?.children ?? [], element) : 0;
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => SLIDE_WIDTH });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 200 });
  Object.defineProperty(HTMLElement.prototype, 'offsetTop', { configurable: true, get: () => 0 });
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return slideIndex(this) * SLIDE_WIDTH;
    },
  });
});
afterAll(() => {
  noMargin.remove();
  for (const [name, descriptor] of jsdomLayout) if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});

/** Waits until the slide has come to rest (the image sliding away is kept until then). */
const settled = (alts: string[]) => waitFor(() => expect(shownAlts()).toEqual(alts), { timeout: 3000 });

describe('Gallery', () => {
  it('starts at the first image and renders only it and the next, with the SPEC alt texts', () => {
    renderGallery();
    expect(shownAlts()).toEqual(['Pamje e pronës 1', 'Pamje e pronës 2']);
    expect(currentAlt()).toBe('Pamje e pronës 1');
  });

  it('names the carousel, its photos and its arrows in Albanian, not with the library\'s English', () => {
    renderGallery();
    const gallery = screen.getByRole('group', { name: 'Fotot e pronës' });
    expect(gallery.getAttribute('aria-roledescription')).toBe('galeri');
    expect(screen.getByRole('group', { name: 'Fotoja 1 nga 4' }).getAttribute('aria-roledescription')).toBe('foto');
    expect(screen.queryAllByRole('group', { name: /slide/i })).toEqual([]);
    expect(screen.getByRole('button', { name: 'Fotoja tjetër' })).toBeTruthy();
    expect(screen.getByText('Fotoja 1 nga 4')).toBeTruthy();
  });

  it("names the carousel, its photos, arrows and dots in the page's language", () => {
    try {
      setLocaleSource(() => 'en');
      const { unmount } = renderGallery({ pagination: true });
      expect(screen.getByRole('group', { name: 'Property photos' }).getAttribute('aria-roledescription')).toBe('gallery');
      expect(screen.getByRole('group', { name: 'Photo 1 of 4' }).getAttribute('aria-roledescription')).toBe('photo');
      expect(screen.getByRole('button', { name: 'Previous photo' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Go to photo 3' })).toBeTruthy();
      expect(currentAlt()).toBe('View of the property 1');
      unmount();
      setLocaleSource(() => 'de');
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const empty = renderGallery({ images: [] });
      expect(screen.getByRole('img', { name: 'Keine Fotos' })).toBeTruthy();
      empty.unmount();
      renderGallery();
      expect(screen.getByRole('button', { name: 'Nächstes Foto' })).toBeTruthy();
      expect(screen.getByText('Foto 1 von 4')).toBeTruthy();
    } finally {
      setLocaleSource(() => 'sq');
    }
  });

  it('uses the 1200 px images by default and the 600 px ones when not high quality', () => {
    const { unmount } = renderGallery();
    expect(screen.getByAltText('Pamje e pronës 1')).toHaveProperty('src', expect.stringMatching(/\/a-1200\.webp$/));
    unmount();
    renderGallery({ highQuality: false });
    expect(screen.getByAltText('Pamje e pronës 1')).toHaveProperty('src', expect.stringMatching(/\/a-600\.webp$/));
  });

  it('loops: previous from the first image shows the last', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Fotoja e mëparshme' }));
    expect(currentAlt()).toBe('Pamje e pronës 4');
    // At rest, the window is the current image and the one after it, which is the first again.
    await settled(['Pamje e pronës 1', 'Pamje e pronës 4']);
  });

  it('with loop off, the previous arrow cannot be used on the first image, nor next on the last', async () => {
    renderGallery({ loop: false });
    const previousArrow = screen.getByRole('button', { name: 'Fotoja e mëparshme' });
    const nextArrow = screen.getByRole('button', { name: 'Fotoja tjetër' });
    expect(previousArrow.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previousArrow);
    expect(currentAlt()).toBe('Pamje e pronës 1');
    for (let i = 0; i < 3; i += 1) fireEvent.click(nextArrow);
    expect(currentAlt()).toBe('Pamje e pronës 4');
    expect(nextArrow.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(nextArrow);
    expect(currentAlt()).toBe('Pamje e pronës 4');
    await settled(['Pamje e pronës 4']);
  });

  it('an arrow click does not reach the page behind the gallery', () => {
    const onOuterClick = vi.fn();
    render(
      <AppProviders>
        <div onClick={onOuterClick}>
          <Gallery images={IMAGES} />
        </div>
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fotoja tjetër' }));
    expect(currentAlt()).toBe('Pamje e pronës 2');
    expect(onOuterClick).not.toHaveBeenCalled();
  });

  it('changes image on a drag beyond 50 px and not on a shorter one, however fast', () => {
    renderGallery();
    const viewport = document.querySelector<HTMLElement>('.mantine-Carousel-viewport')!;
    // As a browser sends them: pointer events first, then the mouse events Embla follows.
    const drag = (from: number, to: number) => {
      const at = (x: number) => ({ pointerId: 1, button: 0, buttons: 1, clientX: x, clientY: 10, pointerType: 'mouse' });
      act(() => {
        fireEvent.pointerDown(viewport, at(from));
        fireEvent.mouseDown(viewport, at(from));
        fireEvent.pointerMove(window, at(to));
        fireEvent.mouseMove(document, at(to));
        fireEvent.pointerUp(window, at(to));
        fireEvent.mouseUp(document, at(to));
      });
    };
    drag(200, 160);
    expect(currentAlt()).toBe('Pamje e pronës 1');
    drag(200, 140);
    expect(currentAlt()).toBe('Pamje e pronës 2');
    drag(100, 180);
    expect(currentAlt()).toBe('Pamje e pronës 1');
    drag(250, 10);
    expect(currentAlt()).toBe('Pamje e pronës 2');
  });

  it('ignores the arrow keys by default and follows them when keyboard navigation is on', () => {
    const { unmount } = renderGallery();
    const carousel = () => document.querySelector<HTMLElement>('.mantine-Carousel-root')!;
    expect(carousel().hasAttribute('tabindex')).toBe(false);
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(currentAlt()).toBe('Pamje e pronës 1');
    unmount();
    renderGallery({ keyboard: true });
    expect(carousel().getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(currentAlt()).toBe('Pamje e pronës 2');
  });

  it('a pagination dot jumps to its image', () => {
    renderGallery({ pagination: true });
    fireEvent.click(screen.getByRole('button', { name: 'Shko te fotoja 3' }));
    expect(currentAlt()).toBe('Pamje e pronës 3');
    expect(screen.getByRole('button', { name: 'Shko te fotoja 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('reports the index of a clicked image', () => {
    const onImageClick = vi.fn();
    renderGallery({ onImageClick });
    fireEvent.click(screen.getByRole('button', { name: 'Fotoja tjetër' }));
    fireEvent.click(screen.getByAltText('Pamje e pronës 2'));
    expect(onImageClick).toHaveBeenCalledWith(1);
  });

  it('has no arrows with one image, and shows the photo count when asked', () => {
    render(
      <AppProviders>
        <Gallery images={['/only-1200.webp']} showCount />
      </AppProviders>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    // The count sits over the photo, outside the named carousel (it is hidden from screen readers).
    expect(screen.getByText('1')).toBeTruthy();
  });

  it('shows the placeholder instead of the alt text when an image file does not load', () => {
    renderGallery();
    const first = screen.getByAltText('Pamje e pronës 1');
    expect(first.tagName).toBe('IMG');
    fireEvent.error(first);
    const placeholder = screen.getByRole('img', { name: 'Pamje e pronës 1' });
    expect(placeholder.hasAttribute('data-image-failed')).toBe(true);
    expect(placeholder.querySelector('svg')).toBeTruthy();
    expect(screen.queryByAltText('Pamje e pronës 1')).toBeNull();
    // The next photo is unaffected and still a picture.
    fireEvent.click(screen.getByRole('button', { name: 'Fotoja tjetër' }));
    expect(screen.getByAltText('Pamje e pronës 2').tagName).toBe('IMG');
  });

  it('shows a placeholder and logs to the console only when there are no images', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <AppProviders>
        <Gallery images={[]} />
      </AppProviders>,
    );
    expect(screen.getByRole('img', { name: 'Nuk ka foto' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('you need to provide some images');
  });

  describe('started when near (the grid\'s cards)', () => {
    /** The browser's observer, driven by the test: `enter()` brings every observed gallery near. */
    const observed: Element[] = [];
    let report: ((entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>[]) => void) | null = null;
    beforeAll(() => {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>[]) => void) {
            report = callback;
          }
          observe(target: Element) {
            observed.push(target);
          }
          disconnect() {
            observed.length = 0;
          }
        },
      );
    });
    afterAll(() => vi.unstubAllGlobals());
    const enter = () => act(() => report?.(observed.map((target) => ({ isIntersecting: true, target }))));

    it('shows its cover alone until it comes near, then the carousel, whose arrows move the photos', async () => {
      renderGallery({ startWhenNear: true, loop: false });
      const cover = screen.getByRole('group', { name: 'Fotot e pronës' });
      expect(within(cover).getByRole('img').getAttribute('alt')).toBe('Pamje e pronës 1');
      expect(screen.queryByRole('button', { name: 'Fotoja tjetër' })).toBeNull();
      // The position is known before the carousel is drawn.
      expect(screen.getByText('Fotoja 1 nga 4')).toBeTruthy();

      await enter();
      const next = screen.getByRole('button', { name: 'Fotoja tjetër' });
      await waitFor(() => expect(next.getAttribute('aria-disabled')).toBe('false'));
      fireEvent.click(next);
      await settled(['Pamje e pronës 2', 'Pamje e pronës 3']);
      expect(currentAlt()).toBe('Pamje e pronës 2');
    });

    it('is drawn as the carousel when a mouse points at it before it comes near, not on a touch', async () => {
      renderGallery({ startWhenNear: true, loop: false });
      const cover = screen.getByRole('group', { name: 'Fotot e pronës' });
      fireEvent.pointerEnter(cover, { pointerType: 'touch' });
      expect(screen.queryByRole('button', { name: 'Fotoja tjetër' })).toBeNull();
      fireEvent.pointerEnter(cover, { pointerType: 'mouse' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Fotoja tjetër' }).getAttribute('aria-disabled')).toBe('false'));
    });

    it("is the carousel from the start when it holds the page's main image", async () => {
      renderGallery({ startWhenNear: true, priority: true, loop: false });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Fotoja tjetër' }).getAttribute('aria-disabled')).toBe('false'));
    });
  });
});
