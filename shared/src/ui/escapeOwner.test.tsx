import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEscapeOwner } from './escapeOwner';

function Owner({ active, close }: { active: boolean; close: () => void }) {
  useEscapeOwner(active, close);
  return null;
}

const escape = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

describe('useEscapeOwner', () => {
  it('gives Escape to the innermost active owner alone, and lets it go on without one', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const heardBelow = vi.fn();
    window.addEventListener('keydown', heardBelow, { capture: true });
    const view = render(
      <>
        <Owner active close={outer} />
        <Owner active close={inner} />
      </>,
    );
    escape();
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    expect(heardBelow).not.toHaveBeenCalled();

    view.rerender(
      <>
        <Owner active close={outer} />
        <Owner active={false} close={inner} />
      </>,
    );
    escape();
    expect(outer).toHaveBeenCalledTimes(1);

    view.unmount();
    escape();
    expect(heardBelow).toHaveBeenCalledTimes(1);
    window.removeEventListener('keydown', heardBelow, { capture: true });
  });
});

/** Stands for an Escape pressed in the commit that opened the overlay, before any passive effect. */
function EscapeInTheCommit() {
  useLayoutEffect(() => {
    escape();
  }, []);
  return null;
}

describe('useEscapeOwner, right after an overlay opens', () => {
  it('owns an Escape pressed before the passive effects have run', () => {
    const close = vi.fn();
    const heardBelow = vi.fn();
    window.addEventListener('keydown', heardBelow, { capture: true });
    const view = render(
      <>
        <Owner active close={close} />
        <EscapeInTheCommit />
      </>,
    );
    expect(close).toHaveBeenCalledTimes(1);
    expect(heardBelow).not.toHaveBeenCalled();
    view.unmount();
    window.removeEventListener('keydown', heardBelow, { capture: true });
  });
});
