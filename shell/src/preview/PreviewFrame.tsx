import { EXPOSED, type DetailPreviewProps } from 'shared/contracts';
import { useOpenedAfterMount } from 'shared/ui';
import { Modal } from 'shared/ui-overlays';
import { RemoteSlot } from '../federation/RemoteSlot';
import { strings } from '../strings';
import classes from './PreviewDialog.module.css';

export interface PreviewFrameProps {
  /** The listing shown, or null while the dialog is closed. */
  listingId: string | null;
  onClose: () => void;
}

/** The listing preview (SPEC: 95% wide, at most 1400 px, 80vh), showing the detail remote. */
export function PreviewFrame({ listingId, onClose }: PreviewFrameProps) {
  // Loaded on demand (see PreviewDialog): it may mount with a listing already requested.
  const opened = useOpenedAfterMount(listingId !== null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
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
          props={{ id: listingId, onClose }}
          minHeight="50vh"
        />
      )}
    </Modal>
  );
}
