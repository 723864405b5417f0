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
 * The contact sheet's code, run ahead of a tap when the visitor reaches for it (the phone's menu
 * has opened, a pointer or focus is on a 'Kontakti'): the sheet then mounts closed
 * (ContactSheetSlot), and the tap opens it as fast as a second tap does, without waiting for
 * code. A failed load only means the tap loads it, as without this.
 */
export const contactSheetCode = deferComponent<ContactSheetProps>('contact sheet', () =>
  loadToastHost().then(() => loadExposedComponent(EXPOSED.contactSheet)),
);
