/**
 * A new listing's chosen photos, sent once its first save has given it an id: one after
 * another, in the order chosen (the first becomes the cover), each refused or taken on its own.
 * What was refused is said on the stored listing's form, where the agent can try again.
 */
import { api } from '../api';
import { failureText } from '../failure';
import { strings } from '../strings';

export interface PendingRefusal {
  name: string;
  message: string;
}

export async function uploadPending(listingId: string, files: readonly File[], onSent: (sent: number) => void): Promise<PendingRefusal[]> {
  const refused: PendingRefusal[] = [];
  for (const [index, file] of files.entries()) {
    try {
      const answer = await api.uploadPhoto(listingId, file, () => {});
      if (answer.added === 0) refused.push({ name: file.name, message: answer.refused[0]?.message ?? strings.photos.refusedFallback });
    } catch (error) {
      refused.push({ name: file.name, message: failureText(error, strings.photos.uploadFailed) });
    }
    onSent(index + 1);
  }
  return refused;
}
