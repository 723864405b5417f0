import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from 'shared/ui';
import { makeListing } from '../../test/listings';
import { GalleryGrid } from './GalleryGrid';

function renderGallery(images: string[], overrides = {}) {
  const onOpenImage = vi.fn();
  const onOpenAll = vi.fn();
  const result = render(
    <AppProviders>
      <GalleryGrid listing={makeListing({ images, ...overrides })} onOpenImage={onOpenImage} onOpenAll={onOpenAll} />
    </AppProviders>,
  );
  return { onOpenImage, onOpenAll, ...result };
}

const five = ['a', 'b', 'c', 'd', 'e'].map((name) => `/assets/images/${name}-1200.webp`);

describe('GalleryGrid', () => {
  it('shows the large image at 1200 and two side thumbnails at 600', () => {
    renderGallery(five);
    const sources = screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(sources).toContain('/assets/images/a-1200.webp');
    expect(screen.getByRole('img', { name: 'Pamje e pronës 2' }).getAttribute('src')).toBe('/assets/images/b-600.webp');
    expect(screen.getByRole('img', { name: 'Pamje e pronës 3' }).getAttribute('src')).toBe('/assets/images/c-600.webp');
    expect(screen.queryByRole('img', { name: 'Pamje e pronës 4' })).toBeNull();
  });

  it('opens the preview on the image clicked, naming the tile tapped (the focus goes back to it)', async () => {
    const { onOpenImage } = renderGallery(five);
    const first = screen.getByRole('button', { name: 'Hap foton 1 nga 5' });
    const third = screen.getByRole('button', { name: 'Hap foton 3 nga 5' });
    await userEvent.click(first);
    await userEvent.click(third);
    expect(onOpenImage.mock.calls).toEqual([
      [0, first],
      [2, third],
    ]);
  });

  it('has a button with the image count, and a small thumbnail for phones, both opening every image', async () => {
    const { onOpenAll } = renderGallery(five);
    expect(screen.getByText('5 foto')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Shiko të gjitha 5 fotot' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) await userEvent.click(button);
    expect(onOpenAll.mock.calls).toEqual(buttons.map((button) => [button]));
  });

  it('shows "Në Shitje" or "Me Qera" and the headline over the image', () => {
    renderGallery(five, { option: 'Me Qera', category: 'apartment', city: 'Pejë', details: { area: 72 } });
    expect(screen.getByText('Me Qera')).toBeTruthy();
    expect(screen.getByText('Banesë · 72 m² · Pejë')).toBeTruthy();
  });

  it("shows a sold or reserved listing's status in place of its option", () => {
    renderGallery(five, { option: 'Në Shitje', status: 'sold' });
    expect(screen.getByText('E shitur')).toBeTruthy();
    expect(screen.queryByText('Në Shitje')).toBeNull();
  });

  it('shows a placeholder icon and no buttons without images', () => {
    renderGallery([]);
    expect(screen.getByRole('img', { name: 'Kjo pronë nuk ka ende foto' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Në Shitje')).toBeTruthy();
  });
});
