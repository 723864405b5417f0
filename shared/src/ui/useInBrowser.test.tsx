import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useInBrowser } from './useInBrowser';

function Probe({ seen }: { seen: (value: boolean) => void }) {
  const inBrowser = useInBrowser();
  seen(inBrowser);
  return <p>{inBrowser ? 'browser' : 'server'}</p>;
}

describe('useInBrowser', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe seen={() => undefined} />)).toBe('<p>server</p>');
  });

  it("is false while the browser hydrates the server's markup, then true, with no mismatch", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={() => undefined} />);
    const seen: boolean[] = [];
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe seen={(value) => seen.push(value)} />, { onRecoverableError: errors });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('browser');
    expect(errors).not.toHaveBeenCalled();
  });

  it('is true at once when mounted without server markup', () => {
    const seen: boolean[] = [];
    render(<Probe seen={(value) => seen.push(value)} />);
    expect(seen).toEqual([true]);
  });
});
