/**
 * One photo's caption in the photo list: its public alt text ('Pamje e pronës N' without one).
 * A visible label ('Përshkrimi i fotos 1'), one line, the server's length limit; saved with
 * 'Ruaj përshkrimin' or Enter, the button shown only while the text differs from the stored one.
 */
import { useState, type KeyboardEvent } from 'react';
import { PHOTO_CAPTION_MAX_LENGTH } from 'shared/contracts';
import { Button, Stack, TextInput } from 'shared/ui';
import { strings } from '../strings';

const t = strings.photos;

interface PhotoCaptionProps {
  photoId: number;
  position: number;
  stored: string;
  busy: boolean;
  onSave: (caption: string) => void;
}

export function PhotoCaption({ photoId, position, stored, busy, onSave }: PhotoCaptionProps) {
  const [text, setText] = useState(stored);
  // A save's answer (or another change's list) brings the stored caption: the field follows it
  // (set while rendering, React's way of deriving state from a prop that changed).
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    setText(stored);
  }
  const changed = text.trim() !== stored;
  const tooLong = text.length > PHOTO_CAPTION_MAX_LENGTH;
  const save = () => {
    if (changed && !tooLong && !busy) onSave(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter saves the caption, not the listing's form around it.
    event.preventDefault();
    save();
  };
  const id = `photo-caption-${photoId}`;
  return (
    <Stack gap={6}>
      <TextInput
        id={id}
        size="sm"
        label={t.caption(position)}
        value={text}
        maxLength={PHOTO_CAPTION_MAX_LENGTH + 1}
        error={tooLong ? t.captionTooLong(PHOTO_CAPTION_MAX_LENGTH) : undefined}
        onChange={(event) => setText(event.currentTarget.value.replace(/[\r\n]+/g, ' '))}
        onKeyDown={onKeyDown}
        data-caption
      />
      {changed && (
        <Button size="sm" variant="light" style={{ alignSelf: 'flex-start' }} disabled={busy || tooLong} aria-label={`${t.saveCaption} ${position}`} onClick={save}>
          {t.saveCaption}
        </Button>
      )}
    </Stack>
  );
}
