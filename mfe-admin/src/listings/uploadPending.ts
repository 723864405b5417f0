/**
 * A new listing's chosen photos, sent once its first save has given it an id: one after
 * another, in the order chosen (the first becomes the cover), each resized in the browser first
 * (photoResize.ts) and refused or taken on its own, then its caption stored when it has one.
 * What was refused, any photo whose picture was already among them, and a caption that could not
 * be stored are said on the stored listing's form, where the agent can act on them.
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
  /** The files stored whose caption was not: the agent types it again on the stored listing's form. */
  uncaptioned: string[];
}

/** A chosen photo as it is sent: its file and its caption ('' for none). */
export interface PhotoToUpload {
  file: File;
  caption: string;
}

export async function uploadPending(listingId: string, chosen: readonly PhotoToUpload[], onSent: (sent: number) => void): Promise<PendingResult> {
  const result: PendingResult = { refused: [], duplicates: [], uncaptioned: [] };
  // The listing's photos so far: the one an answer adds is the one not among them.
  const stored = new Set<number>();
  for (const [index, { file, caption }] of chosen.entries()) {
    try {
      const sent = await photoToSend(file);
      if (tooLargeToSend(sent)) {
        result.refused.push({ name: file.name, message: strings.photos.tooLargeLocal });
      } else {
        const answer = await api.uploadPhoto(listingId, sent, () => {});
        if (answer.added === 0) result.refused.push({ name: file.name, message: answer.refused[0]?.message ?? strings.photos.refusedFallback });
        for (const duplicate of answer.duplicates) result.duplicates.push({ name: file.name, photoId: duplicate.photoId });
        const added = answer.photos.filter((photo) => !stored.has(photo.id));
        for (const photo of answer.photos) stored.add(photo.id);
        const text = caption.trim();
        if (text !== '' && added.length === 1 && added[0]) {
          await api.setPhotoCaption(listingId, added[0].id, text).catch(() => result.uncaptioned.push(file.name));
        }
      }
    } catch (error) {
      result.refused.push({ name: file.name, message: failureText(error, strings.photos.uploadFailed) });
    }
    onSent(index + 1);
  }
  return result;
}
