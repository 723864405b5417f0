import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { afterNextPaint } from './afterNextPaint';
import { useFrameFirst } from './useFrameFirst';

function Overlay({ startOpened = false }: { startOpened?: boolean }) {
  const [opened, setOpened] = useState(startOpened);
  const { shown, framed } = useFrameFirst(opened);
  return (
    <div>
      <button onClick={() => setOpened(true)}>open</button>
      <button onClick={() => setOpened(false)}>close</button>
      {framed && <p>frame</p>}
      {shown && <p>overlay</p>}
    </div>
  );
}

/** A frame has painted, and the task after it has run. */
const painted = () => act(() => new Promise<void>((resolve) => afterNextPaint(() => setTimeout(resolve, 0))));

describe('useFrameFirst', () => {
  it('draws the frame alone first, then the overlay from the frame after, and closes at once', async () => {
    render(<Overlay />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.queryByText('frame')).not.toBeNull();
    expect(screen.queryByText('overlay')).toBeNull();

    await painted();
    expect(screen.queryByText('frame')).toBeNull();
    expect(screen.queryByText('overlay')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByText('overlay')).toBeNull();
    expect(screen.queryByText('frame')).toBeNull();
  });

  it('shows an overlay mounted open at once', () => {
    render(<Overlay startOpened />);
    expect(screen.queryByText('overlay')).not.toBeNull();
    expect(screen.queryByText('frame')).toBeNull();
  });

  it('a close before the frame has painted opens nothing later', async () => {
    render(<Overlay />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await painted();
    expect(screen.queryByText('overlay')).toBeNull();
    expect(screen.queryByText('frame')).toBeNull();
  });
});
