import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AppProviders } from 'shared/ui';
import { EXPOSED } from 'shared/contracts';
import { strings } from '../strings';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));
vi.mock('./remotes', () => ({ reRegisterRemote: () => Promise.resolve() }));

const { forgetExposed, preloadExposedAll } = await import('./loadExposed');
const { RemoteSlot } = await import('./RemoteSlot');

function Listings() {
  return <p>Shpalljet</p>;
}

/** Renders the slot and records whether its loader was ever in the document. */
async function renderSlot() {
  let loaderSeen = false;
  const observer = new MutationObserver(() => {
    if (document.querySelector(`[aria-label="${strings.slot.loading}"]`)) loaderSeen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  await act(async () => {
    render(
      <AppProviders>
        <RemoteSlot module={EXPOSED.listingsPage} />
      </AppProviders>,
    );
  });
  await screen.findByText('Shpalljet');
  observer.disconnect();
  return { loaderSeen: loaderSeen || document.querySelector(`[aria-label="${strings.slot.loading}"]`) !== null };
}

describe('RemoteSlot', () => {
  afterEach(() => {
    forgetExposed(EXPOSED.listingsPage);
    loadRemote.mockReset();
  });

  it('renders a module loaded before it at once, never showing its loader', async () => {
    loadRemote.mockResolvedValue({ default: Listings });
    await preloadExposedAll([EXPOSED.listingsPage], 2_000);
    const { loaderSeen } = await renderSlot();
    expect(loaderSeen).toBe(false);
  });

  it('shows its loader while a module it has to load itself arrives', async () => {
    loadRemote.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve({ default: Listings }), 20)));
    const { loaderSeen } = await renderSlot();
    expect(loaderSeen).toBe(true);
  });
});
