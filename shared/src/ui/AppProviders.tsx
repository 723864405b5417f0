import { createElement, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { SiteAddressProvider } from './siteAddress';
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

/**
 * Mantine, the toast host and the site's public address (`siteAddress`: the server's, given by
 * the server's render and read from the page by the browser's), mounted once by the shell (and by
 * each standalone dev host).
 */
export function AppProviders({ children, siteAddress = null }: { children: ReactNode; siteAddress?: string | null }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ToastHost />
      <SiteAddressProvider value={siteAddress}>{children}</SiteAddressProvider>
    </MantineProvider>
  );
}
