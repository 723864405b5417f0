import { createElement, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme } from './theme';
import { useToastHost } from './toastHost';

/**
 * The toast host, once the notifications facade has provided it (see toastHost.ts). Its own
 * component, so its arrival re-renders only itself: were the provider to re-render, every
 * Mantine component on the page would too (its theme context changes), which made the first
 * tap on 'Kontakti' visibly slow on a throttled phone.
 */
function ToastHost() {
  const Notifications = useToastHost();
  return Notifications && createElement(Notifications, { position: 'bottom-right', limit: 4, autoClose: 5000 });
}

/** Mantine and the toast host, mounted once by the shell (and by each standalone dev host). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ToastHost />
      {children}
    </MantineProvider>
  );
}
