import type { MantineColorSchemeManager } from '@mantine/core';

/**
 * The site has one colour scheme and no switch for it, so there is nothing to remember.
 * Mantine's default manager reads localStorage as the provider mounts, and a page's first storage
 * read is a synchronous round trip to the browser process, paid inside the app's first commit.
 */
export const lightOnlyColorScheme: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};
