import { useEffect } from 'react';
import type { DetailPreviewProps } from 'shared/contracts';
import { useListing } from 'shared/listings';
import { useNavigate } from 'shared/router';
import { DetailLoading } from './DetailLoading';
import { notFoundPath } from './notFoundPath';
import { ListingDetail } from './detail/ListingDetail';

/** The listing inside the shell's preview dialog: no recommendations, a new-tab icon instead of 'Mbrapa'. */
export default function DetailPreview({ id, onClose }: DetailPreviewProps) {
  const { listing, status } = useListing(id);
  const navigate = useNavigate();
  const missing = status !== 'loading' && !listing;

  useEffect(() => {
    if (!missing) return;
    onClose();
    navigate(notFoundPath());
  }, [missing, onClose, navigate]);

  if (!listing) return <DetailLoading minHeight="40vh" />;
  return <ListingDetail listing={listing} mode="modal" onClose={onClose} />;
}
