import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';
import { ImageOrPlaceholder } from './ImageOrPlaceholder';

const renderImage = (alt: string, src = '/missing.webp') =>
  render(
    <AppProviders>
      <ImageOrPlaceholder src={src} alt={alt} loading="lazy" />
    </AppProviders>,
  );

describe('ImageOrPlaceholder', () => {
  it('shows the image while its file loads', () => {
    renderImage('Pamje e pronës 1');
    const image = screen.getByRole('img', { name: 'Pamje e pronës 1' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('gives way to a placeholder named by the alt text when the file fails', () => {
    renderImage('Pamje e pronës 2');
    fireEvent.error(screen.getByRole('img', { name: 'Pamje e pronës 2' }));
    const placeholder = screen.getByRole('img', { name: 'Pamje e pronës 2' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(document.querySelector('img')).toBeNull();
  });

  it('keeps a decorative image hidden from assistive technology after it fails', () => {
    const { container } = renderImage('');
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('[data-image-failed]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('tries again when it is given another address', () => {
    const { rerender } = renderImage('Pamje');
    fireEvent.error(screen.getByRole('img', { name: 'Pamje' }));
    rerender(
      <AppProviders>
        <ImageOrPlaceholder src="/other.webp" alt="Pamje" />
      </AppProviders>,
    );
    expect(screen.getByRole('img', { name: 'Pamje' }).tagName).toBe('IMG');
  });

  it('gives way to the placeholder on hydration when the server-rendered image failed before it', async () => {
    const tree = (
      <AppProviders>
        <ImageOrPlaceholder src="/missing.webp" alt="Pamje e pronës 3" />
      </AppProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    // The browser's state after a failed load whose error event fired before React listened.
    const image = container.querySelector('img') as HTMLImageElement;
    Object.defineProperty(image, 'complete', { value: true });
    Object.defineProperty(image, 'naturalWidth', { value: 0 });
    const root = await act(async () => hydrateRoot(container, tree));
    const placeholder = screen.getByRole('img', { name: 'Pamje e pronës 3' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.hasAttribute('data-image-failed')).toBe(true);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps a server-rendered image that has loaded, or is still loading, on hydration', async () => {
    const tree = (
      <AppProviders>
        <ImageOrPlaceholder src="/photo.webp" alt="Pamje e pronës 4" />
        <ImageOrPlaceholder src="/later.webp" alt="Pamje e pronës 5" loading="lazy" />
      </AppProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const [loaded] = container.querySelectorAll('img');
    Object.defineProperty(loaded, 'complete', { value: true });
    Object.defineProperty(loaded, 'naturalWidth', { value: 600 });
    const root = await act(async () => hydrateRoot(container, tree));
    expect(screen.getByRole('img', { name: 'Pamje e pronës 4' }).tagName).toBe('IMG');
    expect(screen.getByRole('img', { name: 'Pamje e pronës 5' }).tagName).toBe('IMG');
    act(() => root.unmount());
    container.remove();
  });
});
