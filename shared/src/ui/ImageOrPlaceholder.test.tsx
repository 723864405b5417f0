import { fireEvent, render, screen } from '@testing-library/react';
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
});
