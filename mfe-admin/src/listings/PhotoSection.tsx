/**
 * A stored listing's photos in its form: upload several at once (PhotoDrop), each file with its progress and, when refused, the
 * server's reason in Albanian; move a photo left or right (buttons, so the keyboard can), make
 * one the cover, remove one after a confirmation. Shown in the public order (cover first).
 */
import { useEffect, useRef, useState } from 'react';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from 'shared/ui';
import { Alert } from 'shared/ui-admin';
import { api, ApiError, type AdminPhoto } from '../api';
import { failureText } from '../failure';
import { strings } from '../strings';
import classes from './PhotoSection.module.css';
import { PhotoDrop } from './PhotoDrop';
import { movedOrder, orderChange, publicOrder, tooLargeToSend } from './photoModel';

const t = strings.photos;

interface Upload {
  key: number;
  name: string;
  state: 'waiting' | 'uploading' | 'done' | 'refused';
  progress: number;
  message?: string;
}

let nextUploadKey = 1;

function UploadRow({ upload }: { upload: Upload }) {
  return (
    <li className={classes.upload} data-upload-state={upload.state}>
      <Text size="sm" className={classes.fileName}>
        {upload.name}
      </Text>
      {upload.state === 'uploading' || upload.state === 'waiting' ? (
        <progress className={classes.progress} max={1} value={upload.progress} aria-label={t.progress(upload.name)} />
      ) : upload.state === 'done' ? (
        <Text size="sm" c="green">
          {t.uploaded}
        </Text>
      ) : (
        <Text size="sm" c="red" role="alert">
          {upload.message}
        </Text>
      )}
    </li>
  );
}

export function PhotoSection({ listingId }: { listingId: string }) {
  const [photos, setPhotos] = useState<AdminPhoto[] | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  // Uploads go one after another: each answer is the listing's photos after it.
  const queue = useRef(Promise.resolve());
  // The control to focus once a change is done (its buttons are disabled while it runs).
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (busy || !focusNext.current) return;
    grid.current?.querySelector<HTMLElement>(focusNext.current)?.focus();
    focusNext.current = null;
  }, [busy, photos]);

  useEffect(() => {
    let live = true;
    api
      .photos(listingId)
      .then((list) => live && setPhotos(list))
      .catch(() => live && setFailed(strings.failed));
    return () => {
      live = false;
    };
  }, [listingId]);

  const update = (key: number, change: Partial<Upload>) => setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = (files: readonly File[]) => {
    if (files.length === 0) return;
    const added: Upload[] = files.map((file) => ({ key: nextUploadKey++, name: file.name || 'foto', state: 'waiting', progress: 0 }));
    setUploads((current) => [...current.filter((item) => item.state !== 'done'), ...added]);
    files.forEach((file, index) => {
      const key = added[index]!.key;
      queue.current = queue.current.then(async () => {
        if (tooLargeToSend(file)) return update(key, { state: 'refused', message: t.tooLargeLocal });
        update(key, { state: 'uploading' });
        try {
          const answer = await api.uploadPhoto(listingId, file, (progress) => update(key, { progress }));
          const refusal = answer.refused[0];
          if (answer.added > 0) {
            setPhotos(answer.photos);
            update(key, { state: 'done', progress: 1 });
          } else update(key, { state: 'refused', message: refusal?.message ?? t.refusedFallback });
        } catch (error) {
          update(key, { state: 'refused', message: error instanceof ApiError && error.status === 401 ? strings.failed : failureText(error, t.uploadFailed) });
        }
      });
    });
  };

  /** Runs one change of the photos; the server's answer is the new list. */
  const change = async (run: () => Promise<AdminPhoto[]>, focusAfter?: string) => {
    setBusy(true);
    setFailed(null);
    // The moved photo's button keeps the focus, wherever the photo now is.
    focusNext.current = focusAfter ?? null;
    try {
      setPhotos(await run());
    } catch (error) {
      setFailed(failureText(error, t.changeFailed));
    } finally {
      setBusy(false);
    }
  };

  const ordered = photos ? publicOrder(photos) : [];
  const ids = ordered.map((photo) => photo.id);

  const move = (photo: AdminPhoto, delta: -1 | 1) => {
    if (!photos) return;
    const next = movedOrder(ids, photo.id, delta);
    const { order, cover } = orderChange(photos, next);
    const index = next.indexOf(photo.id);
    // At an end the button that was pressed is gone (disabled): the other one takes the focus.
    const direction = (index === 0 && delta === -1) || (index === next.length - 1 && delta === 1) ? -delta : delta;
    void change(async () => {
      const reordered = await api.reorderPhotos(listingId, order);
      return cover === null ? reordered : api.setCover(listingId, cover);
    }, `[data-photo-id="${photo.id}"] [data-move="${direction}"]`);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="listing-photos-title">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h4" id="listing-photos-title">
          {t.title}
        </Title>
        {photos && (
          <Text size="sm" c="dimmed">
            {t.count(photos.length)}
          </Text>
        )}
      </Group>

      <PhotoDrop onFiles={upload} />

      {uploads.length > 0 && (
        <ul className={classes.uploads} aria-live="polite">
          {uploads.map((item) => (
            <UploadRow key={item.key} upload={item} />
          ))}
        </ul>
      )}
      {failed && (
        <Alert color="red" role="alert" mt="sm">
          {failed}
        </Alert>
      )}
      {photos && photos.length === 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          {t.empty}
        </Text>
      )}

      <ul className={classes.grid} ref={grid}>
        {ordered.map((photo, index) => {
          const label = t.photoLabel(index + 1, photo.displayName);
          return (
            <li key={photo.id} className={classes.photo} data-photo-id={photo.id} aria-label={label}>
              <div className={classes.frame}>
                <img src={photo.thumbnailUrl} alt={label} loading="lazy" width={600} height={400} className={classes.image} />
                {photo.isCover && (
                  <Badge className={classes.coverBadge} color="blue" variant="filled">
                    {t.cover}
                  </Badge>
                )}
              </div>
              {confirming === photo.id ? (
                <Stack gap={4} p={6}>
                  <Text size="sm">{t.confirmQuestion}</Text>
                  <Group gap={6}>
                    <Button size="xs" color="red" disabled={busy} onClick={() => void change(() => api.removePhoto(listingId, photo.id)).then(() => setConfirming(null))}>
                      {t.confirmRemove}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                      {t.cancel}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Stack gap={6} p={6}>
                  <Group gap={4} justify="space-between" wrap="nowrap">
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="default" size="lg" aria-label={`${t.moveLeft}: ${label}`} data-move="-1" disabled={busy || index === 0} onClick={() => move(photo, -1)}>
                        <IconArrowLeft size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon variant="default" size="lg" aria-label={`${t.moveRight}: ${label}`} data-move="1" disabled={busy || index === ordered.length - 1} onClick={() => move(photo, 1)}>
                        <IconArrowRight size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                    <Button size="compact-sm" variant="subtle" color="red" disabled={busy} aria-label={`${t.remove}: ${label}`} onClick={() => setConfirming(photo.id)}>
                      {t.remove}
                    </Button>
                  </Group>
                  {!photo.isCover && (
                    <Button size="compact-sm" variant="light" fullWidth disabled={busy} aria-label={`${t.makeCover}: ${label}`} onClick={() => void change(() => api.setCover(listingId, photo.id))}>
                      {t.makeCover}
                    </Button>
                  )}
                </Stack>
              )}
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
