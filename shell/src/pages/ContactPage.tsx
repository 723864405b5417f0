import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { requestContact } from 'shared/bus';
import { contactFormPath } from 'shared/routes';
import { site, phoneHref } from 'shared/site';
import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title, useDocumentTitle } from 'shared/ui';
import { strings } from '../strings';
import { OfficeMap } from './OfficeMap';

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      {icon}
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={600}>{children}</Text>
      </div>
    </Group>
  );
}

export function ContactPage() {
  useDocumentTitle(strings.contactPage.title);
  const t = strings.contactPage;
  return (
    <Container size="md" py="xl">
      <Title order={1}>{t.title}</Title>
      <Text mt="sm" c="dimmed" maw={620}>
        {t.intro}
      </Text>
      <Paper withBorder radius="lg" p="xl" mt="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="lg" align="flex-start">
            <InfoRow icon={<IconMapPin aria-hidden />} label={t.address}>
              {site.address}
            </InfoRow>
            <InfoRow icon={<IconPhone aria-hidden />} label={t.phone}>
              <Anchor href={phoneHref()}>{site.phone}</Anchor>
            </InfoRow>
            <InfoRow icon={<IconMail aria-hidden />} label={t.email}>
              <Anchor href={`mailto:${site.email}`}>{site.email}</Anchor>
            </InfoRow>
            <InfoRow icon={<IconClock aria-hidden />} label={t.hours}>
              {t.hoursValue}
            </InfoRow>
            {/* A form that asks the server for the message form, so the button works before the
                app has started (and without JavaScript); the app opens its sheet instead. */}
            <form
              method="get"
              action={contactFormPath()}
              onSubmit={(event) => {
                event.preventDefault();
                requestContact();
              }}
            >
              <Button type="submit" size="md">
                {t.send}
              </Button>
            </form>
          </Stack>
          <OfficeMap />
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
