/**
 * A draft's own controls at the top of its form: what a draft is (the public does not see it),
 * its public page previewed (the server's page, signed-in only, in a new tab) and 'Publiko',
 * which saves the form with the status 'Aktive'.
 */
import { IconEye, IconWorldUpload } from '@tabler/icons-react';
import { adminPreviewPath } from 'shared/routes';
import { Button, Group, Text } from 'shared/ui';
import { Alert } from 'shared/ui-admin';
import { STATUS_LABELS, strings } from '../strings';

const t = strings.form;

export function DraftActions({ id, busy, onPublish }: { id: string; busy: boolean; onPublish: () => void }) {
  return (
    <Alert color="violet" title={STATUS_LABELS.draft}>
      <Text size="sm" mb="sm">
        {t.draftNotice}
      </Text>
      <Group gap="sm">
        <Button
          component="a"
          href={adminPreviewPath(id)}
          target="_blank"
          rel="noopener"
          variant="default"
          leftSection={<IconEye size={18} aria-hidden />}
          aria-label={`${t.preview} (${t.previewHint})`}
        >
          {t.preview}
        </Button>
        <Button color="green" loading={busy} onClick={onPublish} leftSection={<IconWorldUpload size={18} aria-hidden />}>
          {t.publish}
        </Button>
      </Group>
    </Alert>
  );
}
