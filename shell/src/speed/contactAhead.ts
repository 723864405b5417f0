import { contactSheetCode } from '../layout/contactSheetCode';
import { savesData } from './savesData';

/**
 * The contact sheet's code, run when the visitor reaches for a 'Kontakti' (the phone's menu
 * opens, a pointer or focus is on one): the sheet then mounts closed (ContactSheetSlot), and the
 * tap opens it as fast as a second tap does, without waiting for code. A failed load only means
 * the tap loads it; a visitor who saves data gets none of it. (Started after the menu's first
 * paint instead, the menu showed about 150 ms sooner, but within the noise twice: bench/README.md.)
 */
export function contactCodeAhead(): void {
  if (!savesData()) contactSheetCode.preload();
}
