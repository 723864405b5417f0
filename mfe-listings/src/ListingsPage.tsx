import { useMemo } from 'react';
import { useFilters, useSortOrder } from 'shared/bus';
import { applyFilters, pageItems, parsePage, sortListings, useListings } from 'shared/listings';
import { useSearchParams } from 'shared/router';
import { Center, Container, Loader, SimpleGrid, Text } from 'shared/ui';
import { ListingCard } from './ListingCard';
import { strings } from './strings';

export default function ListingsPage() {
  const { listings, status } = useListings();
  const filters = useFilters();
  const sort = useSortOrder();
  const [searchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));

  const visible = useMemo(
    () => pageItems(sortListings(applyFilters(listings, filters), sort), page),
    [listings, filters, sort, page],
  );

  if (status === 'loading') {
    return (
      <Center mih="60vh">
        <Loader aria-label={strings.loading} />
      </Center>
    );
  }
  return (
    <Container size={1400} py="lg">
      {visible.length === 0 ? (
        <Text ta="center" py="xl">
          {strings.empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="lg" data-testid="listings-grid">
          {visible.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
