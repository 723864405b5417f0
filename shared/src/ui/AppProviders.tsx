import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
// Through the facade module, so the host provides the one toast store remotes show toasts in.
import { Notifications } from 'shared/notifications';
import { theme } from './theme';

/** Mantine and the toast host, mounted once by the shell (and by each standalone dev host). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="bottom-right" limit={4} autoClose={5000} />
      {children}
    </MantineProvider>
  );
}
