import type { Listing } from 'shared/contracts';
import { detailRows, formatListingPrice } from 'shared/format';
import { Stack, Text, Title } from 'shared/ui';

export function ListingDetail({ listing }: { listing: Listing }) {
  return (
    <Stack gap="sm">
      <Text c="dimmed">
        {listing.subcity}, {listing.city}
      </Text>
      <Title order={1}>{listing.title}</Title>
      <Text fz="xl" fw={700} c="brand.8">
        {formatListingPrice(listing)}
      </Text>
      <dl>
        {detailRows(listing).map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
