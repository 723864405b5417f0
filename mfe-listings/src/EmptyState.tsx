import { Button, Stack, Text, Title } from 'shared/ui';
import { EmptyIllustration } from './EmptyIllustration';
import { strings } from './strings';

/** Zero results: the illustration, 'Nuk ka asnjë pronë', and a way out when filters are on. */
export function EmptyState({ onClearFilters }: { onClearFilters?: () => void }) {
  return (
    <Stack align="center" gap="xs" py={56} px="md" data-testid="listings-empty">
      <EmptyIllustration />
      <Title order={2} size="h3" ta="center" mt="sm">
        {strings.page.empty}
      </Title>
      {onClearFilters && (
        <>
          <Text c="dimmed" ta="center" maw={420}>
            {strings.page.emptyHint}
          </Text>
          <Button variant="light" mt="sm" onClick={onClearFilters}>
            {strings.page.clearFilters}
          </Button>
        </>
      )}
    </Stack>
  );
}
