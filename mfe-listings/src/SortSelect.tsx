import { useId } from 'react';
import type { SortOrder } from 'shared/contracts';
import { SORT_LABELS } from 'shared/format';
import { Group, Select, Text } from 'shared/ui';
import { strings } from './strings';
import { useSearch } from './useSearch';

/** The orders in the page's language, made when drawn (the server draws several languages with one copy of this module). */
const sortOptions = () => (Object.keys(SORT_LABELS) as SortOrder[]).map((value) => ({ value, label: SORT_LABELS[value] }));

/** 'Shfaq:' the search's order (newest, oldest, by price, by area); the choice goes into the URL (useSearch). */
export function SortSelect() {
  const id = useId();
  const { sort, changeSearch } = useSearch();
  return (
    <Group gap={8} wrap="nowrap">
      <Text component="label" htmlFor={id} size="sm" c="dimmed" fw={500}>
        {strings.page.sortLabel}
      </Text>
      <Select
        id={id}
        w={250}
        size="sm"
        data={sortOptions()}
        value={sort}
        allowDeselect={false}
        withCheckIcon={false}
        onChange={(value) => value && changeSearch(() => ({ sort: value as SortOrder }))}
      />
    </Group>
  );
}
