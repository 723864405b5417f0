import { useEffect } from 'react';
import { EXPOSED, type AdminAppProps } from 'shared/contracts';
import { RemoteSlot } from '../federation/RemoteSlot';

/**
 * The admin's UI facade from the shell: a shared module reaches the share scope from an app that
 * imports it, and only the shell's copy reads the shell's MantineProvider (the remote's own copy
 * would find none). Started with the admin route, so no public page fetches it.
 */
const loadAdminFacade = () => import('shared/ui-admin');

/** /admin and everything under it: the back office remote, which routes within. */
export function AdminRoute() {
  useEffect(() => {
    loadAdminFacade().catch(() => undefined);
  }, []);
  return <RemoteSlot<AdminAppProps> module={EXPOSED.adminApp} props={{}} minHeight="60vh" />;
}
