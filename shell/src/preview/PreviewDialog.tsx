import { useCallback, useState } from 'react';
import { previewRequests, useRequests } from 'shared/bus';
import { getListingById } from 'shared/listings';
import { OverlayFrame, afterNextPaint, useFrameFirst, useOverlayHistory } from 'shared/ui';
import { usePreviewAhead } from '../speed/plan';
import { previewFrame, runPreviewCode } from './previewCode';

const PreviewFrame = previewFrame.Component;

/** Opens the listing preview on each request from the bus (a card click in any remote). */
export function PreviewDialog() {
  const [listingId, setListingId] = useState<string | null>(null);
  const close = useCallback(() => setListingId(null), []);
  useOverlayHistory(listingId !== null, close);
  // The dialog's frame paints first, its code in hand or not; the dialog opens from the frame after.
  const { shown, framed } = useFrameFirst(listingId !== null);

  useRequests(previewRequests, ({ listingId: id }) => {
    setListingId(id);
    // After the frame has painted, the listing's full record is fetched beside the code, not
    // once the remote has rendered (the data service shares this fetch with the preview's own
    // ask; a failure is the preview's to show), and the detail remote loads while the dialog
    // does, not after it.
    afterNextPaint(() => {
      void getListingById(id).catch(() => undefined);
      runPreviewCode();
    });
  });

  usePreviewAhead();

  return (
    <>
      {framed && <OverlayFrame variant="dialog" />}
      <PreviewFrame listingId={shown ? listingId : null} onClose={close} />
    </>
  );
}
