import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferComponent, useOpenedAfterMount } from './deferred';

function Dialog({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

/** A load whose promise the test settles. */
function controlledLoad() {
  const calls: { resolve: (component: typeof Dialog) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Dialog>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('deferComponent', () => {
  it('loads nothing until preload is called, then renders the loaded component with its props', async () => {
    const { load, calls } = controlledLoad();
    const { preload, Component } = deferComponent('dialog', load);
    const { container } = render(<Component title="Filtrat" />);
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');

    act(() => preload());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]?.resolve(Dialog));
    expect(screen.getByRole('heading', { name: 'Filtrat' }).tagName).toBe('H2');
  });

  it('shows the frame for its props until the code has loaded, then the component alone', async () => {
    const { load, calls } = controlledLoad();
    const { preload, Component } = deferComponent('dialog', load, ({ title }) => (title ? <p data-frame>{title} …</p> : null));
    const { container, rerender } = render(<Component title="" />);
    expect(container.innerHTML).toBe('');
    rerender(<Component title="Filtrat" />);
    expect(container.querySelector('[data-frame]')?.textContent).toBe('Filtrat …');
    act(() => preload());
    await act(async () => calls[0]?.resolve(Dialog));
    expect(container.querySelector('[data-frame]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Filtrat' }).tagName).toBe('H2');
  });

  it('loads once however often the visitor shows intent', async () => {
    const { load, calls } = controlledLoad();
    const { preload, Component } = deferComponent('dialog', load);
    preload();
    preload();
    await act(async () => calls[0]?.resolve(Dialog));
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Component title="Filtrat" />);
    expect(screen.getByRole('heading', { name: 'Filtrat' }).tagName).toBe('H2');
  });

  it('tells a stand-in when the component has loaded', async () => {
    const { load, calls } = controlledLoad();
    const { preload, useLoaded } = deferComponent('dialog', load);
    const { result } = renderHook(() => useLoaded());
    expect(result.current).toBeNull();
    act(() => preload());
    await act(async () => calls[0]?.resolve(Dialog));
    expect(result.current).toBe(Dialog);
  });

  it('logs a failed load, renders nothing, and tries again on the next preload', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = controlledLoad();
    const { preload, Component } = deferComponent('filter dialog', load);
    const { container } = render(<Component title="Filtrat" />);

    preload();
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(error).toHaveBeenCalledWith('[ui] the filter dialog could not be loaded', expect.any(Error));
    expect(container.innerHTML).toBe('');

    preload();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve(Dialog));
    expect(screen.getByRole('heading', { name: 'Filtrat' }).tagName).toBe('H2');
  });
});

describe('useOpenedAfterMount', () => {
  it('is false on the first render and follows opened from the next frame on', async () => {
    const seen: boolean[] = [];
    const { result, rerender } = renderHook(({ opened }) => {
      const shown = useOpenedAfterMount(opened);
      seen.push(shown);
      return shown;
    }, { initialProps: { opened: true } });
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender({ opened: false });
    expect(result.current).toBe(false);
    rerender({ opened: true });
    expect(result.current).toBe(true);
  });
});
