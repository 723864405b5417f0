import { MAP_TITLE_MAX, truncate } from 'shared/format';

/** SPEC 9: the map card shows the title cut to 25 characters plus an ellipsis. */
export function mapCardTitle(title: string): string {
  return truncate(title.trim(), MAP_TITLE_MAX);
}
