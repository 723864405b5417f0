import { useEffect, useState } from 'react';
import { onRequest, previewRequests } from 'shared/bus';
import { EXPOSED, type DetailPreviewProps } from 'shared/contracts';
import { Modal } from 'shared/ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { strings } from '../strings';
import classes from './PreviewDialog.module.css';

/** The listing preview (SPEC: 95% wide, at most 1400 px, 80vh), showing the detail remote. */
export function PreviewDialog() {
  const [listingId, setListingId] = useState<string | null>(null);

  useEffect(() => onRequest(previewRequests, ({ listingId: id }) => setListingId(id)), []);

  const close = () => setListingId(null);

  return (
    <Modal
      opened={listingId !== null}
      onClose={close}
      withCloseButton={false}
      size="95%"
      xOffset={0}
      centered
      padding={0}
      radius="lg"
      title={strings.preview.title}
      classNames={{ content: classes.content, body: classes.body, header: classes.header }}
      closeButtonProps={{ 'aria-label': strings.preview.close }}
    >
      {listingId !== null && (
        <RemoteSlot<DetailPreviewProps>
          module={EXPOSED.detailPreview}
          props={{ id: listingId, onClose: close }}
          minHeight="50vh"
        />
      )}
    </Modal>
  );
}
