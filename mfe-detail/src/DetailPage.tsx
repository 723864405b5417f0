import type { DetailPageProps } from 'shared/contracts';
import { useListing } from 'shared/listings';
import { Navigate } from 'shared/router';
import { Center, Container, Loader } from 'shared/ui';
import { ListingDetail } from './ListingDetail';

export default function DetailPage({ id }: DetailPageProps) {
  const { listing, status } = useListing(id);
  if (status === 'loading') {
    return (
      <Center mih="60vh">
        <Loader aria-label="Duke ngarkuar pronën…" />
      </Center>
    );
  }
  if (!listing) return <Navigate to="/404" replace />;
  return (
    <Container size={1200} py="lg">
      <ListingDetail listing={listing} />
    </Container>
  );
}
