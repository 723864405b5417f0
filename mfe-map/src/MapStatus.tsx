import { IconMapOff } from '@tabler/icons-react';
import { Button, Loader, Text } from 'shared/ui';
import { strings } from './strings';
import classes from './MapPanel.module.css';

/**
 * The placeholder over the map while it loads, and again when its tiles fail. Over the server's
 * opening markers the loading pill keeps to the top edge, clear of the markers in the middle.
 */
export function MapStatus({ failed, overMarkers = false, onRetry }: { failed: boolean; overMarkers?: boolean; onRetry: () => void }) {
  return (
    <div className={classes.status} role="status" data-state={failed ? 'failed' : 'loading'} data-over-markers={overMarkers || undefined}>
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
