import { afterNextPaint } from 'shared/ui';
import { contactSheetCode } from '../layout/contactSheetCode';
import { savesData } from './savesData';

/*
 * The contact sheet's code, run when the visitor reaches for a 'Kontakti': the sheet then mounts
 * closed (ContactSheetSlot), and the tap opens it as fast as a second tap does, without waiting
 * for code. A failed load only means the tap loads it.
 */

/**
 * The phone's menu opens: its 'Kontakti' is one tap away (not for a visitor who saves data). Once
 * the menu's first frame is painted: run in its `beforetoggle`, the code (about 50 ms on the phone
 * profile) held that frame back.
 */
export function contactCodeOnMenu(): void {
  if (!savesData()) afterNextPaint(contactSheetCode.preload);
}

/** A pointer or focus is on a 'Kontakti': intent enough even for a visitor who saves data. */
export function contactCodeOnReach(): void {
  contactSheetCode.preload();
}
