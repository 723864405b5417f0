import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, Button } from 'shared/ui';
import { Modal } from 'shared/ui-overlays';
import { ImagePreview } from './ImagePreview';
import { useImagePreview } from './useImagePreview';

const images = ['a', 'b', 'c', 'd'].map((name) => `/assets/images/${name}-1200.webp`);

function Harness({ start = 0 }: { start?: number }) {
  const preview = useImagePreview(images.length);
  return (
    <>
      <Button onClick={() => preview.openAt(start)}>hap</Button>
      <Button onClick={() => preview.openAll()}>të gjitha</Button>
      <ImagePreview images={images} controls={preview} />
    </>
  );
}

const renderHarness = (start?: number) =>
  render(
    <AppProviders>
      <Harness start={start} />
    </AppProviders>,
  );

const dialog = () => screen.findByRole('dialog', { name: 'Shikuesi i fotove' });
const shown = async () => within(await dialog()).getByRole('img').getAttribute('alt');

describe('ImagePreview', () => {
  it('opens on the start index', async () => {
    renderHarness(2);
    await userEvent.click(screen.getByRole('button', { name: 'hap' }));
    expect(await shown()).toBe('Pamje e pronës 3');
    expect(within(await dialog()).getByText('3 / 4')).toBeTruthy();
  });

  it('moves with the buttons and wraps at both ends', async () => {
    renderHarness(0);
    await userEvent.click(screen.getByRole('button', { name: 'hap' }));
    const view = within(await dialog());
    await userEvent.click(view.getByRole('button', { name: 'Fotoja e mëparshme' }));
    expect(await shown()).toBe('Pamje e pronës 4');
    await userEvent.click(view.getByRole('button', { name: 'Fotoja tjetër' }));
    expect(await shown()).toBe('Pamje e pronës 1');
  });

  it('moves with the arrow keys and wraps at both ends', async () => {
    renderHarness(3);
    await userEvent.click(screen.getByRole('button', { name: 'hap' }));
    await dialog();
    await userEvent.keyboard('{ArrowRight}');
    expect(await shown()).toBe('Pamje e pronës 1');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await shown()).toBe('Pamje e pronës 3');
  });

  it('stacks every image in show-all mode; a click shows that one alone', async () => {
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'të gjitha' }));
    const view = within(await dialog());
    const all = within(view.getByTestId('image-preview-all'));
    expect(all.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(images);
    expect(view.queryByRole('button', { name: 'Fotoja tjetër' })).toBeNull();
    await userEvent.click(all.getByRole('button', { name: 'Hap foton 2 nga 4' }));
    expect(await shown()).toBe('Pamje e pronës 2');
  });

  it('ignores the arrow keys in show-all mode', async () => {
    renderHarness(1);
    await userEvent.click(screen.getByRole('button', { name: 'hap' }));
    const view = within(await dialog());
    await userEvent.click(view.getByRole('button', { name: 'Shfaq të gjitha' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}{ArrowRight}');
    await userEvent.click(view.getByRole('button', { name: 'Një nga një' }));
    expect(await shown()).toBe('Pamje e pronës 2');
    await userEvent.keyboard('{ArrowRight}');
    expect(await shown()).toBe('Pamje e pronës 3');
  });

  it('switches between single-image and show-all mode', async () => {
    renderHarness(1);
    await userEvent.click(screen.getByRole('button', { name: 'hap' }));
    const view = within(await dialog());
    await userEvent.click(view.getByRole('button', { name: 'Shfaq të gjitha' }));
    expect(view.getByTestId('image-preview-all')).toBeTruthy();
    await userEvent.click(view.getByRole('button', { name: 'Një nga një' }));
    expect(await shown()).toBe('Pamje e pronës 2');
  });

  it('closes with the close button and with Escape', async () => {
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'hap' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Mbyll shikuesin e fotove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'hap' }));
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives the focus back to the photo tapped, which a tap on a phone does not focus', async () => {
    function Tapped() {
      const preview = useImagePreview(images.length);
      return (
        <>
          <Button onClick={(event) => preview.openAt(1, event.currentTarget)}>foto</Button>
          <ImagePreview images={images} controls={preview} />
        </>
      );
    }
    render(
      <AppProviders>
        <Tapped />
      </AppProviders>,
    );
    const photo = screen.getByRole('button', { name: 'foto' });
    // fireEvent's click, like a tap, leaves the focus where it was (on the page).
    fireEvent.click(photo);
    expect(document.activeElement).not.toBe(photo);
    await dialog();
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Shikuesi i fotove' })).getByText('2 / 4')).toBeTruthy());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shikuesi i fotove' })).toBeNull());
    expect(document.activeElement).toBe(photo);
  });

  it('closes alone on Escape inside another dialog, even while the focus is still on its opener there', async () => {
    const outerClosed = vi.fn();
    function Nested() {
      const preview = useImagePreview(images.length);
      const [opened] = useState(true);
      return (
        <Modal opened={opened} onClose={outerClosed} title="Parapamja">
          <Button onClick={() => preview.openAt(0)}>hap</Button>
          <ImagePreview images={images} controls={preview} />
        </Modal>
      );
    }
    render(
      <AppProviders>
        <Nested />
      </AppProviders>,
    );
    const opener = await screen.findByRole('button', { name: 'hap' });
    await userEvent.click(opener);
    await dialog();
    // A slow phone: the key comes before the preview has taken the focus from its opener.
    opener.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shikuesi i fotove' })).toBeNull());
    expect(outerClosed).not.toHaveBeenCalled();
  });
});
