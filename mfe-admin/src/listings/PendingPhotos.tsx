/**
 * A new listing's photos, chosen while it is being created: shown at once (from the phone's own
 * files, nothing sent yet), in the order they will have (the first is the cover), each with
 * 'Hiq'. The form uploads them right after its first save, which stores the listing as a draft
 * ('Skicë'), so the photos go to a real listing that the public does not see (uploadPending.ts).
 */
import { useEffect, useState } from 'react';
import { Badge, Button, Paper, Text, Title, useLatest } from 'shared/ui';
import { strings } from '../strings';
import { PhotoDrop } from './PhotoDrop';
import classes from './PhotoSection.module.css';
import { tooLargeToSend } from './photoModel';

const t = strings.photos;

/** A chosen file and the address of its preview (an object URL, made once and revoked when it goes). */
export interface PendingPhoto {
  file: File;
  preview: string;
}

export function PendingPhotos({ photos, onChange }: { photos: readonly PendingPhoto[]; onChange: (photos: PendingPhoto[]) => void }) {
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  // The previews still shown when the form goes (after its save) are revoked then.
  const shown = useLatest(photos);
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), [shown]);

  const add = (chosen: File[]) => {
    setTooLarge(chosen.filter(tooLargeToSend).map((file) => file.name));
    const taken = chosen.filter((file) => !tooLargeToSend(file)).map((file) => ({ file, preview: URL.createObjectURL(file) }));
    onChange([...photos, ...taken]);
  };

  const remove = (gone: PendingPhoto) => {
    URL.revokeObjectURL(gone.preview);
    onChange(photos.filter((photo) => photo !== gone));
  };

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
          {t.pendingCount(photos.length)}
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
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                m={6}
                aria-label={`${t.remove}: ${label}`}
                onClick={() => remove(photo)}
              >
                {t.remove}
              </Button>
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
