/**
 * What a page of listings shows while the listings load, or when they could not be loaded ('Provo
 * përsëri'): the grid's and the favourites page's, one way. `minHeight` keeps the footer down.
 */
import { Button, Center, Loader, Stack, Text } from 'shared/ui';
import { strings } from './strings';

export function ListingsLoading({ minHeight }: { minHeight: string }) {
  return (
    <Center mih={minHeight}>
      <Loader size="lg" aria-label={strings.page.loading} />
    </Center>
  );
}

export function ListingsFailed({ minHeight, onRetry }: { minHeight: string; onRetry: () => void }) {
  return (
    <Stack align="center" justify="center" gap="xs" mih={minHeight} role="alert">
      <Text fw={600}>{strings.page.failed}</Text>
      <Text c="dimmed" size="sm">
        {strings.page.failedHint}
      </Text>
      <Button variant="light" mt="sm" onClick={onRetry}>
        {strings.page.retry}
      </Button>
    </Stack>
  );
}
