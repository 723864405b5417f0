import { useEffect, useRef } from 'react';
import { IconLayoutList, IconPhoto, IconX } from '@tabler/icons-react';
import { previewKeyAction } from 'shared/format';
import { ActionIcon, Button, useEscapeOwner, useOpenedAfterMount } from 'shared/ui';
import { Modal } from 'shared/ui-overlays';
import { strings } from '../strings';
import { STOP_ESCAPE } from './stopEscape';
import { SingleImage } from './SingleImage';
import { AllImages } from './AllImages';
import type { ImagePreviewControls } from './useImagePreview';
import classes from './ImagePreview.module.css';

interface ImagePreviewProps {
  /** Full-size image URLs (-1200.webp). */
  images: readonly string[];
  /** The photos' captions, their alt text (`Listing.captions`). */
  captions?: readonly string[];
  controls: ImagePreviewControls;
}

/**
 * The full-screen image preview (SPEC 2 'Image preview dialog'): one image at a time with
 * previous/next that wrap and the arrow keys, or every image stacked with the arrows off.
 * Closed, it gives the focus back to the control that opened it (see the effect below). Loaded
 * on demand (see ListingDetail), it may mount already open.
 */
export function ImagePreview({ images, captions, controls }: ImagePreviewProps) {
  const { state, close, step, showOne, showAll, opener } = controls;
  const shown = useOpenedAfterMount(state.opened);
  const frameRef = useRef<HTMLDivElement>(null);
  const count = images.length;
  const t = strings.preview;

  // A control that disappears (the mode changed) must not leave the focus on <body>.
  useEffect(() => {
    if (!state.opened) return;
    const frame = frameRef.current;
    if (frame && !frame.contains(document.activeElement)) frame.focus({ preventScroll: true });
  }, [state.opened, state.mode]);

  // Closed, the focus goes back to the photo or button that opened it. Mantine's own return
  // takes the element focused when the dialog opens, which is not the control on a phone (a tap
  // focuses nothing) nor when the dialog's code arrived after the tap; so it is off, and the
  // opener noted at the tap takes the focus, unless the visitor has moved it elsewhere.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (state.opened) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = opener.current;
    const focused = document.activeElement;
    const inPreview = focused !== null && frameRef.current?.contains(focused) === true;
    if (target?.isConnected && (focused === null || focused === document.body || inPreview)) target.focus({ preventScroll: true });
  }, [state.opened, opener]);

  // Escape closes the preview alone, even inside the listing preview's dialog (it never
  // reaches the listener below).
  useEscapeOwner(state.opened, close);
  // The arrows work from the moment the preview opens, wherever the focus is.
  useEffect(() => {
    if (!state.opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = previewKeyAction(event.key, state.mode);
      if (!action || action === 'close' || event.defaultPrevented || count < 2) return;
      event.preventDefault();
      step(action === 'next' ? 1 : -1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.opened, state.mode, count, step]);

  return (
    <Modal.Root
      opened={shown}
      onClose={close}
      fullScreen
      closeOnEscape={false}
      returnFocus={false}
      zIndex={400}
      transitionProps={{ transition: 'fade', duration: 150 }}
      classNames={{ content: classes.content }}
    >
      <Modal.Content aria-label={t.label} data-mode={state.mode} {...STOP_ESCAPE}>
        <div ref={frameRef} className={classes.frame} tabIndex={-1} data-autofocus {...STOP_ESCAPE}>
          <div className={classes.toolbar}>
            <span className={classes.counter} aria-live="polite">
              {state.mode === 'single' ? t.position(state.index + 1, count) : strings.gallery.count(count)}
            </span>
            <div className={classes.actions}>
              {count > 1 && (
                <Button
                  variant="subtle"
                  color="gray.0"
                  leftSection={state.mode === 'single' ? <IconLayoutList size={18} /> : <IconPhoto size={18} />}
                  onClick={state.mode === 'single' ? showAll : () => showOne(state.index)}
                  {...STOP_ESCAPE}
                >
                  {state.mode === 'single' ? t.showAll : t.showOne}
                </Button>
              )}
              <ActionIcon
                variant="subtle"
                color="gray.0"
                size="lg"
                aria-label={t.close}
                onClick={close}
                {...STOP_ESCAPE}
              >
                <IconX size={22} />
              </ActionIcon>
            </div>
          </div>
          {state.mode === 'single' ? (
            <SingleImage images={images} captions={captions} index={state.index} onStep={step} />
          ) : (
            <AllImages images={images} captions={captions} onShowOne={showOne} />
          )}
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
