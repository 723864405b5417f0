/**
 * Hydration renders what the server rendered. A deferred component's code, the toast host or a
 * bus state can change between the server's render and the moment a region hydrates (a visitor
 * pointing at a select, the shell setting map mode): React must see the server's values while it
 * hydrates and the new ones in the render after — never a mismatch that throws the markup away.
 */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { listingsView, useListingsView } from './bus';
import { deferComponent } from './ui/deferred';
import { provideToastHost, useToastHost } from './ui/toastHost';

afterEach(() => {
  document.body.innerHTML = '';
  listingsView.next('grid');
});

/** Renders `node` as the server does, runs `meanwhile`, hydrates; the recoverable errors React reported. */
async function hydrateAfter(node: () => ReactNode, meanwhile: () => Promise<void> | void): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(node());
  document.body.append(container);
  const serverNode = container.firstElementChild;
  await meanwhile();
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, node(), { onRecoverableError: (error) => void errors.push(error) });
  });
  // The nodes the server drew are the ones kept.
  expect(container.firstElementChild).toBe(serverNode);
  return { container, errors };
}

describe('hydrating a page whose state moved after the server rendered it', () => {
  it("renders a deferred component's stand-in, then the component once hydrated", async () => {
    const select = deferComponent('select', async () => (props: { label: string }) => <button type="button">{props.label} (plotë)</button>);
    function Field() {
      const Loaded = select.useLoaded();
      return <div>{Loaded ? <Loaded label="Qyteti" /> : <span>Qyteti</span>}</div>;
    }
    const { container, errors } = await hydrateAfter(
      () => <Field />,
      async () => {
        select.preload();
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    );
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Qyteti (plotë)');
  });

  it('mounts a toast host provided before hydration in the render after', async () => {
    function Host() {
      const ToastHost = useToastHost();
      return <div>{ToastHost ? <p>njoftimet</p> : null}</div>;
    }
    const { container, errors } = await hydrateAfter(
      () => <Host />,
      () => provideToastHost(() => null),
    );
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('njoftimet');
  });

  it('renders a bus state at its first value while hydrating, then the value published meanwhile', async () => {
    function View() {
      const view = useListingsView();
      return <div>{view === 'map' ? <section>harta</section> : <ul>rrjeta</ul>}</div>;
    }
    const { container, errors } = await hydrateAfter(
      () => <View />,
      () => listingsView.next('map'),
    );
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('harta');
  });
});
