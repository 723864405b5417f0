/** The notifications facade: one store, so a toast shown by a remote appears in the shell. */
import { Notifications } from '@mantine/notifications';
// By name, so this is the one ui module the shell's AppProviders reads the host from.
import { provideToastHost } from 'shared/ui';

export { Notifications };
export { notifications } from '@mantine/notifications';

// Loading this module (on the first toast-capable remote) mounts the shell's toast host.
provideToastHost(Notifications);
