/** The notifications facade: one store, so a toast shown by a remote appears in the shell. */
export { Notifications, notifications } from '@mantine/notifications';
