import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('Gallery', () => {
  it('starts at the first image and renders only it and the next, with the SPEC alt texts', () => {
    renderGallery();
    expect(shownAlts()).toEqual(['Pamje e pronës 1', 'Pamje e pronës 2']);
    expect(currentAlt()).toBe('Pamje e pronës 1');
  });

  it('uses the 1200 px images by default and the 600 px ones when not high quality', () => {
    const { unmount } = renderGallery();
    expect(screen.getByAltText('Pamje e pronës 1')).toHaveProperty('src', expect.stringMatching(/\/a-1200\.webp$/));
    unmount();
    renderGallery({ highQuality: false });
    expect(screen.getByAltText('Pamje e pronës 1')).toHaveProperty('src', expect.stringMatching(/\/a-600\.webp$/));
  });

  it('loops: previous from the first image shows the last', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Fotoja e mëparshme' }));
    expect(currentAlt()).toBe('Pamje e pronës 4');
    // The window is the current image and the one after it, which is the first again.
    expect(shownAlts().sort()).toEqual(['Pamje e pronës 1', 'Pamje e pronës 4']);
  });

  it('with loop off, the previous arrow is disabled on the first image and next on the last', () => {
    renderGallery({ loop: false });
    const previousArrow = screen.getByRole('button', { name: 'Fotoja e mëparshme' });
    const nextArrow = screen.getByRole('button', { name: 'Fotoja tjetër' });
    expect(previousArrow).toHaveProperty('disabled', true);
    for (let i = 0; i < 3; i += 1) fireEvent.click(nextArrow);
    expect(currentAlt()).toBe('Pamje e pronës 4');
    expect(nextArrow).toHaveProperty('disabled', true);
    expect(shownAlts()).toEqual(['Pamje e pronës 4']);
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

  it('changes image on a drag beyond 50 px and not on a shorter one', () => {
    renderGallery();
    const viewport = screen.getByAltText('Pamje e pronës 1').parentElement!.parentElement!;
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, clientX: from, clientY: 10, pointerType: 'mouse' });
      fireEvent.pointerMove(viewport, { pointerId: 1, clientX: to, clientY: 10, pointerType: 'mouse' });
      fireEvent.pointerUp(viewport, { pointerId: 1, clientX: to, clientY: 10, pointerType: 'mouse' });
    };
    drag(200, 160);
    expect(currentAlt()).toBe('Pamje e pronës 1');
    drag(200, 140);
    expect(currentAlt()).toBe('Pamje e pronës 2');
    drag(100, 180);
    expect(currentAlt()).toBe('Pamje e pronës 1');
  });

  it('ignores the arrow keys by default and follows them when keyboard navigation is on', () => {
    const { unmount } = renderGallery();
    const group = screen.getByRole('group', { name: 'Fotot e pronës' });
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(currentAlt()).toBe('Pamje e pronës 1');
    unmount();
    renderGallery({ keyboard: true });
    fireEvent.keyDown(screen.getByRole('group', { name: 'Fotot e pronës' }), { key: 'ArrowRight' });
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
    expect(within(screen.getByRole('group')).getByText('1')).toBeTruthy();
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
});
