import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../contracts';
import { useInBrowser } from './useInBrowser';

function Probe({ seen }: { seen: (value: boolean) => void }) {
  const inBrowser = useInBrowser();
  seen(inBrowser);
  return <p>{inBrowser ? 'browser' : 'server'}</p>;
}

/** The shell's root, holding the server's markup of a Probe (useInBrowser.server.test.tsx). */
function serverRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<p>server</p>';
  document.body.append(root);
  return root;
}

describe('useInBrowser', () => {
  afterEach(() => document.getElementById('root')?.remove());

  it("is false while the browser hydrates the server's markup, then true, with no mismatch", async () => {
    const container = serverRoot();
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

  it("is true at once in the shell started without a server's markup (an empty root)", () => {
    document.body.append(Object.assign(document.createElement('div'), { id: 'root' }));
    const seen: boolean[] = [];
    render(<Probe seen={(value) => seen.push(value)} />);
    expect(seen).toEqual([true]);
  });

  it('is false first outside the shell (markup drawn by the server in a browser-like test), then true', async () => {
    const markup = renderToString(<Probe seen={() => undefined} />);
    expect(markup).toBe('<p>server</p>');
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const seen: boolean[] = [];
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe seen={(value) => seen.push(value)} />, { onRecoverableError: errors });
    });
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('browser');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('is true at once once the page has given its hydrated signal (a region mounted later)', () => {
    const root = serverRoot();
    root.setAttribute(HYDRATED_ATTRIBUTE, '');
    const seen: boolean[] = [];
    render(<Probe seen={(value) => seen.push(value)} />);
    expect(seen).toEqual([true]);
  });
});
