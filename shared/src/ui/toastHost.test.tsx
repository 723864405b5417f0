import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useMantineContext } from '@mantine/core';
import type { NotificationsProps } from '@mantine/notifications';
import { AppProviders } from './AppProviders';
import { provideToastHost } from './toastHost';

function FakeHost({ position, limit }: NotificationsProps) {
  return <div data-testid="toast-host" data-position={position} data-limit={limit} />;
}

describe('the toast host', () => {
  it('is not mounted until the notifications facade provides it, then mounts once with the SPEC placement', () => {
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    expect(screen.getByText('page').textContent).toBe('page');
    expect(screen.queryByTestId('toast-host')).toBeNull();

    act(() => provideToastHost(FakeHost));
    const host = screen.getByTestId('toast-host');
    expect(host.getAttribute('data-position')).toBe('bottom-right');
    expect(host.getAttribute('data-limit')).toBe('4');
    expect(screen.getAllByTestId('toast-host')).toHaveLength(1);
  });

  it('arrives without re-rendering the page under the provider (its Mantine components)', () => {
    let pageRenders = 0;
    function ThemedPage() {
      useMantineContext();
      // An effect without dependencies runs after every commit in which the page rendered.
      useEffect(() => {
        pageRenders += 1;
      });
      return <p>page</p>;
    }
    render(
      <AppProviders>
        <ThemedPage />
      </AppProviders>,
    );
    const before = pageRenders;
    function OtherHost() {
      return <div data-testid="other-host" />;
    }
    act(() => provideToastHost(OtherHost));
    expect(screen.getByTestId('other-host')).toBeTruthy();
    expect(pageRenders).toBe(before);
  });

  it("is Mantine's Notifications once shared/notifications has loaded", async () => {
    const facade = await import('../notifications');
    const { Notifications } = await import('@mantine/notifications');
    expect(facade.Notifications).toBe(Notifications);
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    // Mantine's host renders its toast region in a portal at the end of the body.
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
