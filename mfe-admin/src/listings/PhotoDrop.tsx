/**
 * Where photos are given: dropped on the area or picked (on a phone the picker offers the
 * camera). The stored listing's photos (PhotoSection) and a new listing's chosen ones
 * (PendingPhotos) both take files here.
 */
import { useRef, useState, type DragEvent } from 'react';
import { IconPhotoUp } from '@tabler/icons-react';
import { Button, Text } from 'shared/ui';
import { strings } from '../strings';
import classes from './PhotoSection.module.css';

const t = strings.photos;

export function PhotoDrop({ onFiles, hint = t.hint }: { onFiles: (files: File[]) => void; hint?: string }) {
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      className={classes.drop}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <IconPhotoUp size={28} aria-hidden className={classes.dropIcon} />
      <Text size="sm">{t.drop}</Text>
      <Button size="sm" onClick={() => picker.current?.click()}>
        {t.pick}
      </Button>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label={t.pick}
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
      <Text size="xs" c="dimmed" ta="center">
        {hint}
      </Text>
    </div>
  );
}
