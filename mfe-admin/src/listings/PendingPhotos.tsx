/**
 * A new listing's photos, chosen while it is being created: shown at once (from the phone's own
 * files, nothing sent yet), in the order they will have (the first is the cover), each with
 * 'Hiq' and its caption (CaptionField), sent with it. The form uploads them right after its first save, which stores the listing as a draft
 * ('Skicë'), so the photos go to a real listing that the public does not see (uploadPending.ts).
 */
import { useEffect, useState } from 'react';
import { Badge, Button, Paper, Stack, Text, Title, useLatest } from 'shared/ui';
import { CaptionField } from './CaptionField';
import { strings } from '../strings';
import { PhotoDrop } from './PhotoDrop';
import classes from './PhotoSection.module.css';
import { tooLargeToSend } from './photoModel';

const t = strings.photos;

/** A chosen file, the address of its preview (an object URL, made once and revoked when it goes) and its caption. */
export interface PendingPhoto {
  file: File;
  preview: string;
  caption: string;
}

export function PendingPhotos({ photos, onChange }: { photos: readonly PendingPhoto[]; onChange: (photos: PendingPhoto[]) => void }) {
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  // The previews still shown when the form goes (after its save) are revoked then.
  const shown = useLatest(photos);
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), [shown]);

  const add = (chosen: File[]) => {
    setTooLarge(chosen.filter(tooLargeToSend).map((file) => file.name));
    const taken = chosen.filter((file) => !tooLargeToSend(file)).map((file) => ({ file, preview: URL.createObjectURL(file), caption: '' }));
    onChange([...photos, ...taken]);
  };

  const remove = (gone: PendingPhoto) => {
    URL.revokeObjectURL(gone.preview);
    onChange(photos.filter((photo) => photo !== gone));
  };

  const caption = (photo: PendingPhoto, text: string) =>
    onChange(photos.map((each) => (each === photo ? { ...each, caption: text } : each)));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="listing-photos-title">
      <Title order={2} size="h4" mb="sm" id="listing-photos-title">
        {t.title}
      </Title>
      <PhotoDrop onFiles={add} hint={`${t.pendingHint} ${t.hint}`} />
      {tooLarge.length > 0 && (
        <ul className={classes.uploads}>
          {tooLarge.map((name) => (
            <li key={name} className={classes.upload}>
              <Text size="sm" className={classes.fileName}>
                {name}
              </Text>
              <Text size="sm" c="red" role="alert">
                {t.tooLargeLocal}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <Text size="sm" c="dimmed" mt="sm" aria-live="polite">
          {t.pendingCount(photos.length)} {t.captionHint}
        </Text>
      )}
      <ul className={classes.grid}>
        {photos.map((photo, index) => {
          const label = t.photoLabel(index + 1, photo.file.name);
          return (
            <li key={photo.preview} className={classes.photo} aria-label={label}>
              <div className={classes.frame}>
                <img src={photo.preview} alt={label} width={600} height={400} className={classes.image} />
                {index === 0 && (
                  <Badge className={classes.coverBadge} color="blue" variant="filled">
                    {t.cover}
                  </Badge>
                )}
              </div>
              <Stack gap={6} p={6}>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  style={{ alignSelf: 'flex-start' }}
                  aria-label={`${t.remove}: ${label}`}
                  onClick={() => remove(photo)}
                >
                  {t.remove}
                </Button>
                <CaptionField id={`pending-caption-${index}`} position={index + 1} value={photo.caption} onChange={(text) => caption(photo, text)} />
              </Stack>
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
