/** The question before unsaved edits are dropped ('Qëndro' is the default: the close button, Esc or a tap outside stay too). */
import { Button, Group, Text } from 'shared/ui';
import { Modal } from 'shared/ui-overlays';
import { strings } from '../strings';
import type { LeaveGuard } from './useLeaveGuard';

export function LeaveQuestion({ guard }: { guard: LeaveGuard }) {
  const t = strings.leave;
  return (
    <Modal opened={guard.asking} onClose={guard.stay} title={t.title} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Text mb="md">{t.text}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="light" color="red" onClick={guard.leave}>
          {t.leave}
        </Button>
        <Button onClick={guard.stay} data-autofocus>
          {t.stay}
        </Button>
      </Group>
    </Modal>
  );
}
