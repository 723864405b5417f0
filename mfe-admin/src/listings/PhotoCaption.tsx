/**
 * One stored photo's caption in the photo list (CaptionField): saved with 'Ruaj përshkrimin' or
 * Enter, the button shown only while the text differs from the stored one. Its unsaved state is
 * told to the photo section, so leaving the form with a caption typed and not saved is asked about.
 */
import { useEffect, useState } from 'react';
import { Button, Stack } from 'shared/ui';
import { strings } from '../strings';
import { CaptionField, captionTooLong } from './CaptionField';

const t = strings.photos;

interface PhotoCaptionProps {
  photoId: number;
  position: number;
  stored: string;
  busy: boolean;
  onSave: (caption: string) => void;
  /** The field differs from the stored caption (true), or no longer does (false). */
  onUnsaved: (photoId: number, unsaved: boolean) => void;
}

export function PhotoCaption({ photoId, position, stored, busy, onSave, onUnsaved }: PhotoCaptionProps) {
  const [text, setText] = useState(stored);
  // A save's answer (or another change's list) brings the stored caption: the field follows it
  // (set while rendering, React's way of deriving state from a prop that changed).
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    setText(stored);
  }
  const changed = text.trim() !== stored;
  const tooLong = captionTooLong(text);
  useEffect(() => onUnsaved(photoId, changed), [onUnsaved, photoId, changed]);
  // A photo removed with its caption unsaved leaves nothing unsaved behind.
  useEffect(() => () => onUnsaved(photoId, false), [onUnsaved, photoId]);
  const save = () => {
    if (changed && !tooLong && !busy) onSave(text.trim());
  };
  return (
    <Stack gap={6}>
      <CaptionField id={`photo-caption-${photoId}`} position={position} value={text} onChange={setText} onEnter={save} />
      {changed && (
        <Button size="sm" variant="light" style={{ alignSelf: 'flex-start' }} disabled={busy || tooLong} aria-label={`${t.saveCaption} ${position}`} onClick={save}>
          {t.saveCaption}
        </Button>
      )}
    </Stack>
  );
}
