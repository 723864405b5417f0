import { useCallback, useEffect, useState } from 'react';
import { hoveredListingId, onRequest, previewRequests, useRequests } from 'shared/bus';
import { EXPOSED } from 'shared/contracts';
import { getListingById } from 'shared/listings';
import { OverlayFrame, afterNextPaint, deferComponent, useOverlayHistory } from 'shared/ui';
import { preloadExposed } from '../federation/loadExposed';

/**
 * The dialog frame and `shared/ui-overlays` load on the first sign of wanting a preview
 * (a card hovered, or the request itself), not with the page.
 */
const previewFrame = deferComponent(
  'preview dialog',
  () => import('./PreviewFrame').then((module) => module.PreviewFrame),
  ({ listingId }) => (listingId !== null ? <OverlayFrame variant="dialog" /> : null),
);
const PreviewFrame = previewFrame.Component;

/** Opens the listing preview on each request from the bus (a card click in any remote). */
export function PreviewDialog() {
  const [listingId, setListingId] = useState<string | null>(null);
  const close = useCallback(() => setListingId(null), []);
  useOverlayHistory(listingId !== null, close);

  useRequests(previewRequests, ({ listingId: id }) => {
    setListingId(id);
    // The dialog's stand-in paints first. Then the listing's full record is fetched beside the
    // code, not once the remote has rendered (the data service shares this fetch with the
    // preview's own ask; a failure is the preview's to show), and the detail remote loads while
    // the dialog does, not after it.
    afterNextPaint(() => {
      void getListingById(id).catch(() => undefined);
      preloadExposed(EXPOSED.detailPreview);
      previewFrame.preload();
    });
  });

  useEffect(
    () =>
      onRequest(hoveredListingId, (id) => {
        if (id !== null) previewFrame.preload();
      }),
    [],
  );

  return <PreviewFrame listingId={listingId} onClose={close} />;
}
