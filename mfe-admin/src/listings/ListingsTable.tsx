/** Every listing (every status) in a table the agent can search and sort; a row opens its form. */
import { useEffect, useMemo, useState } from 'react';
import { IconArrowDown, IconArrowUp, IconPlus, IconSelector } from '@tabler/icons-react';
import { formatDate, formatEuro } from 'shared/format';
import { Link } from 'shared/router';
import { Alert, Table, TextInput } from 'shared/ui-admin';
import { Anchor, Button, Center, Group, Loader, Text, Title, UnstyledButton } from 'shared/ui';
import { PRICE_BY_AGREEMENT } from 'shared/contracts';
import { api, type ListingRow } from '../api';
import { strings } from '../strings';
import { StatusBadge } from './StatusBadge';
import { nextSort, searchRows, sortRows, type SortKey, type SortState } from './tableModel';
import classes from './ListingsTable.module.css';

const COLUMNS: SortKey[] = ['id', 'title', 'city', 'price', 'status', 'photos', 'createdAt'];

function SortHeader({ column, sort, onSort }: { column: SortKey; sort: SortState; onSort: (key: SortKey) => void }) {
  const label = strings.table.columns[column];
  const active = sort.key === column;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className={classes.th}>
      <UnstyledButton onClick={() => onSort(column)} className={classes.sortButton} aria-label={strings.table.sortBy(label)}>
        <span>{label}</span>
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

export function ListingsTable() {
  const [rows, setRows] = useState<ListingRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState>({ key: 'createdAt', direction: 'desc' });
  const t = strings.table;

  useEffect(() => {
    let live = true;
    api
      .listings()
      .then((list) => live && setRows(list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const shown = useMemo(() => (rows ? sortRows(searchRows(rows, query), sort) : []), [rows, query, sort]);

  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <Button component={Link} to="/admin/pronat/e-re" leftSection={<IconPlus size={18} aria-hidden />}>
          {t.add}
        </Button>
      </Group>
      <TextInput
        label={t.search}
        placeholder={t.searchPlaceholder}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        mb="sm"
        maw={420}
      />
      {failed && (
        <Alert color="red" role="alert">
          {strings.failed}
        </Alert>
      )}
      {!rows && !failed && (
        <Center mih={200}>
          <Loader aria-label={strings.loading} />
        </Center>
      )}
      {rows && (
        <>
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {t.count(shown.length, rows.length)}
          </Text>
          {/* A table on a desk; on a phone each row is a card (the module's CSS), so nothing hides to the side. */}
          <div className={classes.scroll}>
            <Table striped highlightOnHover verticalSpacing="xs" className={classes.table}>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((column) => (
                    <SortHeader key={column} column={column} sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row) => (
                  <Table.Tr key={row.id} data-listing-id={row.id}>
                    <Table.Td className={classes.id}>
                      <Anchor component={Link} to={`/admin/pronat/${encodeURIComponent(row.id)}`} aria-label={t.edit(row.id)} fw={600}>
                        {row.id}
                      </Anchor>
                    </Table.Td>
                    <Table.Td className={classes.title}>{row.title}</Table.Td>
                    <Table.Td>{row.city}</Table.Td>
                    <Table.Td className={classes.end}>{row.price === null ? PRICE_BY_AGREEMENT : formatEuro(row.price)}</Table.Td>
                    <Table.Td className={classes.status}>
                      <StatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td data-label={t.columns.photos}>{row.photos}</Table.Td>
                    <Table.Td className={classes.end}>{formatDate(row.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {shown.length === 0 && (
            <Text ta="center" py="xl" c="dimmed">
              {t.empty}
            </Text>
          )}
        </>
      )}
    </>
  );
}
