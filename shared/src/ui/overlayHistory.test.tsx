import { act, render, screen, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { afterNextPaint } from './afterNextPaint';
import { isOverlayEntry, useOverlayHistory } from './overlayHistory';

function Overlay({ name }: { name: string }) {
  const [opened, setOpened] = useState(false);
  useOverlayHistory(opened, () => setOpened(false));
  return (
    <div>
      <button onClick={() => setOpened(true)}>open {name}</button>
      <button onClick={() => setOpened(false)}>close {name}</button>
      {opened && <p>{name} is open</p>}
    </div>
  );
}

/** Back, and the popstate it causes (jsdom traverses in a later task). */
async function back(): Promise<void> {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
  });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
/** The overlay's first frame has painted (the entry is pushed then). */
const painted = () => act(() => new Promise<void>((resolve) => afterNextPaint(resolve)));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useOverlayHistory', () => {
  it('opening pushes an entry of the same address; Back closes the overlay and leaves the page', async () => {
    window.history.replaceState({ usr: 'page' }, '', '/pronat?page=2');
    render(<Overlay name="sheet" />);
    const length = window.history.length;
    fireEvent.click(screen.getByText('open sheet'));
    // Not in the tap's handler: after the overlay's first frame.
    expect(window.history.length).toBe(length);
    await painted();
    expect(window.history.length).toBe(length + 1);
    expect(window.location.search).toBe('?page=2');
    expect(isOverlayEntry()).toBe(true);
    // The router's own state is kept in the overlay's entry.
    expect((window.history.state as { usr: string }).usr).toBe('page');

    await back();
    expect(screen.queryByText('sheet is open')).toBeNull();
    expect(window.location.search).toBe('?page=2');
    expect(isOverlayEntry()).toBe(false);
  });

  it('closing on screen takes the entry off again', async () => {
    render(<Overlay name="dialog" />);
    fireEvent.click(screen.getByText('open dialog'));
    await painted();
    expect(isOverlayEntry()).toBe(true);
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      fireEvent.click(screen.getByText('close dialog'));
      await popped;
    });
    expect(isOverlayEntry()).toBe(false);
  });

  it('nested overlays close one Back at a time, innermost first', async () => {
    render(
      <>
        <Overlay name="preview" />
        <Overlay name="photos" />
      </>,
    );
    fireEvent.click(screen.getByText('open preview'));
    fireEvent.click(screen.getByText('open photos'));
    await painted();
    await back();
    expect(screen.queryByText('photos is open')).toBeNull();
    expect(screen.getByText('preview is open')).toBeTruthy();
    await back();
    expect(screen.queryByText('preview is open')).toBeNull();
  });

  it('an overlay opened while another closes on screen keeps its own entry', async () => {
    render(
      <>
        <Overlay name="menu" />
        <Overlay name="sheet" />
      </>,
    );
    fireEvent.click(screen.getByText('open menu'));
    await painted();
    // One tap: the menu closes (its Back is under way) and the sheet opens.
    fireEvent.click(screen.getByText('close menu'));
    fireEvent.click(screen.getByText('open sheet'));
    await settle();
    await painted();
    expect(screen.getByText('sheet is open')).toBeTruthy();
    expect(isOverlayEntry()).toBe(true);
    await back();
    expect(screen.queryByText('sheet is open')).toBeNull();
  });

  it('a navigation that closed the overlay keeps its entry (no Back is taken)', async () => {
    render(<Overlay name="sheet" />);
    fireEvent.click(screen.getByText('open sheet'));
    await painted();
    window.history.pushState(null, '', '/kontakti');
    fireEvent.click(screen.getByText('close sheet'));
    await settle();
    expect(window.location.pathname).toBe('/kontakti');
  });

  it('an overlay closed before its first frame pushes no entry', async () => {
    render(<Overlay name="sheet" />);
    const length = window.history.length;
    fireEvent.click(screen.getByText('open sheet'));
    fireEvent.click(screen.getByText('close sheet'));
    await painted();
    expect(window.history.length).toBe(length);
    expect(isOverlayEntry()).toBe(false);
  });

  it('an overlay unmounted before its first frame pushes no entry', async () => {
    const { unmount } = render(<Overlay name="sheet" />);
    const length = window.history.length;
    fireEvent.click(screen.getByText('open sheet'));
    unmount();
    await painted();
    expect(window.history.length).toBe(length);
  });
});
