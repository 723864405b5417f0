import { EXPOSED, type ContactSheetProps } from 'shared/contracts';
import { deferComponent } from 'shared/ui';
import { loadExposedComponent } from '../federation/loadExposed';

/**
 * The shell's copy of the notifications facade, loaded before the contact remote: the first
 * copy loaded is everyone's, and only the shell's is built with the Mantine its provider uses
 * (a remote's copy would bring its own Mantine, and its toasts could not find the provider).
 */
export const loadToastHost = () =>
  import('shared/notifications').catch((error: unknown) => console.error('[shell] toasts could not be loaded', error));

/**
 * The contact sheet's code: the toast host, then the contact remote's sheet. Loaded by the first
 * request for the sheet, or ahead of it (../speed/contactAhead.ts): the sheet then mounts closed
 * (ContactSheetSlot), and the tap opens it as fast as a second tap does.
 */
export const contactSheetCode = deferComponent<ContactSheetProps>('contact sheet', () =>
  loadToastHost().then(() => loadExposedComponent(EXPOSED.contactSheet)),
);
