import { Badge } from 'shared/ui';
import type { ListingStatus } from '../api';
import { STATUS_LABELS } from '../strings';

const COLORS: Record<ListingStatus, string> = { draft: 'violet', active: 'green', reserved: 'yellow', sold: 'blue', withdrawn: 'gray' };

export function StatusBadge({ status }: { status: ListingStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" tt="none">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
