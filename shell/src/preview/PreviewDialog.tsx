import { useCallback, useEffect, useState } from 'react';
import { hoveredListingId, onRequest, previewRequests, useRequests } from 'shared/bus';
import { getListingById } from 'shared/listings';
import { OverlayFrame, afterNextPaint, useFrameFirst, useOverlayHistory } from 'shared/ui';
import { fetchRecordsOnScreen, previewFrame, runPreviewCode, whileBrowsingCards } from './previewCode';

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

  // The code runs ahead when a card is reached for: pointed at (a desktop), or the cards browsed
  // (a phone, whose visitor's tap then also finds the records of the cards on screen in hand; a
  // mouse passes over many cards, so a pointer alone fetches no record).
  useEffect(() => {
    const hovered = onRequest(hoveredListingId, (id) => {
      if (id !== null) runPreviewCode();
    });
    const browsing = whileBrowsingCards(() => {
      runPreviewCode();
      fetchRecordsOnScreen();
    });
    return () => {
      hovered();
      browsing();
    };
  }, []);

  return (
    <>
      {framed && <OverlayFrame variant="dialog" />}
      <PreviewFrame listingId={shown ? listingId : null} onClose={close} />
    </>
  );
}
