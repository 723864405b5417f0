import { contactSheetCode } from '../layout/contactSheetCode';
import { savesData } from './savesData';

/*
 * The contact sheet's code, run when the visitor reaches for a 'Kontakti': the sheet then mounts
 * closed (ContactSheetSlot), and the tap opens it as fast as a second tap does, without waiting
 * for code. A failed load only means the tap loads it. (Started after the menu's first paint
 * instead, the menu showed about 150 ms sooner, but within the noise twice: bench/README.md.)
 */

/** The phone's menu opens: its 'Kontakti' is one tap away (not for a visitor who saves data). */
export function contactCodeOnMenu(): void {
  if (!savesData()) contactSheetCode.preload();
}

/** A pointer or focus is on a 'Kontakti': intent enough even for a visitor who saves data. */
export function contactCodeOnReach(): void {
  contactSheetCode.preload();
}
