/**
 * A new listing's chosen photos, sent once its first save has given it an id: one after
 * another, in the order chosen (the first becomes the cover), each resized in the browser first
 * (photoResize.ts) and refused or taken on its own. What was refused, and any photo whose picture
 * was already among them, is said on the stored listing's form, where the agent can act on it.
 */
import { api } from '../api';
import { failureText } from '../failure';
import { strings } from '../strings';
import type { PendingDuplicate } from './PhotoSection';
import { tooLargeToSend } from './photoModel';
import { photoToSend } from './photoResize';

export interface PendingRefusal {
  name: string;
  message: string;
}

export interface PendingResult {
  refused: PendingRefusal[];
  duplicates: PendingDuplicate[];
}

export async function uploadPending(listingId: string, files: readonly File[], onSent: (sent: number) => void): Promise<PendingResult> {
  const result: PendingResult = { refused: [], duplicates: [] };
  for (const [index, file] of files.entries()) {
    try {
      const sent = await photoToSend(file);
      if (tooLargeToSend(sent)) {
        result.refused.push({ name: file.name, message: strings.photos.tooLargeLocal });
      } else {
        const answer = await api.uploadPhoto(listingId, sent, () => {});
        if (answer.added === 0) result.refused.push({ name: file.name, message: answer.refused[0]?.message ?? strings.photos.refusedFallback });
        for (const duplicate of answer.duplicates) result.duplicates.push({ name: file.name, photoId: duplicate.photoId });
      }
    } catch (error) {
      result.refused.push({ name: file.name, message: failureText(error, strings.photos.uploadFailed) });
    }
    onSent(index + 1);
  }
  return result;
}
