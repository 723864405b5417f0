import { IconMapOff } from '@tabler/icons-react';
import { Button, Loader, Text } from 'shared/ui';
import { strings } from './strings';
import classes from './MapPanel.module.css';

/** The placeholder over the map while it loads, and again when its tiles fail. */
export function MapStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <div className={classes.status} role="status" data-state={failed ? 'failed' : 'loading'}>
      {failed ? (
        <>
          <IconMapOff size={36} stroke={1.5} aria-hidden="true" className={classes.statusIcon} />
          <Text size="sm" ta="center" maw={320}>
            {strings.failed}
          </Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            {strings.retry}
          </Button>
        </>
      ) : (
        <>
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {strings.loading}
          </Text>
        </>
      )}
    </div>
  );
}
