import { createElement, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { lightOnlyColorScheme } from './colorScheme';
import { theme } from './theme';
import { useToastHost } from './toastHost';

/**
 * Mantine and the toast host, mounted once by the shell (and by each standalone dev host).
 * The toast host comes from the notifications facade when it first loads (see toastHost.ts),
 * so the host provides the one toast store remotes show toasts in.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const Notifications = useToastHost();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={lightOnlyColorScheme}>
      {Notifications && createElement(Notifications, { position: 'bottom-right', limit: 4, autoClose: 5000 })}
      {children}
    </MantineProvider>
  );
}
