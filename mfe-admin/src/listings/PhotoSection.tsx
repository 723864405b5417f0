/**
 * A stored listing's photos in its form: upload several at once (PhotoDrop), each file resized
 * in the browser first (photoResize.ts) and sent with its progress and, when refused, the
 * server's reason in Albanian; a photo whose picture the listing already has is named ('Kjo foto
 * është tashmë te kjo pronë.') with 'Mbaje' / 'Hiqe'; move a photo left or right (buttons, so the
 * keyboard can), make one the cover, give it a caption (its public alt text, PhotoCaption),
 * remove one after a confirmation. Shown in the public order (cover first).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from 'shared/ui';
import { Alert } from 'shared/ui-admin';
import { api, ApiError, type AdminPhoto } from '../api';
import { failureText } from '../failure';
import { showFeedback } from '../feedback';
import { strings } from '../strings';
import classes from './PhotoSection.module.css';
import { PhotoCaption } from './PhotoCaption';
import { PhotoDrop } from './PhotoDrop';
import { photoToSend } from './photoResize';
import { movedOrder, orderChange, publicOrder, tooLargeToSend } from './photoModel';

const t = strings.photos;

interface Upload {
  key: number;
  name: string;
  /** 'duplicate': stored, but its picture was already there; the agent keeps ('kept') or removes it ('skipped'). */
  state: 'waiting' | 'preparing' | 'uploading' | 'done' | 'refused' | 'duplicate' | 'kept' | 'skipped';
  progress: number;
  message?: string;
  /** A duplicate's new photo. */
  photoId?: number;
}

/** A photo of a new listing's first upload (uploadPending.ts) whose picture was already among them. */
export interface PendingDuplicate {
  name: string;
  photoId: number;
}

let nextUploadKey = 1;

const FEEDBACK_CHANNEL = 'listing-photos';

function UploadRow({ upload, busy, onKeep, onSkip }: { upload: Upload; busy: boolean; onKeep: () => void; onSkip: () => void }) {
  if (upload.state === 'duplicate') {
    return (
      <li className={classes.duplicate} data-upload-state={upload.state}>
        <Text size="sm" className={classes.fileName}>
          {upload.name}
        </Text>
        <Text size="sm" role="alert">
          {t.duplicate}
        </Text>
        <Group gap={6}>
          <Button size="xs" variant="default" disabled={busy} aria-label={`${t.keepDuplicate}: ${upload.name}`} onClick={onKeep}>
            {t.keepDuplicate}
          </Button>
          <Button size="xs" color="red" variant="light" disabled={busy} aria-label={`${t.skipDuplicate}: ${upload.name}`} onClick={onSkip}>
            {t.skipDuplicate}
          </Button>
        </Group>
      </li>
    );
  }
  return (
    <li className={classes.upload} data-upload-state={upload.state}>
      <Text size="sm" className={classes.fileName}>
        {upload.name}
      </Text>
      {upload.state === 'kept' || upload.state === 'skipped' ? (
        <Text size="sm" c="dimmed">
          {upload.state === 'kept' ? t.duplicateKept : t.duplicateSkipped}
        </Text>
      ) : upload.state === 'preparing' ? (
        <Text size="sm" c="dimmed">
          {t.preparing}
        </Text>
      ) : upload.state === 'uploading' || upload.state === 'waiting' ? (
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

interface PhotoSectionProps {
  listingId: string;
  /** A new listing's photos repeated in its first upload (uploadPending.ts). */
  duplicates?: readonly PendingDuplicate[];
  /** Some caption is typed and not saved (true), or none is any more (false): the form's leave question. */
  onUnsavedCaptions?: (unsaved: boolean) => void;
}

export function PhotoSection({ listingId, duplicates = [], onUnsavedCaptions }: PhotoSectionProps) {
  const [photos, setPhotos] = useState<AdminPhoto[] | null>(null);
  // The photos whose caption field differs from the stored caption.
  const unsavedCaptions = useRef(new Set<number>());
  const onCaptionUnsaved = useCallback(
    (photoId: number, unsaved: boolean) => {
      const before = unsavedCaptions.current.size > 0;
      if (unsaved) unsavedCaptions.current.add(photoId);
      else unsavedCaptions.current.delete(photoId);
      const after = unsavedCaptions.current.size > 0;
      if (before !== after) onUnsavedCaptions?.(after);
    },
    [onUnsavedCaptions],
  );
  // A new listing's photos repeated in its first upload ask the same question here.
  const [uploads, setUploads] = useState<Upload[]>(() =>
    duplicates.map((item) => ({ key: nextUploadKey++, name: item.name, state: 'duplicate', progress: 1, photoId: item.photoId })),
  );
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
        update(key, { state: 'preparing' });
        // Resized first: a camera's 25 MB photo may well go as 2 MB, so the size is judged after.
        const sent = await photoToSend(file);
        if (tooLargeToSend(sent)) return update(key, { state: 'refused', message: t.tooLargeLocal });
        update(key, { state: 'uploading' });
        try {
          const answer = await api.uploadPhoto(listingId, sent, (progress) => update(key, { progress }));
          const refusal = answer.refused[0];
          const duplicate = answer.duplicates[0];
          if (answer.added > 0) {
            setPhotos(answer.photos);
            update(key, duplicate ? { state: 'duplicate', progress: 1, photoId: duplicate.photoId } : { state: 'done', progress: 1 });
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

  /** 'Hiqe' on a repeated picture: the new photo goes again. */
  const skip = (upload: Upload) => {
    const photoId = upload.photoId;
    if (photoId === undefined) return;
    void change(async () => {
      try {
        const left = await api.removePhoto(listingId, photoId);
        update(upload.key, { state: 'skipped' });
        return left;
      } catch (error) {
        // Already gone (removed from the list meanwhile): what the agent asked for.
        if (error instanceof ApiError && error.status === 404) {
          update(upload.key, { state: 'skipped' });
          return api.photos(listingId);
        }
        throw error;
      }
    });
  };

  const saveCaption = (photo: AdminPhoto, caption: string) =>
    void change(async () => {
      const next = await api.setPhotoCaption(listingId, photo.id, caption);
      showFeedback(FEEDBACK_CHANNEL, 'success', t.captionSaved);
      return next;
    }, `[data-photo-id="${photo.id}"] [data-caption]`);

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
            <UploadRow key={item.key} upload={item} busy={busy} onKeep={() => update(item.key, { state: 'kept' })} onSkip={() => skip(item)} />
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

      {photos && photos.length > 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          {t.captionHint}
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
                  <PhotoCaption photoId={photo.id} position={index + 1} stored={photo.caption} busy={busy} onSave={(caption) => saveCaption(photo, caption)} onUnsaved={onCaptionUnsaved} />
                </Stack>
              )}
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
