/**
 * Every listing (every status) in a table the agent can search, filter by status and sort: its
 * cover, what it is (category and offer), its price as the public site writes it; a row opens
 * its form.
 */
import { useEffect, useMemo, useState } from 'react';
import { IconArrowDown, IconArrowUp, IconPlus, IconSelector } from '@tabler/icons-react';
import { formatDate, formatDecimal } from 'shared/format';
import { Link } from 'shared/router';
import { Alert, NativeSelect, Table, TextInput } from 'shared/ui-admin';
import { Anchor, Button, Center, Group, Loader, Text, Title, UnstyledButton, VisuallyHidden } from 'shared/ui';
import { api, LISTING_STATUSES, type ListingRow } from '../api';
import { STATUS_LABELS, strings } from '../strings';
import { StatusBadge } from './StatusBadge';
import { filterByStatus, nextSort, rowKind, rowPrice, searchRows, sortRows, type SortKey, type SortState, type StatusFilter } from './tableModel';
import classes from './ListingsTable.module.css';

const COLUMNS: SortKey[] = ['photos', 'id', 'title', 'kind', 'city', 'price', 'status', 'views', 'createdAt'];

/** The price now, and the figure it was cut from struck beside it. */
function PriceCell({ row }: { row: ListingRow }) {
  const price = rowPrice(row);
  return (
    <>
      {price.text}
      {price.was && (
        <>
          {' '}
          <VisuallyHidden>({strings.table.was}</VisuallyHidden>
          <s className={classes.was}>{price.was}</s>
          <VisuallyHidden>)</VisuallyHidden>
        </>
      )}
    </>
  );
}

/** Views of the last 30 days, and the inquiries under them when there are any ('12', '2 mesazhe'). */
function ViewsCell({ row }: { row: ListingRow }) {
  return (
    <span className={classes.views}>
      <span className={classes.viewCount}>{formatDecimal(row.views)}</span>
      {row.inquiries > 0 && <span className={classes.inquiries}>{strings.earnings.inquiries(row.inquiries)}</span>}
    </span>
  );
}

/** The cover's small version and the photo count (a grey box without photos). */
function PhotoCell({ row }: { row: ListingRow }) {
  return (
    <span className={classes.photo}>
      {row.thumbnailUrl ? <img src={row.thumbnailUrl} alt="" width={64} height={48} loading="lazy" className={classes.thumb} /> : <span className={classes.thumb} aria-hidden />}
      <span className={classes.photoCount}>{strings.photos.count(row.photos)}</span>
    </span>
  );
}

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
  const [status, setStatus] = useState<StatusFilter>('all');
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

  const shown = useMemo(() => (rows ? sortRows(searchRows(filterByStatus(rows, status), query), sort) : []), [rows, status, query, sort]);

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
      <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t.search}
          placeholder={t.searchPlaceholder}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={420}
          maw="100%"
        />
        <NativeSelect
          label={t.statusFilter}
          value={status}
          data={[{ value: 'all', label: t.allStatuses }, ...LISTING_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))]}
          onChange={(event) => setStatus(event.currentTarget.value as StatusFilter)}
          w={200}
          maw="100%"
        />
      </Group>
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
                    <Table.Td className={classes.photos}>
                      <PhotoCell row={row} />
                    </Table.Td>
                    <Table.Td className={classes.id}>
                      <Anchor component={Link} to={`/admin/pronat/${encodeURIComponent(row.id)}`} aria-label={t.edit(row.id)} fw={600}>
                        {row.id}
                      </Anchor>
                    </Table.Td>
                    <Table.Td className={classes.title}>{row.title}</Table.Td>
                    <Table.Td className={classes.kind}>{rowKind(row)}</Table.Td>
                    <Table.Td>{row.city}</Table.Td>
                    <Table.Td className={classes.end}>
                      <PriceCell row={row} />
                    </Table.Td>
                    <Table.Td className={classes.status}>
                      <StatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td className={classes.end} data-label={t.columns.views} data-views={row.views}>
                      <ViewsCell row={row} />
                    </Table.Td>
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
