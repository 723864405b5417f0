import type { Listing } from 'shared/contracts';
import { formatListingPrice } from 'shared/format';
import { Badge, Card, Image, Text } from 'shared/ui';

export function ListingCard({ listing }: { listing: Listing }) {
  const cover = listing.images[0]?.replace(/-1200\.webp$/, '-600.webp');
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={listing.title}>
      {cover && (
        <Card.Section>
          <Image src={cover} alt="Pamje e pronës 1" h={200} loading="lazy" />
        </Card.Section>
      )}
      <Badge mt="sm">{listing.option}</Badge>
      <Text size="sm" c="dimmed" mt="xs">
        {listing.subcity}, {listing.city}
      </Text>
      <Text fw={600} lineClamp={2}>
        {listing.title}
      </Text>
      <Text fw={700} c="brand.8">
        {formatListingPrice(listing)}
      </Text>
    </Card>
  );
}
