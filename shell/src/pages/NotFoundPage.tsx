import { useEffect } from 'react';
import { Link } from 'shared/router';
import { Button, Container, Group, Text, Title, useDocumentTitle } from 'shared/ui';
import { strings } from '../strings';
import { contactPagePath, homePath } from 'shared/routes';

/** Adds `<meta name="robots" content="noindex">` while the 404 page is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

export function NotFoundPage() {
  const t = strings.notFound;
  useDocumentTitle(t.title);
  useNoIndex();
  return (
    <Container size="sm" py={80} ta="center">
      <Text fz={72} fw={800} c="brand.8" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1} mt="md">
        {t.title}
      </Title>
      <Text c="dimmed" mt="sm">
        {t.text}
      </Text>
      <Group justify="center" mt="xl">
        <Button component={Link} to={homePath()}>
          {t.home}
        </Button>
        <Button component={Link} to={contactPagePath()} variant="light">
          {t.contact}
        </Button>
      </Group>
    </Container>
  );
}
