import type { DetailPreviewProps } from 'shared/contracts';
import { useListing } from 'shared/listings';
import { Box, Center, Loader } from 'shared/ui';
import { ListingDetail } from './ListingDetail';

export default function DetailPreview({ id }: DetailPreviewProps) {
  const { listing, status } = useListing(id);
  if (status === 'loading' || !listing) {
    return (
      <Center mih="40vh">
        <Loader aria-label="Duke ngarkuar pronën…" />
      </Center>
    );
  }
  return (
    <Box p="lg">
      <ListingDetail listing={listing} />
    </Box>
  );
}
