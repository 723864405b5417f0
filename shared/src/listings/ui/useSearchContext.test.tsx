import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Filters } from '../../contracts';
import { resetTextMatches } from '../data/textMatches';
import { textSearchUrl } from '../textSearch';
import { useSearchContext } from './useSearchContext';

function Probe({ filters, onRetry }: { filters: Filters; onRetry?: (retry: () => void) => void }) {
  const { context, textStatus, retryText } = useSearchContext(filters);
  onRetry?.(retryText);
  return <p>{`${textStatus}:${context.text ? [...context.text.ids].join(',') : '-'}`}</p>;
}

const answer = (query: string, ids: string[]) => new Response(JSON.stringify({ query, ids }), { status: 200 });

afterEach(() => {
  resetTextMatches();
  vi.unstubAllGlobals();
});

describe('useSearchContext', () => {
  it('asks nothing without a text search', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const view = render(<Probe filters={{ place: 'Prishtinë' }} />);
    expect(view.container.textContent).toBe('none:-');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("is pending, then gives the server's ids; two readers make one request, and the answer is kept", async () => {
    const fetchSpy = vi.fn(async (_url: string) => answer('banese', ['7', '3']));
    vi.stubGlobal('fetch', fetchSpy);
    const view = render(
      <>
        <Probe filters={{ text: 'banese' }} />
        <Probe filters={{ text: 'banese' }} />
      </>,
    );
    expect(view.container.textContent).toBe('pending:-pending:-');
    await waitFor(() => expect(view.container.textContent).toBe('ready:7,3ready:7,3'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(textSearchUrl('banese'));
    // Back to this search later: drawn ready at once, nothing asked.
    view.unmount();
    expect(render(<Probe filters={{ text: 'banese' }} />).container.textContent).toBe('ready:7,3');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('aborts the request of a query typed past, and shows the answer of the last one only', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', (url: string, init: { signal: AbortSignal }) => {
      signals.push(init.signal);
      const query = new URL(url, 'http://x').searchParams.get('q') ?? '';
      return new Promise<Response>((resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        setTimeout(() => resolve(answer(query, [query === 'ban' ? '1' : '2'])), 20);
      });
    });
    const view = render(<Probe filters={{ text: 'ban' }} />);
    view.rerender(<Probe filters={{ text: 'bane' }} />);
    await waitFor(() => expect(view.container.textContent).toBe('ready:2'));
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it('fails when the server does (the filter then matches titles and ids), and asks again on retry', async () => {
    let up = false;
    vi.stubGlobal('fetch', async () => (up ? answer('pishine', ['4']) : new Response('{"ok":false}', { status: 503 })));
    let retry = () => {};
    const view = render(<Probe filters={{ text: 'pishine' }} onRetry={(next) => (retry = next)} />);
    await waitFor(() => expect(view.container.textContent).toBe('failed:-'));
    up = true;
    act(() => retry());
    await waitFor(() => expect(view.container.textContent).toBe('ready:4'));
  });

  it('fails on an answer of another shape, and on a network fault', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"ids":"all"}', { status: 200 }));
    const view = render(<Probe filters={{ text: 'a' }} />);
    await waitFor(() => expect(view.container.textContent).toBe('failed:-'));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    view.rerender(<Probe filters={{ text: 'b' }} />);
    await waitFor(() => expect(view.container.textContent).toBe('failed:-'));
  });
});
