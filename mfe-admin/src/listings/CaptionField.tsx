/**
 * A photo's caption field, its public alt text ('Pamje e pronës N' without one): a visible label
 * ('Përshkrimi i fotos 1'), one line (a pasted line break becomes a space), and the server's
 * length limit said under it. The stored listing's photos (PhotoCaption, saved one by one) and a
 * new listing's chosen ones (PendingPhotos, sent with the photo) both use it.
 */
import type { KeyboardEvent } from 'react';
import { PHOTO_CAPTION_MAX_LENGTH } from 'shared/contracts';
import { TextInput } from 'shared/ui';
import { strings } from '../strings';

const t = strings.photos;

/** True when the caption is longer than the server takes. */
export const captionTooLong = (text: string): boolean => text.length > PHOTO_CAPTION_MAX_LENGTH;

interface CaptionFieldProps {
  id: string;
  position: number;
  value: string;
  onChange: (text: string) => void;
  /** Enter in the field: it never submits the listing's form around it. */
  onEnter?: () => void;
}

export function CaptionField({ id, position, value, onChange, onEnter }: CaptionFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter?.();
  };
  return (
    <TextInput
      id={id}
      size="sm"
      label={t.caption(position)}
      value={value}
      maxLength={PHOTO_CAPTION_MAX_LENGTH + 1}
      error={captionTooLong(value) ? t.captionTooLong(PHOTO_CAPTION_MAX_LENGTH) : undefined}
      onChange={(event) => onChange(event.currentTarget.value.replace(/[\r\n]+/g, ' '))}
      onKeyDown={onKeyDown}
      data-caption
    />
  );
}
